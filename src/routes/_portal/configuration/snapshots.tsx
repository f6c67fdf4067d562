import { createFileRoute } from '@tanstack/react-router';
import { SnapshotsPage } from '@/features/snapshots/SnapshotsPage';

export const Route = createFileRoute('/_portal/configuration/snapshots')({
  staticData: { page: 'snapshots' },
  component: SnapshotsPage,
});
