import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ExperienceEditorPage } from '@/features/experience/editor/ExperienceEditorPage';

// `query` names the rule to edit, or pre-fills the query of a new rule (links from the KPI inspect page).
// Links may carry a number-looking query, which the router parses as a number.
const search = z.object({
  query: z
    .preprocess(
      (value) => (typeof value === 'number' ? String(value) : value),
      z.string().trim().min(1).max(500),
    )
    .optional()
    .catch(undefined),
});

export const Route = createFileRoute('/_portal/merchandising/experience/editor')({
  staticData: { page: 'experienceEditor' },
  validateSearch: search,
  component: EditorRoute,
});

function EditorRoute() {
  const { query } = Route.useSearch();
  return <ExperienceEditorPage query={query} />;
}
