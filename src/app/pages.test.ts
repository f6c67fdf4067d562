import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Access } from '@/api/generated/model';
import { isPageVisible, isScopeUnsuitable, pages } from './pages';

const none = Object.fromEntries(
  ['SynonymsAccess', 'BoostBuryAccess', 'RedirectsAccess', 'RecommendationsKpiGreAccess'].map((k) => [
    k,
    false,
  ]),
) as unknown as Access;

describe('page guards (spec §4, §6)', () => {
  it('shows a page when its flag is set, or with experimental features', () => {
    expect(isPageVisible(pages.synonymsList, none, false)).toBe(false);
    expect(isPageVisible(pages.synonymsList, { ...none, SynonymsAccess: true }, false)).toBe(true);
    expect(isPageVisible(pages.synonymsList, none, true)).toBe(true);
    expect(isPageVisible(pages.searchOverview, none, false)).toBe(true);
  });

  it('shows rule health with any one of the settings flags, and not without one', () => {
    expect(isPageVisible(pages.ruleHealth, none, false)).toBe(false);
    expect(isPageVisible(pages.ruleHealth, { ...none, RecommendationsKpiGreAccess: true }, false)).toBe(
      false,
    );
    expect(isPageVisible(pages.ruleHealth, { ...none, RedirectsAccess: true }, false)).toBe(true);
    expect(isPageVisible(pages.ruleHealth, { ...none, PulseLocalPinsAccess: true } as Access, false)).toBe(
      true,
    );
  });

  it('hides experimental pages without experimental features, even with the flag', () => {
    expect(
      isPageVisible(pages.recommendationsGre, { ...none, RecommendationsKpiGreAccess: true }, false),
    ).toBe(false);
    expect(isPageVisible(pages.recommendationsGre, none, true)).toBe(true);
  });

  it("says 'Not available' for any on the pages that need a concrete scope, unless experimental", () => {
    expect(isScopeUnsuitable(pages.redirects, { storefrontId: '*', languageCode: 'de' }, false)).toBe(true);
    expect(isScopeUnsuitable(pages.redirects, { storefrontId: 'acme-de', languageCode: '*' }, false)).toBe(
      true,
    );
    expect(isScopeUnsuitable(pages.redirects, { storefrontId: '*', languageCode: '*' }, true)).toBe(false);
    expect(isScopeUnsuitable(pages.searchOverview, { storefrontId: '*', languageCode: '*' }, false)).toBe(
      false,
    );
  });
});

describe("the pages' descriptions the shell paints first (src/app/shell/PortalFrame.tsx)", () => {
  const featureSources = (readdirSync('src/features', { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\./.test(file))
    .map((file) => readFileSync(join('src/features', file), 'utf8'));

  it('are the texts the pages show, so the page header appears unchanged on the same spot', () => {
    for (const [id, page] of Object.entries(pages)) {
      const description = 'description' in page ? page.description : undefined;
      if (!description) continue;
      const text = description.message ?? description.id;
      // The page says it itself, or reads it from this table (the KPI overviews, useKpiPage).
      const shown =
        featureSources.some((source) => source.includes(`t\`${text}\``)) ||
        id.endsWith('Overview') ||
        [
          'searchDashboard',
          'recommendationsGrece',
          'recommendationsGbr',
          'recommendationsGce',
          'recommendationsGre',
        ].includes(id);
      expect(shown, `${id}: ${text}`).toBe(true);
    }
  });
});
