import type { QueryClient } from '@tanstack/react-query';
import type { RouterContext } from '@/app/router';
import type { ScopeSearch } from '@/scope/scope-search';

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
  if (!customerId || !storefrontId || !languageCode || [customerId, storefrontId, languageCode].includes('*')) return null;
  return { customerId, storefrontId, languageCode };
}

/**
 * Loader options for a page whose first data depends on the scope only: the calls start when the
 * route matches, alongside the download of the page's code and the layout's scope info, instead of
 * after the page has rendered; `prefetch` starts them with `silently(…)` options. Never awaited, so navigation does not wait; a failure stays silent
 * here and is reported once by the page, which asks again on mount. A URL scope the user may not
 * see costs one refused call; the layout then shows the scope it settles on.
 */
export function prefetchPageData(prefetch: (scope: NamedScope, queryClient: QueryClient) => void) {
  return {
    loaderDeps: ({ search }: { search: ScopeSearch }) => ({ customerId: search.customerId, storefrontId: search.storefrontId, languageCode: search.languageCode }),
    loader: ({ context, deps }: { context: RouterContext; deps: ScopeSearch }) => {
      const scope = namedScope(deps);
      if (!scope) return;
      void context.auth.loaded().then(({ status }) => {
        if (status === 'signedIn') prefetch(scope, context.queryClient);
      });
    },
  };
}
