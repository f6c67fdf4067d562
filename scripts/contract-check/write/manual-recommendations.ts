// Manual recommendations (spec §7): POST ManualRecommendation/Add replaces the whole target list of
// one source product (an empty list removes it; contract "Assumed:"); GET ManualRecommendation/Get
// lists them. The contract has no Old/New pair here, so there is no stale update to test.
import type { ApiRequest } from '../http';
import { sameEntity, someProducts, type Entity } from './products';
import type { RoundTrip } from './runner';

interface ManualRecommendations {
  SourceProduct: Entity;
  TargetProducts: { Entity: Entity; Position: number }[];
}

const path = '/ManualRecommendation/Add';
const add = (recommendations: ManualRecommendations) => ({ ManualRecommendations: recommendations });

export const manualRecommendationsRoundTrip = (): RoundTrip<ManualRecommendations> => ({
  domain: 'manual-recommendations',
  prepare: async (ctx) => {
    const existing = (await ctx.expect('current list', {
      method: 'GET',
      path: '/ManualRecommendation/Get',
      query: ctx.scoped(),
    })) as ManualRecommendations[];
    const products = await someProducts(ctx, 3);
    // A source without recommendations yet, so the test never touches real ones.
    const source = products.find(
      (product) => !existing.some((item) => sameEntity(item.SourceProduct, product)),
    );
    if (!source) {
      return ctx.fail({
        operation: 'manual-recommendations · products',
        outcome: 'error',
        message: 'every product found already has manual recommendations',
      });
    }
    const [a, b] = products.filter((product) => product !== source);
    const created = { SourceProduct: source, TargetProducts: [{ Entity: a!, Position: 1 }] };
    return {
      created,
      updated: {
        SourceProduct: source,
        TargetProducts: [
          { Entity: b!, Position: 1 },
          { Entity: a!, Position: 2 },
        ],
      },
      key: (item) => `[SourceProduct=${item.SourceProduct.ExternalId}]`,
    };
  },
  create: async (ctx, item) => ({ method: 'POST', path, query: ctx.scoped(), body: add(item) }),
  update: async (ctx, _old, next) => ({ method: 'POST', path, query: ctx.scoped(), body: add(next) }),
  staleUpdate: null,
  delete: async (ctx, item) => ({
    method: 'POST',
    path,
    query: ctx.scoped(),
    body: add({ ...item, TargetProducts: [] }),
  }),
  read: async (ctx, item, step) => {
    const request: ApiRequest = { method: 'GET', path: '/ManualRecommendation/Get', query: ctx.scoped() };
    const list = (await ctx.read(step, request)) as ManualRecommendations[];
    return { request, stored: list.find((stored) => sameEntity(stored.SourceProduct, item.SourceProduct)) };
  },
});
