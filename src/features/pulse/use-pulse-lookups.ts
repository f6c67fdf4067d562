import { useMemo } from 'react';
import { useGetPinNavigationValues, useGetRequestAliases } from '@/api/generated/endpoints/pulse/pulse';
import { useScopeParams } from '@/scope/portal-scope';
import { usePinsWithProducts } from './use-pins';

/** The known queries of the scope, suggested wherever a query is typed. */
export function useRequestAliases() {
  return useGetRequestAliases(useScopeParams());
}

export function useNavigationValues(attribute: string) {
  const scope = useScopeParams();
  const attributeName = attribute.trim();
  return useGetPinNavigationValues({ ...scope, attributeName }, { query: { enabled: attributeName !== '' } });
}

/**
 * The contract has no list of navigation attributes: the attributes of the scope's navigation pins
 * are suggested, and any other attribute name can be typed.
 */
export function useNavigationAttributes(): string[] {
  const pins = usePinsWithProducts();
  return useMemo(
    () =>
      [...new Set((pins.data?.Navigation ?? []).map((p) => p.Pin.NavigationAttribute))].sort((a, b) =>
        a.localeCompare(b),
      ),
    [pins.data],
  );
}
