import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

export const Route = createFileRoute('/_portal/merchandising/pulse/pinsForProduct')({
  staticData: { page: 'pulsePinsForProduct' },
  component: () => <ComingSoon page="pulsePinsForProduct" />,
});
