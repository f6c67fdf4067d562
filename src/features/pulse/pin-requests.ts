import {
  addProductPositionOverrideGlobal,
  addProductPositionOverridePerNavigation,
  addProductPositionOverridePerQuery,
  deleteProductPositionOverrideGlobal,
  deleteProductPositionOverridePerNavigation,
  deleteProductPositionOverridePerQuery,
  updateProductPositionOverrideGlobal,
  updateProductPositionOverridePerNavigation,
  updateProductPositionOverridePerQuery,
} from '@/api/generated/endpoints/pulse/pulse';
import type { ProductPositionOverride, ReloadStatus } from '@/api/generated/model';
import type { PinContext } from './pin-context';

export interface ScopeParams {
  customerId: string;
  storefrontId: string;
  languageCode: string;
}

export interface PinInContext {
  context: PinContext;
  pin: ProductPositionOverride;
}

/**
 * One change of a pin. An update is a compare-and-swap: `old` is the pin as it was loaded, and the
 * variant is the context's kind (a pin cannot move between variants; that is a delete and an add).
 */
export type PinChange =
  | ({ action: 'add' } & PinInContext)
  | ({ action: 'update'; old: PinInContext } & PinInContext)
  | ({ action: 'delete' } & PinInContext);

/** Spec §7: Add/Update/DeleteProductPositionOverride, each with Global, PerQuery and PerNavigation variants. */
export function sendPinChange(change: PinChange, scope: ScopeParams): Promise<ReloadStatus> {
  const { context, pin } = change;
  switch (change.action) {
    case 'add':
      if (context.kind === 'global')
        return addProductPositionOverrideGlobal({ ProductPositionOverride: { Pin: pin } }, scope);
      if (context.kind === 'query')
        return addProductPositionOverridePerQuery(
          { ProductPositionOverride: { Query: context.query, Pin: pin } },
          scope,
        );
      return addProductPositionOverridePerNavigation(
        {
          ProductPositionOverride: {
            NavigationAttribute: context.attribute,
            NavigationValue: context.value,
            Pin: pin,
          },
        },
        scope,
      );
    case 'update': {
      const old = change.old;
      if (context.kind === 'global' && old.context.kind === 'global')
        return updateProductPositionOverrideGlobal(
          { UpdatedProductPositionOverride: { Pin: pin }, OldProductPositionOverride: { Pin: old.pin } },
          scope,
        );
      if (context.kind === 'query' && old.context.kind === 'query')
        return updateProductPositionOverridePerQuery(
          {
            UpdatedProductPositionOverride: { Query: context.query, Pin: pin },
            OldProductPositionOverride: { Query: old.context.query, Pin: old.pin },
          },
          scope,
        );
      if (context.kind === 'navigation' && old.context.kind === 'navigation')
        return updateProductPositionOverridePerNavigation(
          {
            UpdatedProductPositionOverride: {
              NavigationAttribute: context.attribute,
              NavigationValue: context.value,
              Pin: pin,
            },
            OldProductPositionOverride: {
              NavigationAttribute: old.context.attribute,
              NavigationValue: old.context.value,
              Pin: old.pin,
            },
          },
          scope,
        );
      return Promise.reject(new Error('A pin cannot change between global, per query and per navigation.'));
    }
    case 'delete':
      if (context.kind === 'global')
        return deleteProductPositionOverrideGlobal({ ProductPositionOverrideToDelete: { Pin: pin } }, scope);
      if (context.kind === 'query')
        return deleteProductPositionOverridePerQuery(
          { ProductPositionOverrideToDelete: { Query: context.query, Pin: pin } },
          scope,
        );
      return deleteProductPositionOverridePerNavigation(
        {
          ProductPositionOverrideToDelete: {
            NavigationAttribute: context.attribute,
            NavigationValue: context.value,
            Pin: pin,
          },
        },
        scope,
      );
  }
}
