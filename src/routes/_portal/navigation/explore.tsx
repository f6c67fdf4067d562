import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

export const Route = createFileRoute('/_portal/navigation/explore')({
  staticData: { page: 'navigationExplore' },
  component: () => <ComingSoon page="navigationExplore" />,
});
