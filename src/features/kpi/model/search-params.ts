import { z } from 'zod';
import { isIsoDay } from './date-range';
import { matchTypeNames, urlInteractionTypeNames, type MatchTypeName } from './kpi-types';
import { metricIds, type MetricId } from './metrics';

/**
 * URL search parameters of the KPI screens. Every field is optional and drops a bad value instead
 * of failing, so a hand-edited or outdated link always opens; defaults are applied where the value
 * is used (the date defaults move with "today", so they are never written into links).
 *
 * - startDate, endDate: YYYY-MM-DD, both inclusive; default the last 30 full days ending yesterday;
 *   a reversed pair is swapped.
 * - chartType: 'line' (default) | 'bar'.
 * - metrics: the per-day chart's metrics (volume, interactionRate, interactionsPerNavigation,
 *   averageInteractionPosition, revenue), a list or comma-separated; default volume + interactionRate.
 * - interactionType: 'click' | 'addtocart' | 'purchase' (spec §3's URL forms); absent = All, the
 *   default. Until the user picks a type in this session, absent shows the user's own default
 *   (Kpi/GetInteractionTypeForUser), which is All for most users. Anything else is ignored.
 * - split: A/B split name(s), a list or a single name; absent = all sessions.
 * - table: the overview's list tab ('popular' | 'lowPerforming' | 'trending').
 * - matchQuery, matchType (explore): matchType by name — exact, contains (default), notcontains,
 *   startswith, endswith, regex — or by its API number 0..5.
 * - query, requestType (inspect): the request's RequestLabel and RequestType.
 */

const optionalDay = z
  .string()
  .refine((value) => isIsoDay(value))
  .optional()
  .catch(undefined);

/** A list parameter: an array, or one string (comma-separated for metrics). */
function listOf<T extends string>(accept: (value: string) => value is T, splitCommas: boolean) {
  return z
    .unknown()
    .transform((raw): T[] | undefined => {
      const scalar = typeof raw === 'number' ? String(raw) : raw;
      const items: unknown[] = Array.isArray(scalar) ? scalar : typeof scalar === 'string' ? (splitCommas ? scalar.split(',') : [scalar]) : [];
      const strings = items.map((item) => (typeof item === 'number' ? String(item) : item)).filter((item): item is string => typeof item === 'string');
      const valid = [...new Set(strings.map((item) => item.trim()))].filter(accept);
      return valid.length > 0 ? valid : undefined;
    })
    .optional()
    .catch(undefined);
}

const isMetric = (value: string): value is MetricId => (metricIds as readonly string[]).includes(value);
const isSplitName = (value: string): value is string => value.length > 0 && value.length <= 100;

const matchTypeSchema = z
  .union([z.enum(matchTypeNames), z.number().int().min(0).max(5), z.string().regex(/^[0-5]$/)])
  .transform((value): MatchTypeName => (typeof value === 'string' && !/^\d$/.test(value) ? (value as MatchTypeName) : matchTypeNames[Number(value)] ?? 'contains'))
  .optional()
  .catch(undefined);

/** Free text; a hand-typed `query=123` arrives as a number from the router's JSON parsing. */
const text = (max: number) =>
  z
    .union([z.string(), z.number(), z.boolean()])
    .transform(String)
    .pipe(z.string().max(max))
    .optional()
    .catch(undefined);

export const kpiSearchSchema = z.object({
  startDate: optionalDay,
  endDate: optionalDay,
  chartType: z.enum(['line', 'bar']).optional().catch(undefined),
  metrics: listOf(isMetric, true),
  interactionType: z.enum(urlInteractionTypeNames).optional().catch(undefined),
  split: listOf(isSplitName, false),
});

export const overviewSearchSchema = kpiSearchSchema.extend({
  table: z.enum(['popular', 'lowPerforming', 'trending']).optional().catch(undefined),
});

export const exploreSearchSchema = kpiSearchSchema.extend({
  matchQuery: text(500),
  matchType: matchTypeSchema,
});

export const inspectSearchSchema = kpiSearchSchema.extend({
  query: text(1000),
  requestType: text(100),
});

export type KpiSearch = z.output<typeof kpiSearchSchema>;
export type OverviewSearch = z.output<typeof overviewSearchSchema>;
export type ExploreSearch = z.output<typeof exploreSearchSchema>;
export type InspectSearch = z.output<typeof inspectSearchSchema>;
export type OverviewTable = NonNullable<OverviewSearch['table']>;

/** The period, interaction type and splits follow the analyst from one KPI screen to the next. */
export const retainedKpiKeys = ['startDate', 'endDate', 'interactionType', 'split'] as const;
