import type { QueryClient } from '@tanstack/react-query';
import {
  getGetInteractionTypeForUserQueryOptions,
  getGetKpisPerDayQueryOptions,
  getGetMainKpisQueryOptions,
} from '@/api/generated/endpoints/kpi/kpi';
import { getGetAvailableSplitsQueryOptions } from '@/api/generated/endpoints/scope/scope';
import { InteractionType, type NavigationType } from '@/api/generated/model';
import { silently, type NamedScope } from '@/app/shell/prefetch-page-data';
import { localToday } from '@/lib/iso-day';
import { resolveKpiFilter } from '../model/kpi-filter';
import { overviewSearchSchema, type KpiSearch } from '../model/search-params';
import { KPI_FILTER_STALE_MS } from './kpi-filter-stale';
import { pickedInSession } from './picked-interaction-type';

export { KPI_FILTER_STALE_MS };

/**
 * For a KPI page's loader: what useKpiFilter needs before any KPI call (the user's interaction type,
 * unless the URL names one, and the scope's splits); the route waits for it briefly (prefetchPageData).
 */
export function prefetchKpiFilter(
  scope: NamedScope,
  queryClient: QueryClient,
  search: KpiSearch = {},
): Promise<unknown> {
  const query = { staleTime: KPI_FILTER_STALE_MS };
  const userDefaultNeeded = search.interactionType === undefined && !pickedInSession.has(queryClient);
  return Promise.all([
    userDefaultNeeded
      ? queryClient.prefetchQuery(silently(getGetInteractionTypeForUserQueryOptions(scope, { query })))
      : undefined,
    queryClient.prefetchQuery(silently(getGetAvailableSplitsQueryOptions(scope, { query }))),
  ]);
}

/**
 * For a KPI overview's loader: the filter's calls, and as soon as they have answered, the overview's
 * numbers (main KPIs now and before, KPIs per day) with exactly the parameters useKpiFilter and
 * useOverviewData will ask with, instead of after the page's first render (the numbers
 * waited for the page to mount, seconds on a slow phone). The route waits for the filter only.
 */
export function prefetchKpiOverview(
  scope: NamedScope,
  queryClient: QueryClient,
  rawSearch: unknown,
  navigationType: NavigationType,
): Promise<unknown> {
  const search = overviewSearchSchema.parse(rawSearch);
  const filterKnown = prefetchKpiFilter(scope, queryClient, search);
  void filterKnown.then(() => {
    const userDefault = queryClient.getQueryState(getGetInteractionTypeForUserQueryOptions(scope).queryKey);
    const splits = queryClient.getQueryState(getGetAvailableSplitsQueryOptions(scope).queryKey);
    const filter = resolveKpiFilter({
      search,
      today: localToday(),
      scope,
      navigationType,
      userDefault:
        pickedInSession.has(queryClient) || userDefault?.status === 'error'
          ? InteractionType.All
          : userDefault?.data,
      availableSplits: {
        data: splits?.data,
        isPending: splits?.status === 'pending',
        isError: splits?.status === 'error',
      },
    });
    if (!filter.ready) return;
    const params = { ...filter.params, ...filter.interactionTypeParam };
    void queryClient.prefetchQuery(silently(getGetMainKpisQueryOptions(params)));
    void queryClient.prefetchQuery(
      silently(getGetMainKpisQueryOptions({ ...filter.previousParams, ...filter.interactionTypeParam })),
    );
    void queryClient.prefetchQuery(silently(getGetKpisPerDayQueryOptions(params)));
  });
  return filterKnown;
}
