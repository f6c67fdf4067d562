import { createFileRoute, retainSearchParams } from '@tanstack/react-router';
import { overviewSearchSchema, retainedKpiKeys } from '@/features/kpi/model/search-params';
import { KpiOverviewPage } from '@/features/kpi/screens/KpiOverviewPage';
import { deferredPage } from '@/app/shell/DeferredPage';
import { prefetchPageData } from '@/app/shell/prefetch-page-data';
import { prefetchKpiOverviewLazily } from '@/features/kpi/hooks/prefetch-kpi-filter-lazily';

export const Route = createFileRoute('/_portal/recommendations/gce/')({
  staticData: { page: 'recommendationsGce' },
  validateSearch: overviewSearchSchema,
  search: { middlewares: [retainSearchParams([...retainedKpiKeys])] },
  ...prefetchPageData(prefetchKpiOverviewLazily('recommendationsGce')),
  // The dashboard mounts in short tasks, not in one long one (DeferredPage).
  component: deferredPage(KpiOverviewPage),
});
