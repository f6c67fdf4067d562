import { InteractionType, type NavigationType } from '@/api/generated/model';
import { previousPeriod, type DateRange } from './date-range';
import { interactionTypeName, interactionTypeOf, type InteractionTypeName } from './kpi-types';
import { resolveKpiView, type KpiView } from './kpi-view';
import type { KpiSearch } from './search-params';

/** The scope and KPI filter of spec §3 as the KPI calls take them. */
export interface KpiParams {
  customerId: string;
  storefrontId: string;
  languageCode: string;
  navigationType: NavigationType;
  startDate: string;
  endDate: string;
  split?: string[];
}

export interface KpiFilter extends KpiView {
  /** False until the user's default interaction type and the scope's splits are known. */
  ready: boolean;
  interactionType: InteractionTypeName;
  /** Whether the interaction type is the user's default (not chosen in the URL). */
  interactionTypeIsDefault: boolean;
  params: KpiParams;
  /** The same filter for the period of the same length right before (KPI changes). */
  previousParams: KpiParams;
  previousRange: DateRange;
  /** The scope's A/B splits; empty when it has none (the split selector is then hidden). */
  availableSplits: string[];
  /** The URL's splits that the scope really has: the ones sent. */
  splits: string[];
  interactionTypeParam: { interactionType: InteractionType };
}

export interface KpiFilterInput {
  search: KpiSearch;
  /** YYYY-MM-DD (localToday). */
  today: string;
  scope: { customerId: string; storefrontId: string; languageCode: string };
  navigationType: NavigationType;
  /** The interaction type when the URL names none: the user's default, All once picked or on failure; undefined while unknown. */
  userDefault: InteractionType | undefined;
  /** The scope's splits (ScopeInfo/GetAvailableSplits) as its query has them. */
  availableSplits: { data: string[] | undefined; isPending: boolean; isError: boolean };
}

/**
 * The URL's KPI controls resolved into call parameters (see useKpiFilter). Pure, so the KPI routes'
 * loaders start the page's first calls with exactly the parameters the page will ask with.
 */
export function resolveKpiFilter({
  search,
  today,
  scope,
  navigationType,
  userDefault,
  availableSplits: available,
}: KpiFilterInput): KpiFilter {
  const view = resolveKpiView(search, today);
  const type =
    search.interactionType ?? (userDefault === undefined ? undefined : interactionTypeName(userDefault));
  const availableSplits = available.data ?? [];
  // Without the scope's list (the call failed) the URL's splits are sent as they are.
  const splits = available.isError
    ? [...view.splits]
    : view.splits.filter((split) => availableSplits.includes(split));
  const splitsKnown = view.splits.length === 0 || !available.isPending;
  const splitParam = splits.length > 0 ? { split: splits } : {};
  const base = { ...scope, navigationType, ...splitParam };
  const previousRange = previousPeriod(view.range);
  return {
    ...view,
    ready: type !== undefined && splitsKnown,
    interactionType: type ?? 'all',
    interactionTypeIsDefault: search.interactionType === undefined,
    interactionTypeParam: { interactionType: interactionTypeOf(type ?? 'all') },
    params: { ...base, ...view.range },
    previousParams: { ...base, ...previousRange },
    previousRange,
    availableSplits,
    splits,
  };
}
