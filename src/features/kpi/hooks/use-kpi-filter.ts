import dayjs from 'dayjs';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useGetInteractionTypeForUser } from '@/api/generated/endpoints/kpi/kpi';
import { useGetAvailableSplits } from '@/api/generated/endpoints/scope/scope';
import { InteractionType, type NavigationType } from '@/api/generated/model';
import { useScopeParams } from '@/scope/portal-scope';
import { KPI_FILTER_STALE_MS } from './prefetch-kpi-filter';
import { previousPeriod, type DateRange } from '../model/date-range';
import { interactionTypeName, interactionTypeOf, type InteractionTypeName } from '../model/kpi-types';
import { resolveKpiView, type KpiView } from '../model/kpi-view';
import type { KpiSearch } from '../model/search-params';

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

/**
 * App sessions (one query client each) in which the user has picked an interaction type: from then
 * on a URL without one means All (spec §3's default) instead of the user's own default.
 */
const pickedInSession = new WeakSet<QueryClient>();

/** Call when the user picks an interaction type in the controls. */
export function useMarkInteractionTypePicked(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => pickedInSession.add(queryClient), [queryClient]);
}

/**
 * Resolves the URL's KPI controls into call parameters: default dates, the user's default
 * interaction type (Kpi/GetInteractionTypeForUser) when the URL names none, and only the splits
 * this scope has (a link from another storefront must not filter everything away).
 */
export function useKpiFilter(search: KpiSearch, navigationType: NavigationType): KpiFilter {
  const scope = useScopeParams();
  const { customerId, storefrontId, languageCode } = scope;
  const picked = pickedInSession.has(useQueryClient());
  const userDefault = useGetInteractionTypeForUser(scope, {
    query: { enabled: search.interactionType === undefined && !picked, staleTime: KPI_FILTER_STALE_MS },
  });
  const available = useGetAvailableSplits(scope, { query: { staleTime: KPI_FILTER_STALE_MS } });

  const today = dayjs().format('YYYY-MM-DD');
  return useMemo(() => {
    const view = resolveKpiView(search, dayjs(today));
    const fallbackType = picked || userDefault.isError ? InteractionType.All : userDefault.data;
    const type = search.interactionType ?? (fallbackType === undefined ? undefined : interactionTypeName(fallbackType));
    const availableSplits = available.data ?? [];
    // Without the scope's list (the call failed) the URL's splits are sent as they are.
    const splits = available.isError ? [...view.splits] : view.splits.filter((split) => availableSplits.includes(split));
    const splitsKnown = view.splits.length === 0 || !available.isPending;
    const splitParam = splits.length > 0 ? { split: splits } : {};
    const base = { customerId, storefrontId, languageCode, navigationType, ...splitParam };
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
  }, [search, today, picked, userDefault.data, userDefault.isError, available.data, available.isPending, available.isError, customerId, storefrontId, languageCode, navigationType]);
}
