import { i18n, type Messages } from '@lingui/core';

export type Locale = 'en' | 'de';
export const defaultLocale: Locale = 'en';

/** Spec §1: the interface language is the profile's, de or en; anything else falls back to English. */
export function toSupportedLocale(language: string | null | undefined): Locale {
  const primary = (language ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'de' ? 'de' : 'en';
}

/** The catalogs, loaded on demand (the import worker loads its own copy). */
export const messageLoaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en/messages'),
  de: () => import('./locales/de/messages'),
};

export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale === locale) return;
  const { messages } = await messageLoaders[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}

export { i18n };
