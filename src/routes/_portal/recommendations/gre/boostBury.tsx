import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

export const Route = createFileRoute('/_portal/recommendations/gre/boostBury')({
  staticData: { page: 'recommendationsGreBoostBury' },
  component: () => <ComingSoon page="recommendationsGreBoostBury" />,
});
