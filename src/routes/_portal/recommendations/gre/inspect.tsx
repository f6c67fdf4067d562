import { createFileRoute, retainSearchParams } from '@tanstack/react-router';
import { inspectSearchSchema, retainedKpiKeys } from '@/features/kpi/model/search-params';
import { KpiInspectPage } from '@/features/kpi/screens/KpiInspectPage';
import { prefetchPageData } from '@/app/shell/prefetch-page-data';
import { prefetchKpiFilterLazily } from '@/features/kpi/hooks/prefetch-kpi-filter-lazily';

export const Route = createFileRoute('/_portal/recommendations/gre/inspect')({
  staticData: { page: 'recommendationsGreInspect' },
  validateSearch: inspectSearchSchema,
  search: { middlewares: [retainSearchParams([...retainedKpiKeys])] },
  ...prefetchPageData(prefetchKpiFilterLazily),
  component: KpiInspectPage,
});
