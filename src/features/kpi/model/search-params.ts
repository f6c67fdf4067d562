import { oneOf, readWith, searchSchema, text, textWhere, type SearchOfSchema } from '@/lib/url-search';
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

const optionalDay = textWhere(isIsoDay);

/** A list parameter: an array, or one string (comma-separated for metrics). */
function listOf<T extends string>(accept: (value: string) => value is T, splitCommas: boolean) {
  return readWith((raw) => {
    const scalar = typeof raw === 'number' ? String(raw) : raw;
    const items: unknown[] = Array.isArray(scalar)
      ? scalar
      : typeof scalar === 'string'
        ? splitCommas
          ? scalar.split(',')
          : [scalar]
        : [];
    const strings = items
      .map((item) => (typeof item === 'number' ? String(item) : item))
      .filter((item): item is string => typeof item === 'string');
    const valid = [...new Set(strings.map((item) => item.trim()))].filter(accept);
    return valid.length > 0 ? valid : undefined;
  });
}

const isMetric = (value: string): value is MetricId => (metricIds as readonly string[]).includes(value);
const isSplitName = (value: string): value is string => value.length > 0 && value.length <= 100;

/** By name, or by its API number 0..5 (a number, or its text). */
const matchType = readWith<MatchTypeName>((raw) => {
  if (typeof raw === 'string' && (matchTypeNames as readonly string[]).includes(raw))
    return raw as MatchTypeName;
  const number =
    typeof raw === 'number' ? raw : typeof raw === 'string' && /^[0-5]$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isInteger(number) && number >= 0 && number <= 5 ? matchTypeNames[number] : undefined;
});

/** Free text; a hand-typed `query=123` arrives as a number from the router's JSON parsing. */
const freeText = (max: number) => text({ max, booleans: true });

const kpiFields = {
  startDate: optionalDay,
  endDate: optionalDay,
  chartType: oneOf(['line', 'bar'] as const),
  metrics: listOf(isMetric, true),
  interactionType: oneOf(urlInteractionTypeNames),
  split: listOf(isSplitName, false),
};

export const kpiSearchSchema = searchSchema(kpiFields);

export const overviewSearchSchema = searchSchema({
  ...kpiFields,
  table: oneOf(['popular', 'lowPerforming', 'trending'] as const),
});

export const exploreSearchSchema = searchSchema({
  ...kpiFields,
  matchQuery: freeText(500),
  matchType,
});

export const inspectSearchSchema = searchSchema({
  ...kpiFields,
  query: freeText(1000),
  requestType: freeText(100),
});

export type KpiSearch = SearchOfSchema<typeof kpiSearchSchema>;
export type OverviewSearch = SearchOfSchema<typeof overviewSearchSchema>;
export type ExploreSearch = SearchOfSchema<typeof exploreSearchSchema>;
export type InspectSearch = SearchOfSchema<typeof inspectSearchSchema>;
export type OverviewTable = NonNullable<OverviewSearch['table']>;

/**
 * The period, interaction type and splits follow the analyst from one screen to the next, through
 * the settings screens too, so coming back to the KPIs finds them as they were (spec §2).
 */
export const retainedKpiKeys = ['startDate', 'endDate', 'interactionType', 'split'] as const;

/** The retained parameters' validators, for the portal layout that carries them on every route. */
export const retainedKpiFields = {
  startDate: kpiFields.startDate,
  endDate: kpiFields.endDate,
  interactionType: kpiFields.interactionType,
  split: kpiFields.split,
};
