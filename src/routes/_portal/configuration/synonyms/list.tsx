import { searchSchema, text } from '@/lib/url-search';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { prefetchPageData, silently } from '@/app/shell/prefetch-page-data';
import { SynonymsPage } from '@/features/synonyms/SynonymsPage';
import { synonymsListQuery } from '@/api/lists';

const search = searchSchema({
  /** Opens the create form with this query (linked from the KPI inspect page). */
  newQuery: text({ max: 200, min: 1, trim: true }),
});

export const Route = createFileRoute('/_portal/configuration/synonyms/list')({
  staticData: { page: 'synonymsList' },
  validateSearch: search,
  ...prefetchPageData(
    (scope, queryClient) => void queryClient.prefetchQuery(silently(synonymsListQuery(scope))),
  ),
  component: SynonymsListRoute,
});

function SynonymsListRoute() {
  const { newQuery } = Route.useSearch();
  const navigate = Route.useNavigate();
  // The query is in the form now; dropping it keeps a reload or Back from opening the form again.
  const onNewQueryUsed = useCallback(
    () => void navigate({ search: (previous) => ({ ...previous, newQuery: undefined }), replace: true }),
    [navigate],
  );
  return <SynonymsPage newQuery={newQuery} onNewQueryUsed={onNewQueryUsed} />;
}
