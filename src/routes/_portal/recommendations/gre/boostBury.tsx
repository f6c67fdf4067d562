import { createFileRoute } from '@tanstack/react-router';
import { BoostBuryPage } from '@/features/boost-bury/BoostBuryPage';

export const Route = createFileRoute('/_portal/recommendations/gre/boostBury')({
  staticData: { page: 'recommendationsGreBoostBury' },
  component: SimilarBoostBury,
});

function SimilarBoostBury() {
  return <BoostBuryPage navigationType="getrelatedentities" />;
}
