import { beforeEach, describe, expect, test } from 'vitest';
import {
  addProductPositionOverrideGlobal,
  addProductPositionOverridePerNavigation,
  addProductPositionOverridePerQuery,
  deleteProductPositionOverrideGlobal,
  deleteProductPositionOverridePerNavigation,
  deleteProductPositionOverridePerQuery,
  getProductPositionOverridesForProduct,
  getProductPositionOverridesWithProducts,
  getPulseRankingsGlobal,
  getPulseRankingsPerNavigation,
  getPulseRankingsPerQuery,
  updateProductPositionOverrideGlobal,
  updateProductPositionOverridePerNavigation,
  updateProductPositionOverridePerQuery,
} from '@/api/generated/endpoints/pulse/pulse';
import { HttpError } from '@/api/errors';
import type {
  NavigationProductPositionOverride as Nav,
  PinsWithProductsResponse,
  ProductPositionOverride,
  QueryProductPositionOverride as Query,
  RankingHistory,
} from '@/api/generated/model';
import { catalogueFor } from '../db/catalogue';
import { dayIso } from '../db/pin-fields';
import { demoScope, signInForTests } from '../../tests/auth';

const scope = demoScope;

interface Override {
  Pin: ProductPositionOverride;
  Query?: string;
  NavigationAttribute?: string;
  NavigationValue?: string;
}

/** The three pin variants, driven through the same checks. */
const variants = [
  {
    name: 'Global',
    context: {},
    add: (o: Override) => addProductPositionOverrideGlobal({ ProductPositionOverride: o }, scope),
    update: (old: Override, updated: Override) =>
      updateProductPositionOverrideGlobal(
        { OldProductPositionOverride: old, UpdatedProductPositionOverride: updated },
        scope,
      ),
    remove: (o: Override) =>
      deleteProductPositionOverrideGlobal({ ProductPositionOverrideToDelete: o }, scope),
    listed: (r: PinsWithProductsResponse): Override[] => r.Global.map((p) => p.Pin),
    ranking: async (): Promise<RankingHistory[]> =>
      (await getPulseRankingsGlobal({ ...scope, topRankedCount: 20 })).PulseRankings,
  },
  {
    name: 'PerQuery',
    context: { Query: 'rain jacket' },
    add: (o: Override) => addProductPositionOverridePerQuery({ ProductPositionOverride: o as Query }, scope),
    update: (old: Override, updated: Override) =>
      updateProductPositionOverridePerQuery(
        { OldProductPositionOverride: old as Query, UpdatedProductPositionOverride: updated as Query },
        scope,
      ),
    remove: (o: Override) =>
      deleteProductPositionOverridePerQuery({ ProductPositionOverrideToDelete: o as Query }, scope),
    listed: (r: PinsWithProductsResponse): Override[] => r.Query.map((p) => p.Pin),
    ranking: async () =>
      (await getPulseRankingsPerQuery({ ...scope, query: 'rain jacket', page: 1 })).PulseRankings,
  },
  {
    name: 'PerNavigation',
    context: { NavigationAttribute: 'Category', NavigationValue: 'Shoes' },
    add: (o: Override) =>
      addProductPositionOverridePerNavigation({ ProductPositionOverride: o as Nav }, scope),
    update: (old: Override, updated: Override) =>
      updateProductPositionOverridePerNavigation(
        { OldProductPositionOverride: old as Nav, UpdatedProductPositionOverride: updated as Nav },
        scope,
      ),
    remove: (o: Override) =>
      deleteProductPositionOverridePerNavigation({ ProductPositionOverrideToDelete: o as Nav }, scope),
    listed: (r: PinsWithProductsResponse): Override[] => r.Navigation.map((p) => p.Pin),
    ranking: async () =>
      (
        await getPulseRankingsPerNavigation({
          ...scope,
          navigationAttribute: 'Category',
          navigationValue: 'Shoes',
          page: 1,
        })
      ).PulseRankings,
  },
];

async function status(
  promise: Promise<unknown>,
): Promise<{ status: number | null; message: string | undefined }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return { status: (error as HttpError).status, message: (error as HttpError).serverError?.UserMessage };
}

beforeEach(() => {
  signInForTests();
});

describe.each(variants)('$name pins', (variant) => {
  // A shoe that no seeded pin of any variant uses, so the ranking checks see only this pin.
  async function freshPin(): Promise<Override> {
    const taken = new Set(
      variant
        .listed(await getProductPositionOverridesWithProducts(scope))
        .map((o) => o.Pin.Entity.ExternalId),
    );
    const product = catalogueFor('acme').filter(
      (p) => p.Attributes.Category === 'Shoes' && !taken.has(p.Entity.ExternalId),
    )[25]!;
    return {
      ...variant.context,
      Pin: { Entity: product.Entity, Position: 3, StartTime: dayIso(-2), EndTime: dayIso(10) },
    };
  }
  const pins = async () => variant.listed(await getProductPositionOverridesWithProducts(scope));

  test('an added pin is listed with its product and moves the product to its position', async () => {
    const pin = await freshPin();
    expect(await variant.add(pin)).toBe(2);
    expect(await pins()).toContainEqual(pin);
    const forProduct = await getProductPositionOverridesForProduct({
      ...scope,
      productType: pin.Pin.Entity.Type,
      productExternalId: pin.Pin.Entity.ExternalId,
    });
    expect(variant.listed(forProduct)).toEqual([pin]);
    const ranked = (await variant.ranking())[2]!;
    expect(ranked.Product.Entity).toEqual(pin.Pin.Entity);
    expect(ranked.Rank).toBe(3);
    expect(ranked.PinHistory.at(-1)).toEqual({ Rank: 3, DateUtc: dayIso(-1) });
  });

  test('invalid pins answer 400 and store nothing', async () => {
    const pin = await freshPin();
    await variant.add(pin);
    const before = await pins();
    const duplicate = await status(variant.add({ ...pin, Pin: { ...pin.Pin, Position: 7 } }));
    expect(duplicate.status).toBe(400);
    expect(duplicate.message).toMatch(/already pinned/);
    const other = { ...pin, Pin: { ...pin.Pin, Entity: catalogueFor('acme')[1]!.Entity } };
    expect((await status(variant.add({ ...other, Pin: { ...other.Pin, Position: 0 } }))).status).toBe(400);
    expect((await status(variant.add({ ...other, Pin: { ...other.Pin, Position: 1.5 } }))).status).toBe(400);
    const backwards = await status(
      variant.add({ ...other, Pin: { ...other.Pin, StartTime: dayIso(5), EndTime: dayIso(1) } }),
    );
    expect(backwards).toMatchObject({ status: 400, message: expect.stringMatching(/end time/) });
    expect(await pins()).toEqual(before);
  });

  test('an update based on the stored pin is saved; a stale one answers 409 and changes nothing', async () => {
    const pin = await freshPin();
    await variant.add(pin);
    const moved = { ...pin, Pin: { ...pin.Pin, Position: 1 } };
    expect(await variant.update(pin, moved)).toBe(2);
    expect(await pins()).toContainEqual(moved);
    expect((await variant.ranking())[0]!.Product.Entity).toEqual(pin.Pin.Entity);

    expect((await status(variant.update(pin, { ...pin, Pin: { ...pin.Pin, Position: 9 } }))).status).toBe(
      409,
    );
    expect(await pins()).toContainEqual(moved);
    const missing = { ...pin, Pin: { ...pin.Pin, Entity: { Type: 'product', ExternalId: 'SKU-999999' } } };
    expect((await status(variant.update(missing, moved))).status).toBe(404);
  });

  test('a deleted pin is gone; deleting a stale or missing pin answers 404', async () => {
    const pin = await freshPin();
    await variant.add(pin);
    expect((await status(variant.remove({ ...pin, Pin: { ...pin.Pin, Position: 4 } }))).status).toBe(404);
    expect(await pins()).toContainEqual(pin);
    expect(await variant.remove(pin)).toBe(2);
    expect(await pins()).not.toContainEqual(pin);
    expect((await variant.ranking())[2]!.Product.Entity).not.toEqual(pin.Pin.Entity);
    expect((await status(variant.remove(pin))).status).toBe(404);
  });
});

test('a context is required for local pins', async () => {
  const Pin = { Entity: catalogueFor('acme')[0]!.Entity, Position: 1 };
  expect(
    await status(addProductPositionOverridePerQuery({ ProductPositionOverride: { Query: ' ', Pin } }, scope)),
  ).toEqual({
    status: 400,
    message: 'Query is required',
  });
  const nav = addProductPositionOverridePerNavigation(
    { ProductPositionOverride: { NavigationAttribute: 'Category', NavigationValue: '', Pin } },
    scope,
  );
  expect((await status(nav)).status).toBe(400);
});
