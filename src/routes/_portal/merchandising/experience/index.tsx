import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

export const Route = createFileRoute('/_portal/merchandising/experience/')({
  staticData: { page: 'experience' },
  component: () => <ComingSoon page="experience" />,
});
