import { createFileRoute, retainSearchParams } from '@tanstack/react-router';
import { PortalLayout, PortalPending } from '@/app/shell/PortalLayout';
import { prefetchPortalData } from '@/app/shell/prefetch-portal-data';
import { retainedKpiFields, retainedKpiKeys } from '@/features/kpi/model/search-params';
import { searchSchema } from '@/lib/url-search';
import { scopeSearchFields, scopeSearchKeys } from '@/scope/scope-search';

/**
 * Spec §2: every route of the portal keeps the scope parameters, and the KPI period, interaction
 * type and splits, there and back (the auth routes do not need them).
 */
export const Route = createFileRoute('/_portal')({
  validateSearch: searchSchema({ ...scopeSearchFields, ...retainedKpiFields }),
  search: { middlewares: [retainSearchParams([...scopeSearchKeys, ...retainedKpiKeys])] },
  loader: ({ context }) => prefetchPortalData(context),
  // The shell's frame from the first frame on, while the scope info loads.
  pendingComponent: PortalPending,
  pendingMs: 0,
  component: PortalLayout,
});
