import { t } from '@lingui/core/macro';
import { useInfiniteQuery, useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import {
  addManualRecommendations,
  getGetManualRecommendationProductsQueryKey,
  getGetManualRecommendationsQueryKey,
  getGetManualRecommendationsQueryOptions,
  getManualRecommendationProducts,
  useGetManualRecommendations,
} from '@/api/generated/endpoints/manual-recommendations/manual-recommendations';
import type { Entity, ManualRecommendations, Product } from '@/api/generated/model';
import { notifySettingsDone } from '@/components/settings-notifications';
import { shownInPlace } from '@/api/load-state';
import { useScopeParams } from '@/scope/portal-scope';
import { entityKey } from './draft';

export function useManualRecommendationsList() {
  return useGetManualRecommendations(useScopeParams(), { query: { meta: shownInPlace } });
}

/**
 * Products matching a search, page after page. The contract leaves the page size open, so the next
 * page is asked for while fewer products than the total have arrived.
 */
export function useProductSearch(query: string) {
  // An empty search lists every product: the contract wants query left out then, not sent empty.
  const params = { ...useScopeParams(), ...(query ? { query } : {}) };
  return useInfiniteQuery({
    queryKey: [...getGetManualRecommendationProductsQueryKey({ ...params, page: 1 }), 'pages'],
    queryFn: ({ pageParam, signal }) =>
      getManualRecommendationProducts({ ...params, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastPage) => {
      const loaded = pages.reduce((sum, page) => sum + page.Products.length, 0);
      return last.Products.length > 0 && loaded < last.TotalProducts ? lastPage + 1 : undefined;
    },
  });
}

/**
 * Titles and images of stored entities. The list call returns entities only; the product search
 * matches an exact external id, so each product is looked up by it (and cached).
 */
export function useProductLookup(entities: Entity[]): Map<string, Product> {
  const scope = useScopeParams();
  const results = useQueries({
    queries: entities.map((entity) => {
      const params = { ...scope, query: entity.ExternalId, page: 1 };
      return {
        queryKey: getGetManualRecommendationProductsQueryKey(params),
        queryFn: ({ signal }: { signal: AbortSignal }) => getManualRecommendationProducts(params, { signal }),
        staleTime: 5 * 60_000,
        meta: { silent: true },
      };
    }),
  });
  const found = new Map<string, Product>();
  entities.forEach((entity, index) => {
    const product = results[index]?.data?.Products.find((p) => entityKey(p.Entity) === entityKey(entity));
    if (product) found.set(entityKey(entity), product);
  });
  return found;
}

/** The list as stored now, asked for again (after a refused save). */
export function useReloadManualRecommendations() {
  const scope = useScopeParams();
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...getGetManualRecommendationsQueryOptions(scope), staleTime: 0 });
}

/** ManualRecommendation/Add replaces the source's whole target list. */
export function useSaveManualRecommendations() {
  const scope = useScopeParams();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (request: { ManualRecommendations: ManualRecommendations }) => {
      // The call carries no old value: the change journal takes it from the list as loaded.
      const source = entityKey(request.ManualRecommendations.SourceProduct);
      const stored = queryClient
        .getQueryData<ManualRecommendations[]>(getGetManualRecommendationsQueryKey(scope))
        ?.find((entry) => entityKey(entry.SourceProduct) === source);
      const before = stored && stored.TargetProducts.length > 0 ? stored : null;
      return addManualRecommendations(request, scope, { journal: { before } });
    },
    onSuccess: (status) => notifySettingsDone(t`Manual recommendations saved successfully`, status),
    // The form that saved stays open and says why it failed: no second notice.
    onSettled: () => queryClient.invalidateQueries({ queryKey: getGetManualRecommendationsQueryKey(scope) }),
  });
  return {
    ...mutation,
    save: (request: { ManualRecommendations: ManualRecommendations }) => mutation.mutateAsync(request),
  };
}
