import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

export const Route = createFileRoute('/_portal/search/boostBury')({
  staticData: { page: 'searchBoostBury' },
  component: () => <ComingSoon page="searchBoostBury" />,
});
