import { createContext, useContext, type ReactNode } from 'react';
import type { ScopeInfos } from '@/api/generated/model';
import { isPageVisible, type PageDefinition } from '@/app/pages';
import type { ScopeOption } from './resolution';

export interface PortalScope {
  scope: ScopeOption;
  scopeInfos: ScopeInfos;
  /** Spec §4: the flag counts only if the user may use it. */
  experimental: boolean;
  debugInfo: boolean;
  page: PageDefinition | null;
}

const PortalScopeContext = createContext<PortalScope | null>(null);

export function PortalScopeProvider({ value, children }: { value: PortalScope; children: ReactNode }) {
  return <PortalScopeContext.Provider value={value}>{children}</PortalScopeContext.Provider>;
}

export function usePortalScope(): PortalScope {
  const value = useContext(PortalScopeContext);
  if (!value) throw new Error('usePortalScope outside the portal layout');
  return value;
}

/** The portal scope, or null where the shell stands without one (the scope info could not be loaded). */
export function useOptionalPortalScope(): PortalScope | null {
  return useContext(PortalScopeContext);
}

/**
 * Whether the user may open a page in the current scope (spec §6): a link to another page is
 * offered only when this says yes, so no link leads to a page the user's flags forbid.
 */
export function useCanOpen(): (page: PageDefinition) => boolean {
  const { scope, experimental } = usePortalScope();
  return (page) => isPageVisible(page, scope.access, experimental);
}

/** The scope as API query parameters. */
export function useScopeParams() {
  const { scope } = usePortalScope();
  return { customerId: scope.customerId, storefrontId: scope.storefrontId, languageCode: scope.languageCode };
}

/** The currency of the current storefront's prices and revenue (null: unknown or mixed, shown as plain numbers). */
export function useScopeCurrency(): string | null {
  return usePortalScope().scope.currency;
}
