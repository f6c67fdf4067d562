import { createFileRoute } from '@tanstack/react-router';
import { BoostBuryPage } from '@/features/boost-bury/BoostBuryPage';

export const Route = createFileRoute('/_portal/navigation/boostBury')({
  staticData: { page: 'navigationBoostBury' },
  component: NavigationBoostBury,
});

function NavigationBoostBury() {
  return <BoostBuryPage navigationType="getentitiesbyattribute" />;
}
