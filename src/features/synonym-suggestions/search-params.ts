import { numberIn, searchSchema, type SearchOfSchema } from '@/lib/url-search';

/**
 * URL search parameters of the synonym suggestions, exactly the Kpi/NavigationRefinements
 * thresholds: qrMinSessions (whole number ≥ 0), qrMinRefinementRate and qrMinRefinedIr (shares
 * 0..1), qrMinIrRatio (≥ 0). An absent one means the server's default; the router may hand over
 * text, and anything out of range is dropped.
 */
export const suggestionsSearchSchema = searchSchema({
  qrMinSessions: numberIn(0, Number.MAX_SAFE_INTEGER, { integer: true }),
  qrMinRefinementRate: numberIn(0, 1),
  qrMinRefinedIr: numberIn(0, 1),
  qrMinIrRatio: numberIn(0, 1000),
});

export type SuggestionsSearch = SearchOfSchema<typeof suggestionsSearchSchema>;
export type ThresholdKey = keyof SuggestionsSearch;
