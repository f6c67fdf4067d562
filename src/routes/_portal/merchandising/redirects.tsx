import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

export const Route = createFileRoute('/_portal/merchandising/redirects')({
  staticData: { page: 'redirects' },
  component: () => <ComingSoon page="redirects" />,
});
