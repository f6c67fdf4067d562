import { z } from 'zod';

/** A threshold from the URL: a number in range (the router may hand over text); anything else is dropped. */
const threshold = (max: number, integer = false) =>
  z.coerce
    .number()
    .refine((value) => Number.isFinite(value) && value >= 0 && value <= max && (!integer || Number.isInteger(value)))
    .optional()
    .catch(undefined);

/**
 * URL search parameters of the synonym suggestions, exactly the Kpi/NavigationRefinements
 * thresholds: qrMinSessions (whole number ≥ 0), qrMinRefinementRate and qrMinRefinedIr (shares
 * 0..1), qrMinIrRatio (≥ 0). An absent one means the server's default.
 */
export const suggestionsSearchSchema = z.object({
  qrMinSessions: threshold(Number.MAX_SAFE_INTEGER, true),
  qrMinRefinementRate: threshold(1),
  qrMinRefinedIr: threshold(1),
  qrMinIrRatio: threshold(1000),
});

export type SuggestionsSearch = z.output<typeof suggestionsSearchSchema>;
export type ThresholdKey = keyof SuggestionsSearch;
