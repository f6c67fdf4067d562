import { shownInPlace } from '@/api/load-state';
import {
  useGetAllInteractionTypesMainKpis,
  useGetFriendlyName,
  useGetKpisPerDay,
  useGetProductsWithInteractions,
} from '@/api/generated/endpoints/kpi/kpi';
import { MatchType } from '@/api/generated/model';
import { useScopeParams } from '@/scope/portal-scope';
import type { KpiFilter } from './use-kpi-filter';

/** The inspect calls for one request; search queries need no friendly name (they are their own). */
export function useInspectData(filter: KpiFilter, query: string | null, requestType: string) {
  const scope = useScopeParams();
  const enabled = filter.ready && query !== null;
  const specificQuery = query ?? '';
  const byType = useGetAllInteractionTypesMainKpis(
    { ...filter.params, specificQuery },
    { query: { enabled, meta: shownInPlace } },
  );
  const days = useGetKpisPerDay(
    { ...filter.params, ...filter.interactionTypeParam, specificQuery, matchType: MatchType.Exact },
    { query: { enabled, meta: shownInPlace } },
  );
  const products = useGetProductsWithInteractions(
    { ...filter.params, ...filter.interactionTypeParam, specificAssociatedQuery: specificQuery },
    { query: { enabled, meta: shownInPlace } },
  );
  const friendlyName = useGetFriendlyName(
    { ...scope, requestType, requestId: specificQuery },
    { query: { enabled: query !== null && requestType !== 'search', staleTime: 60 * 60_000 } },
  );
  return { byType, days, products, friendlyName };
}
