import { createFileRoute } from '@tanstack/react-router';
import { BoostBuryPage } from '@/features/boost-bury/BoostBuryPage';

export const Route = createFileRoute('/_portal/search/boostBury')({
  staticData: { page: 'searchBoostBury' },
  component: SearchBoostBury,
});

function SearchBoostBury() {
  return <BoostBuryPage navigationType="search" />;
}
