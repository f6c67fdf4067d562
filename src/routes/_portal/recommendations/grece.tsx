import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

export const Route = createFileRoute('/_portal/recommendations/grece')({
  staticData: { page: 'recommendationsGrece' },
  component: () => <ComingSoon page="recommendationsGrece" />,
});
