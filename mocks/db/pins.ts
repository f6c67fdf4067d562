import type { Faker } from '@faker-js/faker';
import type { ProductPositionOverride } from '@/api/generated/model';
import { catalogueFor, type CatalogueProduct } from './catalogue';
import { cleanPin, dayIso, pinFieldsError, productKey, samePin } from './pin-fields';
import { scopedStore, scopeKey, type MockScope } from './scoped-store';
import { seededFaker } from './seed';
import { knownQueries, searchByText } from './shop-search';
import { fail, ok, type StoreResult } from './store-result';

export type PinVariant = 'Global' | 'PerQuery' | 'PerNavigation';

/** Any of the three contract shapes: a pin plus the fields that name its context. */
export interface AnyOverride {
  Query?: string;
  NavigationAttribute?: string;
  NavigationValue?: string;
  Pin: ProductPositionOverride;
}

type PinContext = Omit<AnyOverride, 'Pin'>;

type PinsState = Record<PinVariant, AnyOverride[]>;

const norm = (text: string | undefined) =>
  String(text ?? '')
    .trim()
    .toLowerCase();

function contextKey(variant: PinVariant, o: PinContext): string {
  if (variant === 'PerQuery') return `q:${norm(o.Query)}`;
  if (variant === 'PerNavigation') return `n:${norm(o.NavigationAttribute)}=${norm(o.NavigationValue)}`;
  return 'global';
}

function contextLabel(variant: PinVariant, o: PinContext): string {
  if (variant === 'PerQuery') return `for the query '${o.Query?.trim()}'`;
  if (variant === 'PerNavigation')
    return `on ${o.NavigationAttribute?.trim()} = ${o.NavigationValue?.trim()}`;
  return 'globally';
}

const filled = (text: unknown) => typeof text === 'string' && text.trim() !== '';

function contextError(variant: PinVariant, o: PinContext): string | null {
  if (variant === 'PerQuery' && !filled(o.Query)) return 'Query is required';
  if (variant === 'PerNavigation' && (!filled(o.NavigationAttribute) || !filled(o.NavigationValue))) {
    return 'Navigation attribute and value are required';
  }
  return null;
}

function cleanOverride(variant: PinVariant, o: AnyOverride): AnyOverride {
  const Pin = cleanPin(o.Pin);
  if (variant === 'PerQuery') return { Query: o.Query!.trim(), Pin };
  if (variant === 'PerNavigation') {
    return {
      NavigationAttribute: o.NavigationAttribute!.trim(),
      NavigationValue: o.NavigationValue!.trim(),
      Pin,
    };
  }
  return { Pin };
}

/**
 * Seeded pin windows relative to today: active and ending in three days (rule health warns about
 * it), open-ended, scheduled, expired, always.
 */
const windows: Pick<ProductPositionOverride, 'StartTime' | 'EndTime'>[] = [
  { StartTime: dayIso(-10), EndTime: dayIso(3) },
  { StartTime: dayIso(-5) },
  { StartTime: dayIso(3), EndTime: dayIso(17) },
  { StartTime: dayIso(-45), EndTime: dayIso(-4) },
  {},
];

function seedPin(faker: Faker, product: CatalogueProduct, index: number): ProductPositionOverride {
  const pin: ProductPositionOverride = {
    Entity: { ...product.Entity },
    Position: (index % 3) + 1,
    ...windows[index % windows.length],
  };
  if (faker.datatype.boolean(0.25)) pin.DueToAd = true;
  return pin;
}

function seedPins(scope: MockScope): PinsState {
  const faker = seededFaker(`pins:${scopeKey(scope)}`);
  const products = catalogueFor(scope.customerId);
  const Global = faker.helpers
    .arrayElements(products, 5)
    .map((p, i) => ({ Pin: { ...seedPin(faker, p, i), Position: i + 1 } }));
  const queries = faker.helpers.arrayElements(knownQueries, 2);
  const PerQuery = [0, 1, 2, 3, 4].map((i) => {
    const Query = queries[i % 2]!;
    const hit = searchByText(products, Query)[Math.floor(i / 2) * 3 + 1] ?? products[i]!;
    return { Query, Pin: seedPin(faker, hit, i) };
  });
  const pages = [
    ['Category', 'Shoes'],
    ['Category', 'Jackets'],
    ['Brand', faker.helpers.arrayElement(products).Attributes.Brand],
  ] as const;
  const PerNavigation = [0, 1, 2, 3, 4].map((i) => {
    const [NavigationAttribute, NavigationValue] = pages[i % pages.length]!;
    const onPage = products.filter((p) => String(p.Attributes[NavigationAttribute]) === NavigationValue);
    return { NavigationAttribute, NavigationValue, Pin: seedPin(faker, onPage[i * 4 + 2] ?? onPage[0]!, i) };
  });
  return { Global, PerQuery, PerNavigation };
}

const store = scopedStore<PinsState>(seedPins, { persist: 'pins' });

export function allPins(scope: MockScope): Readonly<PinsState> {
  return store.get(scope);
}

function validate(
  scope: MockScope,
  variant: PinVariant,
  o: AnyOverride | undefined,
  replacing?: AnyOverride,
): StoreResult<AnyOverride> {
  if (!o?.Pin) return fail(400, 'The pin is required.');
  const invalid = contextError(variant, o) ?? pinFieldsError(scope.customerId, o.Pin);
  if (invalid) return fail(400, invalid);
  const key = contextKey(variant, o);
  const duplicate = store
    .get(scope)
    [variant].some(
      (p) =>
        p !== replacing &&
        contextKey(variant, p) === key &&
        productKey(p.Pin.Entity) === productKey(o.Pin.Entity),
    );
  if (duplicate)
    return fail(400, `Product ${o.Pin.Entity.ExternalId} is already pinned ${contextLabel(variant, o)}.`);
  return ok(cleanOverride(variant, o));
}

export function addPin(scope: MockScope, variant: PinVariant, o: AnyOverride | undefined): StoreResult<null> {
  const valid = validate(scope, variant, o);
  if (!valid.ok) return valid;
  store.get(scope)[variant].push(valid.value);
  return ok(null);
}

function storedIndex(scope: MockScope, variant: PinVariant, o: AnyOverride | undefined): number {
  if (!o?.Pin?.Entity) return -1;
  const key = contextKey(variant, o);
  return store
    .get(scope)
    [variant].findIndex(
      (p) => contextKey(variant, p) === key && productKey(p.Pin.Entity) === productKey(o.Pin.Entity),
    );
}

const notFound = 'The pin was not found. Reload and try again.';

/** Compare-and-swap: the pin must still be stored exactly as the user loaded it. */
export function updatePin(
  scope: MockScope,
  variant: PinVariant,
  old: AnyOverride | undefined,
  updated: AnyOverride | undefined,
): StoreResult<null> {
  const list = store.get(scope)[variant];
  const index = storedIndex(scope, variant, old);
  const current = list[index];
  if (!old || !current) return fail(404, notFound);
  if (!samePin(current.Pin, old.Pin))
    return fail(409, 'The pin was changed meanwhile. Reload and try again.');
  const valid = validate(scope, variant, updated, current);
  if (!valid.ok) return valid;
  list[index] = valid.value;
  return ok(null);
}

/** The contract has no 409 for deletes: a pin that changed meanwhile no longer exists as sent. */
export function deletePin(
  scope: MockScope,
  variant: PinVariant,
  o: AnyOverride | undefined,
): StoreResult<null> {
  const state = store.get(scope);
  const current = state[variant][storedIndex(scope, variant, o)];
  if (!o || !current || !samePin(current.Pin, o.Pin)) return fail(404, notFound);
  state[variant] = state[variant].filter((p) => p !== current);
  return ok(null);
}

/** The pins that shape one ranking: its own context's, and the global ones. */
export function pinsForContext(
  scope: MockScope,
  context: { query?: string; navigationAttribute?: string; navigationValue?: string },
): { own: ProductPositionOverride[]; global: ProductPositionOverride[] } {
  const state = store.get(scope);
  const global = state.Global.map((o) => o.Pin);
  if (context.query !== undefined) {
    const key = contextKey('PerQuery', { Query: context.query });
    return { own: state.PerQuery.filter((o) => contextKey('PerQuery', o) === key).map((o) => o.Pin), global };
  }
  if (context.navigationAttribute !== undefined) {
    const key = contextKey('PerNavigation', {
      NavigationAttribute: context.navigationAttribute,
      NavigationValue: context.navigationValue,
    });
    return {
      own: state.PerNavigation.filter((o) => contextKey('PerNavigation', o) === key).map((o) => o.Pin),
      global,
    };
  }
  return { own: global, global: [] };
}
