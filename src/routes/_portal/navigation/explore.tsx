import { createFileRoute, retainSearchParams } from '@tanstack/react-router';
import { exploreSearchSchema, retainedKpiKeys } from '@/features/kpi/model/search-params';
import { KpiExplorePage } from '@/features/kpi/screens/KpiExplorePage';
import { prefetchPageData } from '@/app/shell/prefetch-page-data';
import { prefetchKpiFilterLazily } from '@/features/kpi/hooks/prefetch-kpi-filter-lazily';

export const Route = createFileRoute('/_portal/navigation/explore')({
  staticData: { page: 'navigationExplore' },
  validateSearch: exploreSearchSchema,
  search: { middlewares: [retainSearchParams([...retainedKpiKeys])] },
  ...prefetchPageData(prefetchKpiFilterLazily),
  component: KpiExplorePage,
});
