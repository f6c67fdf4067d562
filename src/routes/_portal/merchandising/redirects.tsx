import { searchSchema, text } from '@/lib/url-search';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { prefetchPageData, silently } from '@/app/shell/prefetch-page-data';
import { RedirectsPage } from '@/features/redirects/RedirectsPage';
import { redirectsListQuery } from '@/api/lists';

const search = searchSchema({
  /** Opens the create form with this term (linked from the KPI inspect page). */
  newTerm: text({ max: 200, min: 1, trim: true }),
});

export const Route = createFileRoute('/_portal/merchandising/redirects')({
  staticData: { page: 'redirects' },
  validateSearch: search,
  ...prefetchPageData(
    (scope, queryClient) => void queryClient.prefetchQuery(silently(redirectsListQuery(scope))),
  ),
  component: RedirectsRoute,
});

function RedirectsRoute() {
  const { newTerm } = Route.useSearch();
  const navigate = Route.useNavigate();
  // The term is in the form now; dropping it keeps a reload or Back from opening the form again.
  const onNewTermUsed = useCallback(
    () => void navigate({ search: (previous) => ({ ...previous, newTerm: undefined }), replace: true }),
    [navigate],
  );
  return <RedirectsPage newTerm={newTerm} onNewTermUsed={onNewTermUsed} />;
}
