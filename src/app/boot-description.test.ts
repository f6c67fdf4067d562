import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, activateLocale, toSupportedLocale } from '@/i18n/i18n';
import { oidcStorePrefix } from '@/auth/stored-user';
import { pages } from './pages';

// The static frame's page header, as index.html has it.
const frame =
  '<div class="boot-main"><div class="boot-page"><div class="boot-title"></div><p class="boot-description"></p></div><div class="boot-loading">Loading...</div></div>';
const script = readFileSync('public/boot-description.js', 'utf8');
const key = `${oidcStorePrefix}user:https://id.example:portal`;

/** Runs public/boot-description.js as index.html does, on `path`, with `stored` as the tab's session; returns the painted text. */
function paint(path: string, stored?: Record<string, unknown>): string | null {
  document.body.innerHTML = frame;
  window.history.replaceState(null, '', path);
  sessionStorage.clear();
  if (stored) sessionStorage.setItem(key, JSON.stringify(stored));
  new Function(script)();
  const text = document.querySelector('.boot-description')?.textContent ?? '';
  expect(document.querySelector('.boot-main')?.classList.contains('boot-with-page')).toBe(text !== '');
  return text === '' ? null : text;
}
const session = (locale: unknown, extra: Record<string, unknown> = {}) => ({
  access_token: 'token',
  profile: { sub: 'u', locale },
  ...extra,
});

afterEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = '';
});

describe("the page description in index.html's static frame (public/boot-description.js)", () => {
  const described = Object.values(pages).flatMap((page) =>
    'description' in page && page.description ? [{ path: page.path, description: page.description }] : [],
  );

  it.each(['en', 'de'] as const)(
    'is, in %s, the text the page header shows, for every page that has one',
    async (language) => {
      await activateLocale(language);
      for (const { path, description } of described) {
        expect(paint(`${path}?customerId=acme`, session(language)), path).toBe(i18n._(description));
        expect(paint(`${path}/`, session(language)), path).toBe(i18n._(description));
      }
    },
  );

  it('paints nothing on pages without a fixed description', () => {
    expect(paint('/search/inspect', session('en'))).toBeNull();
    expect(paint('/', session('en'))).toBeNull();
  });

  it("takes the session's language as the profile does, and paints nothing without a valid session", async () => {
    for (const locale of ['de', 'de-CH', 'DE_at', 'en', 'fr', 'dex', undefined]) {
      const language = toSupportedLocale(typeof locale === 'string' ? locale : null);
      await activateLocale(language);
      expect(paint('/configuration/synonyms/list', session(locale)), String(locale)).toBe(
        i18n._(pages.synonymsList.description),
      );
      expect(document.documentElement.lang).toBe(language);
    }
    expect(paint('/configuration/synonyms/list')).toBeNull();
    expect(paint('/configuration/synonyms/list', session('de', { access_token: '' }))).toBeNull();
    expect(
      paint(
        '/configuration/synonyms/list',
        session('de', { expires_at: Math.floor(Date.now() / 1000) - 10 }),
      ),
    ).toBeNull();
    expect(
      paint(
        '/configuration/synonyms/list',
        session('de', { expires_at: Math.floor(Date.now() / 1000) + 600 }),
      ),
    ).not.toBeNull();
  });
});
