import { createFileRoute, retainSearchParams } from '@tanstack/react-router';
import { overviewSearchSchema, retainedKpiKeys } from '@/features/kpi/model/search-params';
import { KpiOverviewPage } from '@/features/kpi/screens/KpiOverviewPage';
import { prefetchPageData } from '@/app/shell/prefetch-page-data';
import { prefetchKpiOverviewLazily } from '@/features/kpi/hooks/prefetch-kpi-filter-lazily';

export const Route = createFileRoute('/_portal/recommendations/grece')({
  staticData: { page: 'recommendationsGrece' },
  validateSearch: overviewSearchSchema,
  search: { middlewares: [retainSearchParams([...retainedKpiKeys])] },
  ...prefetchPageData(prefetchKpiOverviewLazily('recommendationsGrece')),
  component: KpiOverviewPage,
});
