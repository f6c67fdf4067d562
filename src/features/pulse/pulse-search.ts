import { oneOf, searchSchema, text, wholeNumber, type SearchOfSchema } from '@/lib/url-search';

/** A URL text that TanStack Router may have read as a number ('?query=42'); odd values are dropped. */
const label = (max: number) => text({ max, min: 1, trim: true });

export const rankingViews = ['global', 'query', 'navigation'] as const;
export type RankingView = (typeof rankingViews)[number];

/** /merchandising/pulse: which ranking (tab), top N, the query or navigation page, the page. */
export const pulseSearchSchema = searchSchema({
  view: oneOf(rankingViews),
  top: wholeNumber(1, 1000),
  query: label(200),
  attribute: label(100),
  value: label(200),
  page: wholeNumber(1, 100_000),
});

export type PulseSearch = SearchOfSchema<typeof pulseSearchSchema>;

/** /merchandising/pulse/pinsForProduct (spec §2). */
export const pinsForProductSearchSchema = searchSchema({
  pulseQuery: label(200),
  pulseAttribute: label(100),
  pulseValue: label(200),
  productExternalId: label(200),
  productType: label(100),
});

export type PinsForProductSearch = SearchOfSchema<typeof pinsForProductSearchSchema>;

export const topCounts = [10, 20, 50, 100, 200, 500] as const;
export const defaultTop = 50;
/** Contract assumption: the per-query and per-navigation rankings come 20 products a page. */
export const rankingPageSize = 20;
