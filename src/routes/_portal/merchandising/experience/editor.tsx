import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

export const Route = createFileRoute('/_portal/merchandising/experience/editor')({
  staticData: { page: 'experienceEditor' },
  component: () => <ComingSoon page="experienceEditor" />,
});
