import type { QueryClient } from '@tanstack/react-query';
import { getGetInteractionTypeForUserQueryOptions } from '@/api/generated/endpoints/kpi/kpi';
import { getGetAvailableSplitsQueryOptions } from '@/api/generated/endpoints/scope/scope';
import { silently, type NamedScope } from '@/app/shell/prefetch-page-data';

/** How long the user's interaction type and the scope's splits count as fresh. */
export const KPI_FILTER_STALE_MS = 10 * 60_000;

/**
 * For a KPI page's loader: what useKpiFilter needs before any KPI call (the user's interaction type,
 * the scope's splits); the route waits for it briefly (prefetchPageData).
 */
export function prefetchKpiFilter(scope: NamedScope, queryClient: QueryClient): Promise<unknown> {
  const query = { staleTime: KPI_FILTER_STALE_MS };
  return Promise.all([
    queryClient.prefetchQuery(silently(getGetInteractionTypeForUserQueryOptions(scope, { query }))),
    queryClient.prefetchQuery(silently(getGetAvailableSplitsQueryOptions(scope, { query }))),
  ]);
}
