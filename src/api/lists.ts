import { queryOptions } from '@tanstack/react-query';
import { getGetRedirectsQueryKey, getGetRedirectsUrl } from '@/api/generated/endpoints/redirects/redirects';
import {
  getGetSynonymsForScopeQueryKey,
  getGetSynonymsForScopeUrl,
} from '@/api/generated/endpoints/synonyms/synonyms';
import type {
  GetRedirectsParams,
  GetSynonymsForScopeParams,
  RedirectEntry,
  SynonymsEntry,
} from '@/api/generated/model';
import { fetchList } from './list-worker';

// The two lists that grow to 100,000 rules: their bodies are fetched, parsed and decoded in the list
// worker (src/api/list-worker.ts), under the generated query keys, so the mutations' invalidations
// and the generated hooks' caches are the same.

export const synonymsListQuery = (params: GetSynonymsForScopeParams) =>
  queryOptions({
    queryKey: getGetSynonymsForScopeQueryKey(params),
    queryFn: ({ signal }) => fetchList<SynonymsEntry[]>(getGetSynonymsForScopeUrl(params), { signal }),
  });

export const redirectsListQuery = (params: GetRedirectsParams) =>
  queryOptions({
    queryKey: getGetRedirectsQueryKey(params),
    queryFn: ({ signal }) => fetchList<RedirectEntry[]>(getGetRedirectsUrl(params), { signal }),
  });
