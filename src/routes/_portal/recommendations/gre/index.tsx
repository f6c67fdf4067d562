import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

export const Route = createFileRoute('/_portal/recommendations/gre/')({
  staticData: { page: 'recommendationsGre' },
  component: () => <ComingSoon page="recommendationsGre" />,
});
