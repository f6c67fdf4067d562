import { beforeEach, describe, expect, test } from 'vitest';
import {
  addManualRecommendations,
  getManualRecommendationProducts,
  getManualRecommendations,
} from '@/api/generated/endpoints/manual-recommendations/manual-recommendations';
import { AccessDeniedError, HttpError } from '@/api/errors';
import type { Entity, ProductPositionOverride } from '@/api/generated/model';
import { catalogueFor } from '../db/catalogue';
import { demoScope, signInForTests } from '../../tests/auth';

const scope = demoScope;
const entity = (index: number): Entity => catalogueFor('acme')[index]!.Entity;
const target = (
  index: number,
  Position: number,
  extra: Partial<ProductPositionOverride> = {},
): ProductPositionOverride => ({
  Entity: entity(index),
  Position,
  ...extra,
});

async function refused(
  TargetProducts: ProductPositionOverride[],
  SourceProduct = entity(0),
): Promise<HttpError> {
  const error = await addManualRecommendations(
    { ManualRecommendations: { SourceProduct, TargetProducts } },
    scope,
  ).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  expect((error as HttpError).status).toBe(400);
  return error as HttpError;
}

beforeEach(() => {
  signInForTests();
});

describe('manual recommendations', () => {
  test('each scope starts with source products recommending 2–5 products at positions 1..n', async () => {
    const all = await getManualRecommendations(scope);
    expect(all.length).toBe(8);
    for (const { TargetProducts } of all) {
      expect(TargetProducts.length).toBeGreaterThanOrEqual(2);
      expect(TargetProducts.length).toBeLessThanOrEqual(5);
      expect(TargetProducts.map((t) => t.Position)).toEqual(TargetProducts.map((_, i) => i + 1));
    }
    expect(all.some(({ TargetProducts }) => TargetProducts.some((t) => t.StartTime || t.EndTime))).toBe(true);
  });

  test('storing replaces the whole target list of the source product', async () => {
    const [first] = await getManualRecommendations(scope);
    const targets = [
      target(11, 1),
      target(12, 2, { StartTime: '2026-12-01T00:00:00Z', EndTime: '2026-12-24T00:00:00Z' }),
    ];
    expect(
      await addManualRecommendations(
        { ManualRecommendations: { SourceProduct: first!.SourceProduct, TargetProducts: targets } },
        scope,
      ),
    ).toBe(2);
    const stored = (await getManualRecommendations(scope)).find(
      (r) => r.SourceProduct.ExternalId === first!.SourceProduct.ExternalId,
    );
    expect(stored?.TargetProducts).toEqual(targets);
  });

  test('new positions reorder the targets', async () => {
    const [first] = await getManualRecommendations(scope);
    const reversed = first!.TargetProducts.map((t, i, list) => ({ ...t, Position: list.length - i }));
    await addManualRecommendations(
      { ManualRecommendations: { SourceProduct: first!.SourceProduct, TargetProducts: reversed } },
      scope,
    );
    const [stored] = (await getManualRecommendations(scope)).filter(
      (r) => r.SourceProduct.ExternalId === first!.SourceProduct.ExternalId,
    );
    expect(stored!.TargetProducts.map((t) => t.Entity)).toEqual(
      [...first!.TargetProducts].reverse().map((t) => t.Entity),
    );
    expect(stored!.TargetProducts.map((t) => t.Position)).toEqual(
      first!.TargetProducts.map((t) => t.Position),
    );
  });

  test('a new source product is added; an empty target list removes it again', async () => {
    const source = entity(200);
    await addManualRecommendations(
      { ManualRecommendations: { SourceProduct: source, TargetProducts: [target(201, 1)] } },
      scope,
    );
    expect((await getManualRecommendations(scope)).map((r) => r.SourceProduct)).toContainEqual(source);
    await addManualRecommendations(
      { ManualRecommendations: { SourceProduct: source, TargetProducts: [] } },
      scope,
    );
    expect((await getManualRecommendations(scope)).map((r) => r.SourceProduct)).not.toContainEqual(source);
  });

  test('invalid recommendations answer 400 and store nothing', async () => {
    const before = await getManualRecommendations(scope);
    const duplicate = await refused([target(5, 1), target(5, 2)]);
    expect(duplicate.serverError?.UserMessage).toBe(`Product ${entity(5).ExternalId} is recommended twice.`);
    expect((await refused([target(5, 0)])).serverError?.UserMessage).toMatch(/position/i);
    expect(
      (await refused([target(5, 1, { StartTime: '2026-12-10T00:00:00Z', EndTime: '2026-12-01T00:00:00Z' })]))
        .serverError?.UserMessage,
    ).toMatch(/end time/i);
    expect(
      (await refused([{ Entity: { Type: 'product', ExternalId: 'SKU-999999' }, Position: 1 }])).serverError
        ?.UserMessage,
    ).toBe('Product SKU-999999 was not found.');
    await refused([target(5, 1)], { Type: 'product', ExternalId: 'SKU-999999' });
    expect(await getManualRecommendations(scope)).toEqual(before);
  });
});

describe('product search', () => {
  test('pages 1-based through the catalogue; without a query it lists everything', async () => {
    const catalogue = catalogueFor('acme');
    const first = await getManualRecommendationProducts({ ...scope, page: 1 });
    expect(first.TotalProducts).toBe(catalogue.length);
    expect(first.Products[0]!.Entity).toEqual(catalogue[0]!.Entity);
    const second = await getManualRecommendationProducts({ ...scope, page: 2 });
    expect(second.Products[0]!.Entity).toEqual(catalogue[first.Products.length]!.Entity);

    const tents = await getManualRecommendationProducts({ ...scope, query: 'tent', page: 1 });
    expect(tents.TotalProducts).toBeGreaterThan(0);
    expect(tents.TotalProducts).toBeLessThan(catalogue.length);
    const categories = tents.Products.map(
      (p) => catalogue.find((c) => c.Entity.ExternalId === p.Entity.ExternalId)?.Attributes.Category,
    );
    expect(new Set(categories)).toEqual(new Set(['Tents']));
  });

  test('an empty query is refused: the contract wants it left out', async () => {
    const error = await getManualRecommendationProducts({ ...scope, query: '', page: 1 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
  });
});

test('a user without ManualRecommendationsAccess is refused', async () => {
  signInForTests('limited@demo.test');
  await expect(getManualRecommendations(scope)).rejects.toBeInstanceOf(AccessDeniedError);
});
