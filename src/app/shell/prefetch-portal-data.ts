import type { QueryClient } from '@tanstack/react-query';
import type { RouterContext } from '@/app/router';
import { scopeInfosQuery } from '@/scope/use-scope-infos';

/**
 * The portal layout's loader: the scope info every page waits for is asked for as soon as the user
 * is known, while the page's code still downloads, instead of after the layout has rendered.
 * Never awaited by the router, so navigation does not wait for it; failures surface (once) where
 * the layout reads the same query.
 */
export function prefetchPortalData(context: RouterContext): void {
  void whenSignedIn(context, (queryClient) => queryClient.prefetchQuery(scopeInfosQuery));
}

/** Runs `prefetch` once the session is known, if the user is signed in (loaders run before that). */
export function whenSignedIn<T>(
  { auth, queryClient }: RouterContext,
  prefetch: (queryClient: QueryClient) => T,
): Promise<T | undefined> {
  return auth.loaded().then(({ status }) => (status === 'signedIn' ? prefetch(queryClient) : undefined));
}
