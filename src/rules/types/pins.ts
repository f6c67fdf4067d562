import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { HttpError } from '@/api/errors';
import {
  addProductPositionOverrideGlobal,
  addProductPositionOverridePerNavigation,
  addProductPositionOverridePerQuery,
  deleteProductPositionOverrideGlobal,
  deleteProductPositionOverridePerNavigation,
  deleteProductPositionOverridePerQuery,
  getGetProductPositionOverridesForProductQueryKey,
  getGetProductPositionOverridesWithProductsQueryKey,
  getProductPositionOverridesWithProducts,
  updateProductPositionOverrideGlobal,
  updateProductPositionOverridePerNavigation,
  updateProductPositionOverridePerQuery,
} from '@/api/generated/endpoints/pulse/pulse';
import type {
  Access,
  GlobalProductPositionOverride,
  NavigationProductPositionOverride,
  PinsWithProductsResponse,
  ProductPositionOverride,
  QueryProductPositionOverride,
  ReloadStatus,
} from '@/api/generated/model';
import {
  AddProductPositionOverrideGlobalBody,
  AddProductPositionOverridePerNavigationBody,
  AddProductPositionOverridePerQueryBody,
} from '@/api/generated/zod/pulse/pulse';
import { canonicalPin, entityKey, parseWith, pinErrors, pinFields } from '../canonical';
import type { RuleScope, RuleSet } from '../rule-set';
import {
  RuleUnknownOutcomeError,
  type CallOptions,
  type ParsedRule,
  type ReadCache,
  type RuleType,
  type RuleTypeId,
} from '../rule-type';

/** Pins of all three variants come in one answer: read it once per read of a rule set. */
function readPins(
  scope: RuleScope,
  options: CallOptions,
  cache?: ReadCache,
): Promise<PinsWithProductsResponse> {
  const key = `pins ${JSON.stringify(scope)}`;
  const cached = cache?.get(key) as Promise<PinsWithProductsResponse> | undefined;
  if (cached) return cached;
  const read = getProductPositionOverridesWithProducts(scope, options);
  cache?.set(key, read);
  return read;
}

interface PinCalls<P> {
  add: (pin: P, scope: RuleScope, options: CallOptions) => Promise<ReloadStatus>;
  update: (old: P, pin: P, scope: RuleScope, options: CallOptions) => Promise<ReloadStatus>;
  remove: (pin: P, scope: RuleScope, options: CallOptions) => Promise<ReloadStatus>;
}

interface PinVariant<P extends { Pin: ProductPositionOverride }> {
  id: RuleTypeId;
  title: MessageDescriptor;
  allowed: (access: Access) => boolean;
  /** What the pin applies to, besides its product (nothing, a query, a navigation page). */
  context: (pin: P) => string[];
  withPin: (pin: P, inner: ProductPositionOverride) => P;
  schema: Parameters<typeof parseWith>[0];
  fromResponse: (response: PinsWithProductsResponse) => P[];
  get: (set: RuleSet) => P[] | undefined;
  set: (set: RuleSet, pins: P[]) => RuleSet;
  calls: PinCalls<P>;
}

function pinType<P extends { Pin: ProductPositionOverride }>(variant: PinVariant<P>): RuleType<P> {
  return {
    id: variant.id,
    title: variant.title,
    allowed: variant.allowed,
    // Contract: one pin per product in the same context (global / same query / same navigation value).
    key: (pin) => JSON.stringify([...variant.context(pin), entityKey(pin.Pin.Entity)]),
    label: (pin) => [...variant.context(pin), pin.Pin.Entity.ExternalId].join(' · '),
    canonical: (pin) => variant.withPin(pin, canonicalPin(pin.Pin)),
    fields: (pin) => pinFields(pin.Pin),
    parse: (value) => parsePin(variant, value),
    get: variant.get,
    set: variant.set,
    queryKeys: (scope) => [
      getGetProductPositionOverridesWithProductsQueryKey(scope),
      getGetProductPositionOverridesForProductQueryKey().slice(0, 1),
    ],
    read: async (scope, options, cache) => variant.fromResponse(await readPins(scope, options, cache)),
    write: async (scope, { before, after }, options) => {
      if (after && before) return variant.calls.update(before, after, scope, options);
      if (after) return variant.calls.add(after, scope, options);
      if (!before) return undefined;
      try {
        return await variant.calls.remove(before, scope, options);
      } catch (error) {
        // The contract answers a stale or missing pin with 404: gone or changed, the read-back tells which.
        if (error instanceof HttpError && error.status === 404)
          throw new RuleUnknownOutcomeError(error.message);
        throw error;
      }
    },
  };
}

/** A pin checked as the add call's body would be, then against the contract's pin rules. */
function parsePin<P extends { Pin: ProductPositionOverride }>(
  variant: PinVariant<P>,
  value: unknown,
): ParsedRule<P> {
  const parsed = parseWith<{ ProductPositionOverride: P }>(
    variant.schema,
    { ProductPositionOverride: value },
    (request) => pinErrors(request.ProductPositionOverride.Pin),
  );
  return parsed.rule ? { rule: parsed.rule.ProductPositionOverride } : { errors: parsed.errors };
}

const localPins = (access: Access) => access.PulseAccess || access.PulseLocalPinsAccess;

export const globalPins = pinType<GlobalProductPositionOverride>({
  id: 'pins.global',
  title: msg`Global pins`,
  // Contract: global pins belong to PulseAccess; local pins alone answer 403.
  allowed: (access) => access.PulseAccess,
  context: () => [],
  withPin: (_, Pin) => ({ Pin }),
  schema: AddProductPositionOverrideGlobalBody,
  fromResponse: (response) => response.Global.map((entry) => entry.Pin),
  get: (set) => set.pins?.global,
  set: (set, pins) => ({ ...set, pins: { ...set.pins, global: pins } }),
  calls: {
    add: (pin, scope, options) =>
      addProductPositionOverrideGlobal({ ProductPositionOverride: pin }, scope, options),
    update: (old, pin, scope, options) =>
      updateProductPositionOverrideGlobal(
        { OldProductPositionOverride: old, UpdatedProductPositionOverride: pin },
        scope,
        options,
      ),
    remove: (pin, scope, options) =>
      deleteProductPositionOverrideGlobal({ ProductPositionOverrideToDelete: pin }, scope, options),
  },
});

export const queryPins = pinType<QueryProductPositionOverride>({
  id: 'pins.query',
  title: msg`Pins per query`,
  allowed: localPins,
  context: (pin) => [pin.Query],
  withPin: (pin, Pin) => ({ Query: pin.Query, Pin }),
  schema: AddProductPositionOverridePerQueryBody,
  fromResponse: (response) => response.Query.map((entry) => entry.Pin),
  get: (set) => set.pins?.query,
  set: (set, pins) => ({ ...set, pins: { ...set.pins, query: pins } }),
  calls: {
    add: (pin, scope, options) =>
      addProductPositionOverridePerQuery({ ProductPositionOverride: pin }, scope, options),
    update: (old, pin, scope, options) =>
      updateProductPositionOverridePerQuery(
        { OldProductPositionOverride: old, UpdatedProductPositionOverride: pin },
        scope,
        options,
      ),
    remove: (pin, scope, options) =>
      deleteProductPositionOverridePerQuery({ ProductPositionOverrideToDelete: pin }, scope, options),
  },
});

export const navigationPins = pinType<NavigationProductPositionOverride>({
  id: 'pins.navigation',
  title: msg`Pins per navigation`,
  allowed: localPins,
  context: (pin) => [pin.NavigationAttribute, pin.NavigationValue],
  withPin: (pin, Pin) => ({
    NavigationAttribute: pin.NavigationAttribute,
    NavigationValue: pin.NavigationValue,
    Pin,
  }),
  schema: AddProductPositionOverridePerNavigationBody,
  fromResponse: (response) => response.Navigation.map((entry) => entry.Pin),
  get: (set) => set.pins?.navigation,
  set: (set, pins) => ({ ...set, pins: { ...set.pins, navigation: pins } }),
  calls: {
    add: (pin, scope, options) =>
      addProductPositionOverridePerNavigation({ ProductPositionOverride: pin }, scope, options),
    update: (old, pin, scope, options) =>
      updateProductPositionOverridePerNavigation(
        { OldProductPositionOverride: old, UpdatedProductPositionOverride: pin },
        scope,
        options,
      ),
    remove: (pin, scope, options) =>
      deleteProductPositionOverridePerNavigation({ ProductPositionOverrideToDelete: pin }, scope, options),
  },
});
