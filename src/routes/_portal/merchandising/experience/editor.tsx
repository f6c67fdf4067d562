import { createFileRoute } from '@tanstack/react-router';
import { ExperienceEditorPage } from '@/features/experience/editor/ExperienceEditorPage';
import { searchSchema, text } from '@/lib/url-search';

// `query` names the rule to edit, or pre-fills the query of a new rule (links from the KPI inspect page).
// Links may carry a number-looking query, which the router parses as a number.
const search = searchSchema({ query: text({ max: 500, min: 1, trim: true }) });

export const Route = createFileRoute('/_portal/merchandising/experience/editor')({
  staticData: { page: 'experienceEditor' },
  validateSearch: search,
  component: EditorRoute,
});

function EditorRoute() {
  const { query } = Route.useSearch();
  return <ExperienceEditorPage query={query} />;
}
