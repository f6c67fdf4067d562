// Pulse pins (spec §7): Add/Update/DeleteProductPositionOverride in the Global, PerQuery and
// PerNavigation variants; GET Pulse/GetProductPositionOverridesWithProducts lists them. The query
// and navigation value of the test pins are made up, so they pin nothing a shopper sees; the
// global pin takes the last position a product may hold in the test (position 2 → 3).
import type { ApiRequest } from '../http';
import { sameEntity, someProducts, type Entity } from './products';
import type { RoundTrip } from './runner';

type Variant = 'Global' | 'PerQuery' | 'PerNavigation';

interface Override {
  Query?: string;
  NavigationAttribute?: string;
  NavigationValue?: string;
  Pin: { Entity: Entity; Position: number };
}

/** The list of the GET answer each variant is in. */
const listOf: Record<Variant, 'Global' | 'Query' | 'Navigation'> = {
  Global: 'Global',
  PerQuery: 'Query',
  PerNavigation: 'Navigation',
};

const sameContext = (a: Omit<Override, 'Pin'>, b: Omit<Override, 'Pin'>) =>
  a.Query === b.Query &&
  a.NavigationAttribute === b.NavigationAttribute &&
  a.NavigationValue === b.NavigationValue;

const listRequest = (scope: ApiRequest['query']): ApiRequest => ({
  method: 'GET',
  path: '/Pulse/GetProductPositionOverridesWithProducts',
  query: scope,
});

export const pinsRoundTrip = (variant: Variant, unique: string): RoundTrip<Override> => ({
  domain: `pins ${variant}`,
  prepare: async (ctx) => {
    const pinned = (await ctx.expect('current pins', listRequest(ctx.scoped()))) as Record<
      string,
      { Pin: Override }[]
    >;
    const taken = (pinned[listOf[variant]] ?? []).map((item) => item.Pin);
    const products = await someProducts(ctx, 1);
    const context =
      variant === 'PerQuery'
        ? { Query: unique }
        : variant === 'PerNavigation'
          ? { NavigationAttribute: 'Category', NavigationValue: unique }
          : {};
    // A product without a pin in this context, so a duplicate refusal cannot interfere.
    const product = products.find(
      (entity) => !taken.some((o) => sameContext(o, context) && sameEntity(o.Pin.Entity, entity)),
    );
    if (!product) {
      return ctx.fail({
        operation: `${ctx.domain} · products`,
        outcome: 'error',
        message: 'every product found is pinned already',
      });
    }
    const created = { ...context, Pin: { Entity: product, Position: 2 } };
    return {
      created,
      updated: { ...context, Pin: { Entity: product, Position: 3 } },
      key: (o) => `${listOf[variant]}[Pin.Entity.ExternalId=${o.Pin.Entity.ExternalId}]`,
    };
  },
  create: async (ctx, o) => ({
    method: 'POST',
    path: `/Pulse/AddProductPositionOverride${variant}`,
    query: ctx.scoped(),
    body: { ProductPositionOverride: o },
  }),
  update: async (ctx, old, next) => ({
    method: 'PUT',
    path: `/Pulse/UpdateProductPositionOverride${variant}`,
    query: ctx.scoped(),
    body: { OldProductPositionOverride: old, UpdatedProductPositionOverride: next },
  }),
  staleUpdate: async (ctx, old, next) => ({
    method: 'PUT',
    path: `/Pulse/UpdateProductPositionOverride${variant}`,
    query: ctx.scoped(),
    body: {
      OldProductPositionOverride: old,
      UpdatedProductPositionOverride: { ...next, Pin: { ...next.Pin, Position: 4 } },
    },
  }),
  delete: async (ctx, o) => ({
    method: 'DELETE',
    path: `/Pulse/DeleteProductPositionOverride${variant}`,
    query: ctx.scoped(),
    body: { ProductPositionOverrideToDelete: o },
  }),
  read: async (ctx, o, step) => {
    const request = listRequest(ctx.scoped());
    const body = (await ctx.read(step, request)) as Record<string, { Pin: Override }[]>;
    const stored = (body[listOf[variant]] ?? [])
      .map((item) => item.Pin)
      .find((item) => sameContext(item, o) && sameEntity(item.Pin.Entity, o.Pin.Entity));
    return { request, stored };
  },
});
