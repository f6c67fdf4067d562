import { searchSchema, text } from '@/lib/url-search';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { prefetchPageData, silently } from '@/app/shell/prefetch-page-data';
import { SynonymsPage } from '@/features/synonyms/SynonymsPage';
import { deferredPage } from '@/app/shell/DeferredPage';

const search = searchSchema({
  /** Opens the create form with this query (linked from the KPI inspect page). */
  newQuery: text({ max: 200, min: 1, trim: true }),
});

export const Route = createFileRoute('/_portal/configuration/synonyms/list')({
  staticData: { page: 'synonymsList' },
  validateSearch: search,
  // The generated calls load with the page's code (index.html preloads it), not in the startup chunk.
  ...prefetchPageData(
    (scope, queryClient) =>
      void import('@/api/generated/endpoints/synonyms/synonyms').then(
        ({ getGetSynonymsForScopeQueryOptions }) =>
          queryClient.prefetchQuery(silently(getGetSynonymsForScopeQueryOptions(scope))),
      ),
  ),
  // The list mounts in short tasks, not in one long one (DeferredPage).
  component: deferredPage(SynonymsListRoute),
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
