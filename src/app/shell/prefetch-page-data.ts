import type { QueryClient } from '@tanstack/react-query';
import type { ScopeInfos } from '@/api/generated/model';
import { isPageVisible, pages, type PageDefinition, type PageId } from '@/app/pages';
import type { RouterContext } from '@/app/router';
import { ANY, findOption, scopeOptions } from '@/scope/resolution';
import type { ScopeSearch } from '@/scope/scope-search';
import { scopeInfosQuery } from '@/scope/use-scope-infos';
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

/**
 * Whether the page may call with `scope` before the layout has resolved it (spec §4): only a scope
 * the scope info allows, and not 'any' on a page that disables it (the page then shows 'Not
 * available'). Anything else waits for the layout, which settles on an allowed scope.
 */
function allowedFor(scope: NamedScope, infos: ScopeInfos, page: PageId | undefined): boolean {
  const definition: PageDefinition | undefined = page && pages[page];
  if (definition?.anyDisabled && (scope.storefrontId === ANY || scope.languageCode === ANY)) return false;
  const option = findOption(scopeOptions(infos), scope);
  if (!option) return false;
  // A page the access flags forbid shows 'You don't have access to …' and asks for nothing that
  // would be refused. (With experimental features on, the page asks for its data itself.)
  return !definition || isPageVisible(definition, option.access, false);
}

/** How long a page's loader waits for the data its page needs before it can show anything useful. */
const WAIT_FOR_FIRST_DATA_MS = 300;

/**
 * Loader options for a page whose first data depends on the scope only: the calls start when the
 * route matches, alongside the download of the page's code and the layout's scope info, instead of
 * after the page has rendered; `prefetch` starts them with `silently(…)` options. A failure stays
 * silent here and is reported once by the page, which asks again on mount. They wait for the scope
 * info: no call carries a customer, storefront or language it has not allowed, whatever the URL
 * says (spec §4); for such a URL the page's own calls follow the scope the layout settles on.
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
      route,
    }: {
      context: RouterContext;
      deps: ScopeSearch;
      location: { search: unknown };
      route: { options: { staticData?: { page?: PageId } } };
    }): Promise<void> => {
      const scope = namedScope(deps);
      if (!scope) return;
      const started = whenSignedIn(context, async (queryClient) => {
        const infos = await queryClient.ensureQueryData(scopeInfosQuery);
        if (allowedFor(scope, infos, route.options.staticData?.page))
          return prefetch(scope, queryClient, location.search);
      });
      await Promise.race([
        started.catch(() => undefined),
        new Promise((done) => setTimeout(done, WAIT_FOR_FIRST_DATA_MS)),
      ]);
    },
  };
}
