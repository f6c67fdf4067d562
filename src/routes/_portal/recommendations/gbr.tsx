import { createFileRoute, retainSearchParams } from '@tanstack/react-router';
import { overviewSearchSchema, retainedKpiKeys } from '@/features/kpi/model/search-params';
import { KpiOverviewPage } from '@/features/kpi/screens/KpiOverviewPage';

export const Route = createFileRoute('/_portal/recommendations/gbr')({
  staticData: { page: 'recommendationsGbr' },
  validateSearch: overviewSearchSchema,
  search: { middlewares: [retainSearchParams([...retainedKpiKeys])] },
  component: KpiOverviewPage,
});
