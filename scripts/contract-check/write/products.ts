// Products that exist on the server, for the pins and manual recommendations round trips: the
// first page of the manual-recommendation product search (the contract's catalogue search).
import type { RoundTripContext } from './runner';

export interface Entity {
  Type: string;
  ExternalId: string;
}

export async function someProducts(ctx: RoundTripContext, count: number): Promise<Entity[]> {
  const request = {
    method: 'GET' as const,
    path: '/ManualRecommendation/GetManualRecommendationProducts',
    // No query: the first page of every product of the scope.
    query: ctx.scoped({ page: 1 }),
  };
  const body = (await ctx.expect('products', request)) as { Products: { Entity: Entity }[] };
  const products = body.Products.map((product) => product.Entity);
  if (products.length < count) {
    return ctx.fail({
      operation: `${ctx.domain} · products · GET ${request.path}`,
      outcome: 'error',
      message: `the round trip needs ${count} products in the scope's catalogue, the search found ${products.length}`,
    });
  }
  return products;
}

export const sameEntity = (a: Entity | undefined, b: Entity) =>
  a?.Type === b.Type && a.ExternalId === b.ExternalId;
