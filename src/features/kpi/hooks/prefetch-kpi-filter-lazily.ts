import type { QueryClient } from '@tanstack/react-query';
import type { NavigationType } from '@/api/generated/model';
import { pages, type PageId } from '@/app/pages';
import type { NamedScope } from '@/app/shell/prefetch-page-data';

/**
 * For the KPI routes' loaders: prefetchKpiFilter with its code (the generated KPI calls) loaded
 * with the KPI pages, not in the route tree every page's entry carries.
 */
export function prefetchKpiFilterLazily(scope: NamedScope, queryClient: QueryClient): Promise<unknown> {
  return import('./prefetch-kpi-filter').then((module) => module.prefetchKpiFilter(scope, queryClient));
}

/** The same for the KPI overview `page`: the filter, then the page's numbers (prefetchKpiOverview). */
export function prefetchKpiOverviewLazily(page: PageId) {
  const navigationType = (pages[page] as { navigationType?: NavigationType }).navigationType ?? 'search';
  return (scope: NamedScope, queryClient: QueryClient, search: unknown): Promise<unknown> =>
    import('./prefetch-kpi-filter').then((module) =>
      module.prefetchKpiOverview(scope, queryClient, search, navigationType),
    );
}
