import { createFileRoute, retainSearchParams } from '@tanstack/react-router';
import { inspectSearchSchema, retainedKpiKeys } from '@/features/kpi/model/search-params';
import { KpiInspectPage } from '@/features/kpi/screens/KpiInspectPage';

export const Route = createFileRoute('/_portal/search/inspect')({
  staticData: { page: 'searchInspect' },
  validateSearch: inspectSearchSchema,
  search: { middlewares: [retainSearchParams([...retainedKpiKeys])] },
  component: KpiInspectPage,
});
