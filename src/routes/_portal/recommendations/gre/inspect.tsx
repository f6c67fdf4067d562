import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

export const Route = createFileRoute('/_portal/recommendations/gre/inspect')({
  staticData: { page: 'recommendationsGreInspect' },
  component: () => <ComingSoon page="recommendationsGreInspect" />,
});
