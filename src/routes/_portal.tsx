import { createFileRoute, retainSearchParams } from '@tanstack/react-router';
import { PortalLayout } from '@/app/shell/PortalLayout';
import { prefetchPortalData } from '@/app/shell/prefetch-portal-data';
import { scopeSearchKeys, scopeSearchSchema } from '@/scope/scope-search';

export const Route = createFileRoute('/_portal')({
  validateSearch: scopeSearchSchema,
  // Spec §2: every route of the portal keeps the scope parameters (the auth routes do not need them).
  search: { middlewares: [retainSearchParams([...scopeSearchKeys])] },
  loader: ({ context }) => prefetchPortalData(context),
  component: PortalLayout,
});
