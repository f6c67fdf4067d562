import { createFileRoute } from '@tanstack/react-router';
import { suggestionsSearchSchema } from '@/features/synonym-suggestions/search-params';
import { SuggestionsPage } from '@/features/synonym-suggestions/SuggestionsPage';

export const Route = createFileRoute('/_portal/configuration/synonyms/suggestions')({
  staticData: { page: 'synonymsSuggestions' },
  validateSearch: suggestionsSearchSchema,
  component: SuggestionsPage,
});
