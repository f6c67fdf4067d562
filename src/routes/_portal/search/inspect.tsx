import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

export const Route = createFileRoute('/_portal/search/inspect')({
  staticData: { page: 'searchInspect' },
  component: () => <ComingSoon page="searchInspect" />,
});
