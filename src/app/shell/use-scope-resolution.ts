import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useMemo, useRef } from 'react';
import type { ScopeInfos } from '@/api/generated/model';
import { notifyInvalidScope } from '@/notifications/catalogue';
import { sameScope, scopeOnArrival, type Scope, type ScopeOption } from '@/scope/resolution';

/**
 * Spec §4 scope on arrival: the URL scope is kept when allowed; otherwise the default scope is
 * selected, with a console warning and the 'Cannot access this view...' notification. The URL is
 * then corrected so every link carries the scope.
 */
export function useScopeResolution(scopeInfos: ScopeInfos | undefined): ScopeOption | null {
  const search = useSearch({ strict: false }) as Partial<Scope>;
  const navigate = useNavigate();
  const fromUrl = useMemo(
    () => ({
      customerId: search.customerId,
      storefrontId: search.storefrontId,
      languageCode: search.languageCode,
    }),
    [search.customerId, search.storefrontId, search.languageCode],
  );
  const arrival = useMemo(
    () => (scopeInfos ? scopeOnArrival(fromUrl, scopeInfos) : null),
    [scopeInfos, fromUrl],
  );
  const warned = useRef<string | null>(null);

  useEffect(() => {
    if (!arrival?.scope) return;
    const target = arrival.scope;
    if (arrival.rejected) {
      const key = JSON.stringify(fromUrl);
      if (warned.current !== key) {
        warned.current = key;
        console.warn('The scope in the URL is not allowed; the default scope is selected instead.', fromUrl);
        notifyInvalidScope();
      }
    }
    const complete = {
      customerId: fromUrl.customerId ?? '',
      storefrontId: fromUrl.storefrontId ?? '',
      languageCode: fromUrl.languageCode ?? '',
    };
    if (!sameScope(complete, target)) {
      void navigate({
        to: '.',
        search: (prev) => ({
          ...prev,
          customerId: target.customerId,
          storefrontId: target.storefrontId,
          languageCode: target.languageCode,
        }),
        replace: true,
      });
    }
  }, [arrival, fromUrl, navigate]);

  return arrival?.scope ?? null;
}
