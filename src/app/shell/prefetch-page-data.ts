import type { QueryClient } from '@tanstack/react-query';
import type { RouterContext } from '@/app/router';
import type { ScopeSearch } from '@/scope/scope-search';
import { whenSignedIn } from './prefetch-portal-data';

export interface NamedScope {
  customerId: string;
  storefrontId: string;
  languageCode: string;
}

/** Query options with errors left to the page (see prefetchPageData). */
export function silently<Options extends { meta?: Record<string, unknown> }>(options: Options): Options {
  return { ...options, meta: { ...options.meta, silent: true } };
}

/** The scope of the URL when it names one fully; with a part missing or '*' the layout picks it first. */
export function namedScope({ customerId, storefrontId, languageCode }: ScopeSearch): NamedScope | null {
  if (!customerId || !storefrontId || !languageCode || [customerId, storefrontId, languageCode].includes('*'))
    return null;
  return { customerId, storefrontId, languageCode };
}

/** How long a page's loader waits for the data its page needs before it can show anything useful. */
const WAIT_FOR_FIRST_DATA_MS = 300;

/**
 * Loader options for a page whose first data depends on the scope only: the calls start when the
 * route matches, alongside the download of the page's code and the layout's scope info, instead of
 * after the page has rendered; `prefetch` starts them with `silently(…)` options. A failure stays
 * silent here and is reported once by the page, which asks again on mount. A URL scope the user may
 * not see costs one refused call; the layout then shows the scope it settles on.
 * When `prefetch` returns a promise (data the page cannot do without, such as the KPI filter's), the
 * route waits for it, but never longer than 300 ms: the page then mounts once, with that data,
 * instead of mounting and rendering again when it arrives a moment later. `prefetch` also gets the
 * URL's search as parsed (not yet validated): the loader runs again only when the scope changes.
 */
export function prefetchPageData(
  prefetch: (scope: NamedScope, queryClient: QueryClient, search: unknown) => Promise<unknown> | void,
) {
  return {
    loaderDeps: ({ search }: { search: ScopeSearch }) => ({
      customerId: search.customerId,
      storefrontId: search.storefrontId,
      languageCode: search.languageCode,
    }),
    loader: async ({
      context,
      deps,
      location,
    }: {
      context: RouterContext;
      deps: ScopeSearch;
      location: { search: unknown };
    }): Promise<void> => {
      const scope = namedScope(deps);
      if (!scope) return;
      const started = whenSignedIn(context, (queryClient) => prefetch(scope, queryClient, location.search));
      await Promise.race([
        started.catch(() => undefined),
        new Promise((done) => setTimeout(done, WAIT_FOR_FIRST_DATA_MS)),
      ]);
    },
  };
}
