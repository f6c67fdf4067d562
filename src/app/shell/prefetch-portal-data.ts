import type { RouterContext } from '@/app/router';
import { scopeInfosQuery } from '@/scope/use-scope-infos';

/**
 * The portal layout's loader: the scope info every page waits for is asked for as soon as the user
 * is known, while the page's code still downloads, instead of after the layout has rendered.
 * Never awaited by the router, so navigation does not wait for it; failures surface (once) where
 * the layout reads the same query.
 */
export function prefetchPortalData({ auth, queryClient }: RouterContext): void {
  void auth.loaded().then(({ status }) => {
    if (status === 'signedIn') return queryClient.prefetchQuery(scopeInfosQuery);
  });
}
