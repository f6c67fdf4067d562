import type { QueryClient } from '@tanstack/react-query';
import type { RouterContext } from '@/app/router';
import { scopeInfosQuery } from '@/scope/use-scope-infos';

/**
 * The portal layout's loader: the scope info every page and the navigation wait for, asked for as
 * soon as the user is known, while the pages' code downloads. The router renders the layout once it
 * is in (meanwhile its pending frame, PortalPending), so a reload restores the scroll position onto
 * the page, not onto the frame. A failure is not the route's: it surfaces (once) where the layout
 * reads the same query.
 */
export async function prefetchPortalData(context: RouterContext): Promise<void> {
  await whenSignedIn(context, (queryClient) => queryClient.prefetchQuery(scopeInfosQuery));
}

/** Runs `prefetch` once the session is known, if the user is signed in (loaders run before that). */
export function whenSignedIn<T>(
  { auth, queryClient }: RouterContext,
  prefetch: (queryClient: QueryClient) => T,
): Promise<T | undefined> {
  return auth.loaded().then(({ status }) => (status === 'signedIn' ? prefetch(queryClient) : undefined));
}
