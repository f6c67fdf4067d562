import type {
  GroupedKpiResults,
  InteractionType,
  InteractionTypeKpiResults,
  MainKpisPerDay,
  MatchType,
  NavigationType,
  PerformanceResults,
  ProductsWithInteractionsResults,
  RefinementResults,
  TrendingValuesResults,
} from '@/api/generated/model';
import { findProduct } from './catalogue';
import { dayNumber, isoDate } from './kpi/days';
import { KpiInputError, matcher } from './kpi/matching';
import { navigationFriendlyName } from './kpi/navigation-requests';
import { productsWithInteractions } from './kpi/products';
import { lowPerforming, popular, trending, type RequestRow } from './kpi/rankings';
import { refinementResults, type RefinementParameters } from './kpi/refinements';
import type { KpiRequest } from './kpi/requests';
import {
  funnel,
  groupedResults,
  performanceResult,
  rates,
  requestIdentity,
  type Funnel,
} from './kpi/results';
import { ScopeKpiData } from './kpi/scope-data';
import {
  addDailyFunnel,
  addRequestRange,
  addTotalRange,
  clampRange,
  dailyFunnelAt,
  DAILY,
  FIELDS,
  type Dataset,
} from './kpi/series';
import type { MockScope } from './scoped-store';

export { KpiInputError } from './kpi/matching';
export type { Funnel } from './kpi/results';

/** The KPI filter of spec §3 plus the navigation type, interaction type and the explore view's match. */
export interface KpiFilter {
  navigationType: NavigationType;
  startDate: string;
  endDate: string;
  interactionType?: InteractionType;
  splits?: string[];
  match?: { query: string; matchType: MatchType };
}

const MAX_PERIOD_DAYS = 3660;

/**
 * The mock KPI backend of one scope: about 300 requests per navigation type with two years of daily
 * data up to `today`, deterministic per scope (dates outside the history have no traffic). Every
 * answer is derived from the same daily counts, so totals, per-day series, request lists and
 * rates agree with each other.
 */
export function createKpiModel(scope: MockScope, today: string) {
  const lastDay = dayNumber(today);
  if (lastDay === null) throw new Error(`today must be yyyy-MM-dd, got "${today}"`);
  const data = new ScopeKpiData(scope, lastDay);

  function period(filter: Pick<KpiFilter, 'startDate' | 'endDate'>): [number, number] {
    const from = dayNumber(filter.startDate);
    const to = dayNumber(filter.endDate);
    if (from === null) throw new KpiInputError(`startDate "${filter.startDate}" is not a date (yyyy-MM-dd).`);
    if (to === null) throw new KpiInputError(`endDate "${filter.endDate}" is not a date (yyyy-MM-dd).`);
    if (from > to) throw new KpiInputError('startDate must not be after endDate.');
    if (to - from >= MAX_PERIOD_DAYS) throw new KpiInputError('The period may span at most ten years.');
    return [from, to];
  }

  /** The dataset, the period's day numbers and the requests the filter selects (null: all). */
  function select(filter: KpiFilter) {
    const days = period(filter);
    const ds = data.dataset(filter.navigationType, filter.splits);
    const test = filter.match ? matcher(filter.match.query, filter.match.matchType) : null;
    const chosen = test ? ds.requests.flatMap((request, r) => (test(request.matchTexts) ? [r] : [])) : null;
    return { ds, days, chosen, type: filter.interactionType ?? 0 };
  }

  function sums(ds: Dataset, chosen: number[] | null, from: number, to: number): Float64Array {
    const out = new Float64Array(FIELDS);
    const range = clampRange(ds, from, to);
    if (chosen) chosen.forEach((r) => addRequestRange(ds, r, range, out));
    else addTotalRange(ds, range, out);
    return out;
  }

  function rows(filter: KpiFilter): (RequestRow & { sums: Float64Array })[] {
    const { ds, days, chosen, type } = select(filter);
    const range = clampRange(ds, days[0], days[1]);
    return (chosen ?? ds.requests.map((_, r) => r)).map((r) => {
      const out = new Float64Array(FIELDS);
      addRequestRange(ds, r, range, out);
      return { request: ds.requests[r] as KpiRequest, funnel: funnel(out, type), sums: out };
    });
  }

  const results = (list: RequestRow[], navigationType: NavigationType): PerformanceResults[] =>
    list.map((row) => performanceResult(row.request, navigationType, row.funnel));

  const model = {
    /** Builds what `filter` needs in short steps (browser: keeps the page responsive); optional. */
    prepare(filter: Pick<KpiFilter, 'navigationType' | 'splits'>): Promise<void> {
      return data.prepare(filter.navigationType, filter.splits);
    },

    /** Kpi/GetMainKpis, and Kpi/GetMainKpisForMatchingQueries when the filter has a match. */
    mainKpis(filter: KpiFilter): GroupedKpiResults {
      const { ds, days, chosen, type } = select(filter);
      return groupedResults(filter.navigationType, type, funnel(sums(ds, chosen, days[0], days[1]), type));
    },

    /** The counts of every day of the period (what Kpi/KpisPerDay shows, unrounded). */
    dailyFunnels(filter: KpiFilter): { date: string; funnel: Funnel }[] {
      const { ds, days, chosen, type } = select(filter);
      const count = days[1] - days[0] + 1;
      const daily = new Float64Array(count * DAILY);
      const range = clampRange(ds, days[0], days[1]);
      const offset = ds.startDay + (range?.[0] ?? 0) - days[0];
      if (chosen) chosen.forEach((r) => addDailyFunnel(ds, r, type, range, daily, offset));
      else addDailyFunnel(ds, null, type, range, daily, offset);
      return Array.from({ length: count }, (_, i) => ({
        date: isoDate(days[0] + i),
        funnel: dailyFunnelAt(daily, i),
      }));
    },

    kpisPerDay(filter: KpiFilter): MainKpisPerDay[] {
      return model.dailyFunnels(filter).map(({ date, funnel: f }) => {
        const { InteractionRate, InteractionPos } = rates(f);
        return {
          Date: date,
          Count: f.navigations,
          InteractionRate,
          Aip: InteractionPos,
          Revenue: Math.round(f.revenueCents) / 100,
        };
      });
    },

    /** Every request the filter selects, with its counts (including those without traffic). */
    requestFunnels: rows,

    popularRequests: (filter: KpiFilter) => results(popular(rows(filter)), filter.navigationType),
    lowPerformingRequests: (filter: KpiFilter) => results(lowPerforming(rows(filter)), filter.navigationType),

    /** Kpi/GetMatchingQueries: the matching requests with traffic, by volume. */
    matchingQueries(filter: KpiFilter): PerformanceResults[] {
      const list = rows(filter).filter((row) => row.funnel.navigations > 0);
      list.sort(
        (a, b) =>
          b.funnel.navigations - a.funnel.navigations || a.request.label.localeCompare(b.request.label),
      );
      return results(list, filter.navigationType);
    },

    trendingRequests(filter: KpiFilter): TrendingValuesResults[] {
      const [from, to] = period(filter);
      const ds = data.dataset(filter.navigationType, filter.splits);
      const length = to - from + 1;
      const recent = clampRange(ds, from, to);
      const previous = clampRange(ds, from - length, from - 1);
      const volume = (r: number, range: [number, number] | null) => {
        const out = new Float64Array(FIELDS);
        addRequestRange(ds, r, range, out);
        return out[0] ?? 0;
      };
      const list = trending(
        ds.requests.map((request, r) => ({
          request,
          recent: volume(r, recent),
          previous: volume(r, previous),
        })),
      );
      return list.map((row) => ({
        ...requestIdentity(row.request, filter.navigationType),
        Previous: row.previous,
        Recent: row.recent,
      }));
    },

    /** Kpi/GetAllInteractionTypesMainKpis: the request matched exactly, once per interaction type. */
    allInteractionTypesMainKpis(
      filter: Omit<KpiFilter, 'interactionType' | 'match'>,
      query: string,
    ): InteractionTypeKpiResults[] {
      return ([0, 1, 2, 3] as const).map((type) => ({
        InteractionType: type,
        ...model.mainKpis({ ...filter, interactionType: type, match: { query, matchType: 0 } }),
      }));
    },

    /** Kpi/ProductsWithInteractions: the interactions after the request, shared out over its products. */
    productsWithInteractions(
      filter: Omit<KpiFilter, 'match'>,
      query: string,
    ): ProductsWithInteractionsResults[] {
      const chosen = rows({ ...filter, match: { query, matchType: 0 } });
      return productsWithInteractions(scope, chosen, filter.interactionType ?? 0);
    },

    /** Kpi/NavigationRefinements: search queries and what shoppers searched next. */
    refinements(
      filter: Pick<KpiFilter, 'startDate' | 'endDate' | 'splits'>,
      thresholds: RefinementParameters = {},
    ): RefinementResults {
      const [from, to] = period(filter);
      const ds = data.dataset('search', filter.splits);
      const range = clampRange(ds, from, to);
      const funnelOf = (r: number) => {
        const out = new Float64Array(FIELDS);
        addRequestRange(ds, r, range, out);
        return funnel(out, 0);
      };
      return refinementResults(ds.requests, data.refinementPairs(), funnelOf, thresholds);
    },

    /** Kpi/GetFriendlyName: the query itself, 'Category: Jackets', a product's title; else the id. */
    friendlyName(requestType: string, requestId: string): string {
      if (requestType === 'getentitiesbyattribute') return navigationFriendlyName(requestId) ?? requestId;
      if (requestType === 'search') return requestId;
      return findProduct(scope.customerId, 'product', requestId)?.Title ?? requestId;
    },
  };
  return model;
}

export type KpiModel = ReturnType<typeof createKpiModel>;
