import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

export const Route = createFileRoute('/_portal/recommendations/gbr')({
  staticData: { page: 'recommendationsGbr' },
  component: () => <ComingSoon page="recommendationsGbr" />,
});
