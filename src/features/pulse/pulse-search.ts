import { z } from 'zod';

/** A URL text that TanStack Router may have read as a number ('?query=42'); odd values are dropped. */
const text = (max: number) =>
  z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().trim().min(1).max(max))
    .optional()
    .catch(undefined);

const whole = (max: number) => z.number().int().min(1).max(max).optional().catch(undefined);

export const rankingViews = ['global', 'query', 'navigation'] as const;
export type RankingView = (typeof rankingViews)[number];

/** /merchandising/pulse: which ranking (tab), top N, the query or navigation page, the page. */
export const pulseSearchSchema = z.object({
  view: z.enum(rankingViews).optional().catch(undefined),
  top: whole(1000),
  query: text(200),
  attribute: text(100),
  value: text(200),
  page: whole(100_000),
});

export type PulseSearch = z.infer<typeof pulseSearchSchema>;

/** /merchandising/pulse/pinsForProduct (spec §2). */
export const pinsForProductSearchSchema = z.object({
  pulseQuery: text(200),
  pulseAttribute: text(100),
  pulseValue: text(200),
  productExternalId: text(200),
  productType: text(100),
});

export type PinsForProductSearch = z.infer<typeof pinsForProductSearchSchema>;

export const topCounts = [10, 20, 50, 100, 200, 500] as const;
export const defaultTop = 50;
/** Contract assumption: the per-query and per-navigation rankings come 20 products a page. */
export const rankingPageSize = 20;
