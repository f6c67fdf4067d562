import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

export const Route = createFileRoute('/_portal/search/dashboard')({
  staticData: { page: 'searchDashboard' },
  component: () => <ComingSoon page="searchDashboard" />,
});
