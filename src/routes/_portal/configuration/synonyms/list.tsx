import { createFileRoute } from '@tanstack/react-router';
import { SynonymsPage } from '@/features/synonyms/SynonymsPage';

export const Route = createFileRoute('/_portal/configuration/synonyms/list')({
  staticData: { page: 'synonymsList' },
  component: SynonymsPage,
});
