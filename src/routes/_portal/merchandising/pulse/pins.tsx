import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

export const Route = createFileRoute('/_portal/merchandising/pulse/pins')({
  staticData: { page: 'pulsePins' },
  component: () => <ComingSoon page="pulsePins" />,
});
