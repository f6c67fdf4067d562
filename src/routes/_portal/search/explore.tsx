import { createFileRoute, retainSearchParams } from '@tanstack/react-router';
import { exploreSearchSchema, retainedKpiKeys } from '@/features/kpi/model/search-params';
import { KpiExplorePage } from '@/features/kpi/screens/KpiExplorePage';

export const Route = createFileRoute('/_portal/search/explore')({
  staticData: { page: 'searchExplore' },
  validateSearch: exploreSearchSchema,
  search: { middlewares: [retainSearchParams([...retainedKpiKeys])] },
  component: KpiExplorePage,
});
