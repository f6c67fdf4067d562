import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

export const Route = createFileRoute('/_portal/recommendations/gce/')({
  staticData: { page: 'recommendationsGce' },
  component: () => <ComingSoon page="recommendationsGce" />,
});
