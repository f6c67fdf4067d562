import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '@/i18n/i18n';
import { pageHeading, pages } from './pages';

const translate = (message: MessageDescriptor) => i18n._(message);

describe('page headings', () => {
  it('tell the three boost & bury pages apart', async () => {
    await activateLocale('en');
    const headings = [
      pages.searchBoostBury,
      pages.navigationBoostBury,
      pages.recommendationsGreBoostBury,
    ].map((page) => pageHeading(page, translate));
    expect(headings).toEqual([
      'Search · Boost & bury',
      'Navigation · Boost & bury',
      'Similar · Boost & bury',
    ]);
  });

  it('name Similar as a kind of recommendations, as 1:1 and Basket are (spec §2)', async () => {
    await activateLocale('en');
    expect(pageHeading(pages.recommendationsGre, translate)).toBe('Recommendations · Similar');
    expect(pageHeading(pages.recommendationsGrece, translate)).toBe('Recommendations · 1:1');
    expect(pageHeading(pages.recommendationsGreInspect, translate)).toBe('Recommendations · Similar inspect');
  });

  it('are unique across every page, in English and German', async () => {
    for (const locale of ['en', 'de'] as const) {
      await activateLocale(locale);
      // Dashboard and overview are one page under two addresses (spec §2).
      const headings = Object.values(pages)
        .filter((page) => page !== pages.searchDashboard)
        .map((page) => pageHeading(page, translate));
      expect(new Set(headings).size).toBe(headings.length);
    }
  });
});
