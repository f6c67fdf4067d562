import { queryOptions, useQuery } from '@tanstack/react-query';
import { HttpError } from '@/api/errors';
import { shownInPlace } from '@/api/load-state';
import {
  getGetScopeInfosQueryKey,
  getScopeInformation,
  getScopeInfos,
} from '@/api/generated/endpoints/scope/scope';

/**
 * Scope info from ScopeInfo/ScopeInfos; a server that only knows the other reading of the call
 * (GetScopeInformation) answers 404 there, and we ask again (spec §7).
 */
export const scopeInfosQuery = queryOptions({
  queryKey: getGetScopeInfosQueryKey(),
  queryFn: async ({ signal }) => {
    try {
      return await getScopeInfos({ signal });
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return getScopeInformation({ signal });
      throw error;
    }
  },
  staleTime: 5 * 60_000,
  // The portal shows this failure in place of the page, with the header and the sidebar.
  meta: shownInPlace,
});

export function useScopeInfos() {
  return useQuery(scopeInfosQuery);
}
