import { createFileRoute, retainSearchParams } from '@tanstack/react-router';
import { PortalLayout, PortalPending } from '@/app/shell/PortalLayout';
import { prefetchPortalData } from '@/app/shell/prefetch-portal-data';
import { scopeSearchKeys, scopeSearchSchema } from '@/scope/scope-search';

export const Route = createFileRoute('/_portal')({
  validateSearch: scopeSearchSchema,
  // Spec §2: every route of the portal keeps the scope parameters (the auth routes do not need them).
  search: { middlewares: [retainSearchParams([...scopeSearchKeys])] },
  loader: ({ context }) => prefetchPortalData(context),
  // The shell's frame from the first frame on, while the scope info loads.
  pendingComponent: PortalPending,
  pendingMs: 0,
  component: PortalLayout,
});
