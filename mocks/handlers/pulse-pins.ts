import { HttpResponse, type HttpHandler } from 'msw';
import {
  ReloadStatus,
  type Access,
  type PinsWithProductsResponse,
  type Product,
} from '@/api/generated/model';
import { serverError } from '../auth';
import { findProduct, toProduct } from '../db/catalogue';
import { productKey } from '../db/pin-fields';
import { addPin, allPins, deletePin, updatePin, type AnyOverride, type PinVariant } from '../db/pins';
import type { MockScope } from '../db/scoped-store';
import type { StoreResult } from '../db/store-result';
import { contractHttp } from '../contract-http';
import { failure, jsonBody } from './request-input';

/** Contract "Assumed:": global pins need PulseAccess; local (per query / per navigation) pins either flag. */
const globalFlag = 'PulseAccess';
export const localPinFlags = ['PulseAccess', 'PulseLocalPinsAccess'] as const;

function productOf(scope: MockScope, override: AnyOverride): Product {
  const { Type, ExternalId } = override.Pin.Entity;
  const product = findProduct(scope.customerId, Type, ExternalId);
  // A pin can outlive its product; it must still be listed so it can be deleted.
  return product
    ? toProduct(product)
    : { Entity: { Type, ExternalId }, Title: ExternalId, Price: 0, ImageUrl: '' };
}

/**
 * Every pin of the scope, or only those of one product, each with its product. Without
 * PulseAccess (only PulseLocalPinsAccess) the global list is empty (contract "Assumed:").
 */
export function pinsWithProducts(
  scope: MockScope,
  only?: string,
  withGlobal = true,
): PinsWithProductsResponse {
  const pins = allPins(scope);
  const pick = (list: AnyOverride[]) =>
    list.filter((o) => only === undefined || productKey(o.Pin.Entity) === only);
  const pair = <T extends AnyOverride>(o: T) => ({ Product: productOf(scope, o), Pin: structuredClone(o) });
  return {
    Global: pick(withGlobal ? pins.Global : []).map((o) => pair({ Pin: o.Pin })),
    Query: pick(pins.PerQuery).map((o) => pair({ Query: o.Query!, Pin: o.Pin })),
    Navigation: pick(pins.PerNavigation).map((o) =>
      pair({ NavigationAttribute: o.NavigationAttribute!, NavigationValue: o.NavigationValue!, Pin: o.Pin }),
    ),
  };
}

/** Contract: DueToAd true without the scope's PulsePinsDueToAdAccess flag gives 403. */
function adRefused(override: AnyOverride | undefined, access: Access) {
  if (override?.Pin?.DueToAd !== true || access.PulsePinsDueToAdAccess) return null;
  return serverError(403, 'Access denied: PulsePinsDueToAdAccess is required to pin a product due to an ad.');
}

const reloaded = (result: StoreResult<null>) =>
  result.ok ? HttpResponse.json<ReloadStatus>(ReloadStatus.AllSucceeded) : failure(result);

function variantHandlers(variant: PinVariant): HttpHandler[] {
  const flag = variant === 'Global' ? globalFlag : localPinFlags;
  return [
    contractHttp.post(
      `/Pulse/AddProductPositionOverride${variant}`,
      flag,
      async ({ request, scope, access }) => {
        const body = await jsonBody(request);
        return (
          adRefused(body.ProductPositionOverride, access) ??
          reloaded(addPin(scope, variant, body.ProductPositionOverride))
        );
      },
    ),
    contractHttp.put(
      `/Pulse/UpdateProductPositionOverride${variant}`,
      flag,
      async ({ request, scope, access }) => {
        const body = await jsonBody(request);
        return (
          adRefused(body.UpdatedProductPositionOverride, access) ??
          reloaded(
            updatePin(scope, variant, body.OldProductPositionOverride, body.UpdatedProductPositionOverride),
          )
        );
      },
    ),
    contractHttp.delete(
      `/Pulse/DeleteProductPositionOverride${variant}`,
      flag,
      async ({ request, scope }) => {
        const body = await jsonBody(request);
        return reloaded(deletePin(scope, variant, body.ProductPositionOverrideToDelete));
      },
    ),
  ];
}

export const pinHandlers: HttpHandler[] = [
  contractHttp.get('/Pulse/GetProductPositionOverridesWithProducts', localPinFlags, ({ scope, access }) =>
    HttpResponse.json(pinsWithProducts(scope, undefined, access.PulseAccess)),
  ),
  contractHttp.get(
    '/Pulse/GetProductPositionOverridesForProduct',
    localPinFlags,
    ({ query, scope, access }) => {
      const Type = query.get('productType') ?? '';
      const ExternalId = query.get('productExternalId') ?? '';
      if (!Type || !ExternalId)
        return serverError(400, 'The product (productType and productExternalId) is required.');
      return HttpResponse.json(pinsWithProducts(scope, productKey({ Type, ExternalId }), access.PulseAccess));
    },
  ),
  ...variantHandlers('Global'),
  ...variantHandlers('PerQuery'),
  ...variantHandlers('PerNavigation'),
];
