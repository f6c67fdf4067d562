import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

export const Route = createFileRoute('/_portal/merchandising/recommendations')({
  staticData: { page: 'manualRecommendations' },
  component: () => <ComingSoon page="manualRecommendations" />,
});
