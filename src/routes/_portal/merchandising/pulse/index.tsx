import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

export const Route = createFileRoute('/_portal/merchandising/pulse/')({
  staticData: { page: 'pulse' },
  component: () => <ComingSoon page="pulse" />,
});
