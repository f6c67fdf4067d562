import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

export const Route = createFileRoute('/_portal/search/overview')({
  staticData: { page: 'searchOverview' },
  component: () => <ComingSoon page="searchOverview" />,
});
