import type { ManualRecommendations, ProductPositionOverride } from '@/api/generated/model';
import { catalogueFor, findProduct } from './catalogue';
import { complementaryProducts } from './experience-features';
import { cleanPin, dayIso, pinFieldsError, productKey } from './pin-fields';
import { scopedStore, scopeKey, type MockScope } from './scoped-store';
import { seededFaker } from './seed';
import { fail, ok, type StoreResult } from './store-result';

/** Eight source products, each recommending 2–5 products that go with it; some only for a while. */
function seed(scope: MockScope): ManualRecommendations[] {
  const faker = seededFaker(`manual-recommendations:${scopeKey(scope)}`);
  return faker.helpers.arrayElements(catalogueFor(scope.customerId), 8).map((source) => {
    const candidates = complementaryProducts(scope.customerId, source.Entity);
    const targets = faker.helpers.arrayElements(candidates, { min: 2, max: Math.min(5, candidates.length) });
    return {
      SourceProduct: { ...source.Entity },
      TargetProducts: targets.map((target, index) => {
        const pin: ProductPositionOverride = { Entity: { ...target.Entity }, Position: index + 1 };
        const timing = faker.number.int({ min: 0, max: 9 });
        if (timing === 0) Object.assign(pin, { StartTime: dayIso(-7), EndTime: dayIso(21) });
        if (timing === 1) Object.assign(pin, { StartTime: dayIso(5), EndTime: dayIso(35) });
        if (timing === 2) pin.EndTime = dayIso(10);
        if (faker.datatype.boolean(0.1)) pin.DueToAd = true;
        return pin;
      }),
    };
  });
}

const store = scopedStore<{ list: ManualRecommendations[] }>((scope) => ({ list: seed(scope) }), {
  persist: 'manual-recommendations',
});

export function listManualRecommendations(scope: MockScope): ManualRecommendations[] {
  return store.get(scope).list;
}

function invalidTargets(scope: MockScope, recommendations: ManualRecommendations): string | null {
  const source = productKey(recommendations.SourceProduct);
  const seen = new Set<string>();
  for (const target of recommendations.TargetProducts) {
    const invalid = pinFieldsError(scope.customerId, target);
    if (invalid) return invalid;
    const key = productKey(target.Entity);
    if (key === source) return `Product ${target.Entity.ExternalId} cannot recommend itself.`;
    if (seen.has(key)) return `Product ${target.Entity.ExternalId} is recommended twice.`;
    seen.add(key);
  }
  return null;
}

/**
 * Replaces the whole target list of the source product, kept in position order;
 * an empty list removes the source's recommendations.
 */
export function storeManualRecommendations(
  scope: MockScope,
  recommendations: ManualRecommendations | undefined,
): StoreResult<null> {
  if (!recommendations?.SourceProduct?.Type || !recommendations.SourceProduct.ExternalId) {
    return fail(400, 'The source product is required.');
  }
  const source = recommendations.SourceProduct;
  if (!findProduct(scope.customerId, source.Type, source.ExternalId))
    return fail(400, `Product ${source.ExternalId} was not found.`);
  if (!Array.isArray(recommendations.TargetProducts)) return fail(400, 'The target products are required.');
  const invalid = invalidTargets(scope, recommendations);
  if (invalid) return fail(400, invalid);

  const state = store.get(scope);
  const TargetProducts = recommendations.TargetProducts.map(cleanPin).sort((a, b) => a.Position - b.Position);
  const others = state.list.filter((r) => productKey(r.SourceProduct) !== productKey(source));
  const index = state.list.findIndex((r) => productKey(r.SourceProduct) === productKey(source));
  if (TargetProducts.length === 0) {
    state.list = others;
  } else if (index === -1) {
    state.list = [
      ...others,
      { SourceProduct: { Type: source.Type, ExternalId: source.ExternalId }, TargetProducts },
    ];
  } else {
    state.list[index] = {
      SourceProduct: { Type: source.Type, ExternalId: source.ExternalId },
      TargetProducts,
    };
  }
  return ok(null);
}
