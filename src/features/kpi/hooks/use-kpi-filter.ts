import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useGetInteractionTypeForUser } from '@/api/generated/endpoints/kpi/kpi';
import { useGetAvailableSplits } from '@/api/generated/endpoints/scope/scope';
import { InteractionType, type NavigationType } from '@/api/generated/model';
import { localToday } from '@/lib/iso-day';
import { useScopeParams } from '@/scope/portal-scope';
import { KPI_FILTER_STALE_MS } from './kpi-filter-stale';
import { pickedInSession } from './picked-interaction-type';
import { resolveKpiFilter, type KpiFilter } from '../model/kpi-filter';
import type { KpiSearch } from '../model/search-params';

export type { KpiFilter, KpiParams } from '../model/kpi-filter';

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

  const today = localToday();
  return useMemo(
    () =>
      resolveKpiFilter({
        search,
        today,
        scope: { customerId, storefrontId, languageCode },
        navigationType,
        userDefault: picked || userDefault.isError ? InteractionType.All : userDefault.data,
        availableSplits: { data: available.data, isPending: available.isPending, isError: available.isError },
      }),
    [
      search,
      today,
      picked,
      userDefault.data,
      userDefault.isError,
      available.data,
      available.isPending,
      available.isError,
      customerId,
      storefrontId,
      languageCode,
      navigationType,
    ],
  );
}
