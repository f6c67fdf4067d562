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
    // Pages are loaded lazily and show 'Loading...' meanwhile (spec §2), after the router's default
    // second: a page whose loader waits briefly for its data (prefetchPageData) then mounts once,
    // whole, and Back and Forward restore the scroll position onto it rather than onto 'Loading...'.
    defaultPendingComponent: Loading,
    // The router's default keeps 'Loading...' up for at least 500 ms once shown, which held ready
    // pages back on every cold load; a page that is ready replaces it at once.
    defaultPendingMinMs: 0,
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
