import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

export const Route = createFileRoute('/_portal/search/explore')({
  staticData: { page: 'searchExplore' },
  component: () => <ComingSoon page="searchExplore" />,
});
