import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

export const Route = createFileRoute('/_portal/navigation/boostBury')({
  staticData: { page: 'navigationBoostBury' },
  component: () => <ComingSoon page="navigationBoostBury" />,
});
