import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

export const Route = createFileRoute('/_portal/recommendations/gce/inspect')({
  staticData: { page: 'recommendationsGceInspect' },
  component: () => <ComingSoon page="recommendationsGceInspect" />,
});
