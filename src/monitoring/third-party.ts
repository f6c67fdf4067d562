import type { UserProfile } from '@/auth/profile';
import { companyFromEmail } from '@/auth/profile';

/** What the third-party tools (analytics, RUM, usage tracking, onboarding) receive — spec §1. */
export interface ThirdPartyIdentity {
  name: string;
  email: string;
  company: string;
}

export function thirdPartyIdentity(profile: UserProfile): ThirdPartyIdentity {
  return { name: profile.name, email: profile.email, company: companyFromEmail(profile.email) };
}

type Integration = (identity: ThirdPartyIdentity, key: string) => void;

/** Tools are wired here when the runtime configuration carries their keys; none ships with the portal. */
const integrations: Record<string, Integration> = {};

export function identifyWithThirdParties(profile: UserProfile, keys: Record<string, string>): void {
  const identity = thirdPartyIdentity(profile);
  for (const [tool, key] of Object.entries(keys)) integrations[tool]?.(identity, key);
}
