import type { User } from 'oidc-client-ts';
import { toSupportedLocale, type Locale } from '@/i18n/i18n';

/** Spec §3 user profile, derived from the identity claims. */
export interface UserProfile {
  id: string;
  name: string;
  email: string;
  language: Locale;
}

export function profileFromUser(user: Pick<User, 'profile'>): UserProfile {
  const claims = user.profile;
  const email = typeof claims.email === 'string' ? claims.email : '';
  const name =
    typeof claims.name === 'string' && claims.name.trim() !== '' ? claims.name : email || claims.sub;
  return {
    id: claims.sub,
    name,
    email,
    language: toSupportedLocale(typeof claims.locale === 'string' ? claims.locale : null),
  };
}

/** Spec §1: third-party tools receive the company, taken from the e-mail domain, or 'Invalid email'. */
export function companyFromEmail(email: string | null | undefined): string {
  const match = /^[^\s@]+@([^\s@]+\.[^\s@]+)$/.exec((email ?? '').trim());
  return match?.[1] ? match[1].toLowerCase() : 'Invalid email';
}

/** Spec §4: the experimental switch is for users whose e-mail is on one of the internal domains. */
export function isInternalUser(
  email: string | null | undefined,
  internalDomains: readonly string[],
): boolean {
  const domain = companyFromEmail(email);
  return domain !== 'Invalid email' && internalDomains.some((d) => d.toLowerCase() === domain);
}
