import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

export const Route = createFileRoute('/_portal/configuration/synonyms/list')({
  staticData: { page: 'synonymsList' },
  component: () => <ComingSoon page="synonymsList" />,
});
