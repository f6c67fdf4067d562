import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  getGetProductPositionOverridesForProductQueryKey,
  getGetProductPositionOverridesWithProductsQueryKey,
  getGetPulseRankingForProductQueryKey,
  getGetPulseRankingsGlobalQueryKey,
  getGetPulseRankingsPerNavigationQueryKey,
  getGetPulseRankingsPerQueryQueryKey,
  getGetRequestAliasesQueryKey,
  useGetProductPositionOverridesForProduct,
  useGetProductPositionOverridesWithProducts,
} from '@/api/generated/endpoints/pulse/pulse';
import type { Entity } from '@/api/generated/model';
import { notifySettingsDone, notifySettingsFailed } from '@/components/settings-notifications';
import { shownInPlace } from '@/api/load-state';
import { useScopeParams } from '@/scope/portal-scope';
import { sendPinChange, type PinChange } from './pin-requests';

export function usePinsWithProducts(enabled = true) {
  return useGetProductPositionOverridesWithProducts(useScopeParams(), {
    query: { enabled, meta: shownInPlace },
  });
}

export function useProductPins(entity: Entity | null) {
  const scope = useScopeParams();
  return useGetProductPositionOverridesForProduct(
    { ...scope, productExternalId: entity?.ExternalId ?? '', productType: entity?.Type ?? '' },
    { query: { enabled: entity !== null, meta: shownInPlace } },
  );
}

/** Everything a pin shapes: the pin lists, and every ranking (pins move products in them). */
function invalidatePinned(queryClient: QueryClient) {
  const keys = [
    getGetProductPositionOverridesWithProductsQueryKey(),
    getGetProductPositionOverridesForProductQueryKey(),
    getGetPulseRankingsGlobalQueryKey(),
    getGetPulseRankingsPerQueryQueryKey(),
    getGetPulseRankingsPerNavigationQueryKey(),
    getGetPulseRankingForProductQueryKey(),
    // A query pinned for joins the request aliases.
    getGetRequestAliasesQueryKey(),
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Add, update (compare-and-swap) or delete a pin, with the spec §8 notifications and the reload status. */
export function usePinChange() {
  const scope = useScopeParams();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PinChange) => sendPinChange(change, scope),
    onSuccess: (status, change) =>
      notifySettingsDone(
        change.action === 'delete' ? t`Pin deleted successfully` : t`Pin saved successfully`,
        status,
      ),
    onError: (error, change) => {
      // A save comes from the pin form, which stays open and says why it failed: no second notice.
      if (change.action === 'delete') notifySettingsFailed(t`Error deleting pin`, error);
    },
    // Also after a failure: a 409 or 404 means the stored pins differ from what the user saw.
    onSettled: () => invalidatePinned(queryClient),
  });
}
