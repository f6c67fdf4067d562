import { createFileRoute, retainSearchParams } from '@tanstack/react-router';
import { inspectSearchSchema, retainedKpiKeys } from '@/features/kpi/model/search-params';
import { KpiInspectPage } from '@/features/kpi/screens/KpiInspectPage';
import { prefetchPageData } from '@/app/shell/prefetch-page-data';
import { prefetchKpiFilter } from '@/features/kpi/hooks/prefetch-kpi-filter';

export const Route = createFileRoute('/_portal/recommendations/gce/inspect')({
  staticData: { page: 'recommendationsGceInspect' },
  validateSearch: inspectSearchSchema,
  search: { middlewares: [retainSearchParams([...retainedKpiKeys])] },
  ...prefetchPageData(prefetchKpiFilter),
  component: KpiInspectPage,
});
