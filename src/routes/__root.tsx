import { createRootRouteWithContext, Outlet, retainSearchParams } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router';
import { NotFound } from '@/components/NotFound';
import { RenderError } from '@/components/RenderError';
import { scopeSearchKeys, scopeSearchSchema } from '@/scope/scope-search';

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: scopeSearchSchema,
  // Spec §2: every route keeps the scope parameters.
  search: { middlewares: [retainSearchParams([...scopeSearchKeys])] },
  component: Outlet,
  notFoundComponent: NotFound,
  errorComponent: RenderError,
});
