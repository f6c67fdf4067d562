import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { AuthService } from '@/auth/auth-service';
import type { PageId } from '@/app/pages';
import { Loading } from '@/components/Loading';
import { NotFound } from '@/components/NotFound';
import { routeTree } from '@/routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
  auth: AuthService;
}

export function createPortalRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // Pages are loaded lazily and show 'Loading...' meanwhile (spec §2).
    defaultPendingComponent: Loading,
    defaultPendingMs: 150,
    defaultNotFoundComponent: NotFound,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createPortalRouter>;
  }
  interface StaticDataRouteOption {
    /** The page of src/app/pages.ts this route shows: the portal layout guards by it. */
    page?: PageId;
  }
}
