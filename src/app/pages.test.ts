import { describe, expect, it } from 'vitest';
import type { Access } from '@/api/generated/model';
import { isPageVisible, isScopeUnsuitable, pages } from './pages';

const none = Object.fromEntries(
  ['SynonymsAccess', 'BoostBuryAccess', 'RedirectsAccess', 'RecommendationsKpiGreAccess'].map((k) => [k, false]),
) as unknown as Access;

describe('page guards (spec §4, §6)', () => {
  it('shows a page when its flag is set, or with experimental features', () => {
    expect(isPageVisible(pages.synonymsList, none, false)).toBe(false);
    expect(isPageVisible(pages.synonymsList, { ...none, SynonymsAccess: true }, false)).toBe(true);
    expect(isPageVisible(pages.synonymsList, none, true)).toBe(true);
    expect(isPageVisible(pages.searchOverview, none, false)).toBe(true);
  });

  it('hides experimental pages without experimental features, even with the flag', () => {
    expect(isPageVisible(pages.recommendationsGre, { ...none, RecommendationsKpiGreAccess: true }, false)).toBe(false);
    expect(isPageVisible(pages.recommendationsGre, none, true)).toBe(true);
  });

  it("says 'Not available' for any on the pages that need a concrete scope, unless experimental", () => {
    expect(isScopeUnsuitable(pages.redirects, { storefrontId: '*', languageCode: 'de' }, false)).toBe(true);
    expect(isScopeUnsuitable(pages.redirects, { storefrontId: 'acme-de', languageCode: '*' }, false)).toBe(true);
    expect(isScopeUnsuitable(pages.redirects, { storefrontId: '*', languageCode: '*' }, true)).toBe(false);
    expect(isScopeUnsuitable(pages.searchOverview, { storefrontId: '*', languageCode: '*' }, false)).toBe(false);
  });
});
