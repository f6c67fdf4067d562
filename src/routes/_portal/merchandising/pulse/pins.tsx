import { createFileRoute } from '@tanstack/react-router';
import { PinsPage } from '@/features/pulse/PinsPage';

export const Route = createFileRoute('/_portal/merchandising/pulse/pins')({
  staticData: { page: 'pulsePins' },
  component: PinsPage,
});
