import { queryOptions, useQuery } from '@tanstack/react-query';
import { HttpError } from '@/api/errors';
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
});

export function useScopeInfos() {
  return useQuery(scopeInfosQuery);
}
