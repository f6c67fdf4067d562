import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/ComingSoon';

export const Route = createFileRoute('/_portal/configuration/synonyms/suggestions')({
  staticData: { page: 'synonymsSuggestions' },
  component: () => <ComingSoon page="synonymsSuggestions" />,
});
