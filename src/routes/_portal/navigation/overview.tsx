import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

export const Route = createFileRoute('/_portal/navigation/overview')({
  staticData: { page: 'navigationOverview' },
  component: () => <ComingSoon page="navigationOverview" />,
});
