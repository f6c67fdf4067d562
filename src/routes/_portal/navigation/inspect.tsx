import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

export const Route = createFileRoute('/_portal/navigation/inspect')({
  staticData: { page: 'navigationInspect' },
  component: () => <ComingSoon page="navigationInspect" />,
});
