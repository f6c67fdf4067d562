import { beforeEach, describe, expect, test } from 'vitest';
import {
  getPinNavigationValues,
  getProductPositionOverridesWithProducts,
  getPulseRankingForProduct,
  getPulseRankingsGlobal,
  getPulseRankingsPerNavigation,
  getPulseRankingsPerQuery,
  getRequestAliases,
} from '@/api/generated/endpoints/pulse/pulse';
import { AccessDeniedError, HttpError } from '@/api/errors';
import { categories, catalogueFor } from '../db/catalogue';
import { dayIso } from '../db/pin-fields';
import { demoScope, signInForTests } from '../../tests/auth';

const scope = demoScope;
const OUT_OF_RANGE = 1_000_000_000;

beforeEach(() => {
  signInForTests();
});

describe('seeded pins', () => {
  test('every variant has active, scheduled and expired pins, each with its product', async () => {
    const pins = await getProductPositionOverridesWithProducts(scope);
    const now = Date.now();
    for (const list of [pins.Global, pins.Query, pins.Navigation]) {
      expect(list).toHaveLength(5);
      const windows = list.map(({ Pin: { Pin } }) => {
        if (Pin.StartTime && Date.parse(Pin.StartTime) > now) return 'scheduled';
        if (Pin.EndTime && Date.parse(Pin.EndTime) <= now) return 'expired';
        return 'active';
      });
      expect(new Set(windows)).toEqual(new Set(['active', 'scheduled', 'expired']));
      for (const { Product, Pin } of list) expect(Product.Entity).toEqual(Pin.Pin.Entity);
    }
  });

  test('an active global pin puts its product at its position; a scheduled one does not', async () => {
    const { Global } = await getProductPositionOverridesWithProducts(scope);
    const { PulseRankings } = await getPulseRankingsGlobal({ ...scope, topRankedCount: 10 });
    const now = Date.now();
    const active = Global.map((g) => g.Pin.Pin).filter(
      (p) => (!p.StartTime || Date.parse(p.StartTime) <= now) && (!p.EndTime || Date.parse(p.EndTime) > now),
    );
    const scheduled = Global.map((g) => g.Pin.Pin).filter(
      (p) => p.StartTime && Date.parse(p.StartTime) > now,
    );
    expect(active.length).toBeGreaterThan(0);
    for (const pin of active) {
      expect(PulseRankings[pin.Position - 1]!.Product.Entity).toEqual(pin.Entity);
      expect(PulseRankings[pin.Position - 1]!.Rank).toBe(pin.Position);
    }
    for (const pin of scheduled)
      expect(PulseRankings[pin.Position - 1]!.Product.Entity).not.toEqual(pin.Entity);
  });
});

describe('rankings', () => {
  test('the global top N comes in rank order with 30 days of history', async () => {
    const top = await getPulseRankingsGlobal({ ...scope, topRankedCount: 50 });
    expect(top.PulseRankings).toHaveLength(50);
    expect(top.TotalItems).toBe(catalogueFor('acme').length);
    expect(top.PulseRankings.map((r) => r.Rank)).toEqual(top.PulseRankings.map((_, i) => i + 1));
    for (const entry of top.PulseRankings) {
      expect(entry.History).toHaveLength(30);
      expect(entry.History.at(-1)!.DateUtc).toBe(dayIso(-1));
      expect(entry.History[0]!.DateUtc).toBe(dayIso(-30));
    }
    const historyRanks = top.PulseRankings.flatMap((r) => r.History.map((h) => h.Rank));
    expect(historyRanks).toContain(-1);
    expect(historyRanks.some((rank) => rank > OUT_OF_RANGE)).toBe(true);

    const whole = await getPulseRankingsGlobal({ ...scope, topRankedCount: 1000 });
    const ranks = whole.PulseRankings.map((r) => r.Rank);
    expect(ranks).toContain(-1);
    expect(ranks).toContain(OUT_OF_RANGE + 100);
  });

  test('query rankings page 1-based by 20; an unknown query has no ranking', async () => {
    const first = await getPulseRankingsPerQuery({ ...scope, query: 'jacket', page: 1 });
    const second = await getPulseRankingsPerQuery({ ...scope, query: 'jacket', page: 2 });
    expect(first.PulseRankings).toHaveLength(20);
    expect(first.TotalItems).toBeGreaterThan(20);
    expect(second.PulseRankings[0]!.Rank).toBe(21);
    const none = await getPulseRankingsPerQuery({ ...scope, query: 'xylophone', page: 1 });
    expect(none).toEqual({ PulseRankings: [], TotalItems: 0 });
  });

  test('a navigation ranking holds only the products of that page', async () => {
    const shoes = await getPulseRankingsPerNavigation({
      ...scope,
      navigationAttribute: 'Category',
      navigationValue: 'Shoes',
      page: 1,
    });
    const catalogue = catalogueFor('acme');
    const category = (id: string) => catalogue.find((p) => p.Entity.ExternalId === id)!.Attributes.Category;
    expect(shoes.TotalItems).toBe(catalogue.filter((p) => p.Attributes.Category === 'Shoes').length);
    expect(shoes.PulseRankings.every((r) => category(r.Product.Entity.ExternalId) === 'Shoes')).toBe(true);
  });

  test('a product ranking follows its context; a product outside it has rank -1', async () => {
    const { PulseRankings } = await getPulseRankingsGlobal({ ...scope, topRankedCount: 1 });
    const best = PulseRankings[0]!.Product.Entity;
    const ranked = await getPulseRankingForProduct({
      ...scope,
      productType: best.Type,
      productExternalId: best.ExternalId,
    });
    expect(ranked.Rank).toBe(1);
    const tent = catalogueFor('acme').find((p) => p.Attributes.Category === 'Tents')!.Entity;
    const outside = await getPulseRankingForProduct({
      ...scope,
      productType: tent.Type,
      productExternalId: tent.ExternalId,
      navigationAttribute: 'Category',
      navigationValue: 'Shoes',
    });
    expect(outside.Rank).toBe(-1);
    const both = getPulseRankingForProduct({
      ...scope,
      productType: 'product',
      productExternalId: tent.ExternalId,
      query: 'tent',
      navigationAttribute: 'Category',
      navigationValue: 'Tents',
    });
    await expect(both).rejects.toMatchObject({ status: 400 });
    await expect(both).rejects.toBeInstanceOf(HttpError);
  });

  test('navigation values are the sorted catalogue values; request aliases are the known queries', async () => {
    expect(await getPinNavigationValues({ ...scope, attributeName: 'Category' })).toEqual(
      [...categories].sort(),
    );
    expect(await getPinNavigationValues({ ...scope, attributeName: 'NoSuchAttribute' })).toEqual([]);
    const aliases = await getRequestAliases(scope);
    expect(aliases).toContain('rain jacket');
    expect(aliases).toEqual([...aliases].sort((a, b) => a.localeCompare(b)));
  });
});

test('a user without PulseAccess is refused', async () => {
  signInForTests('limited@demo.test');
  await expect(getPulseRankingsGlobal({ ...scope, topRankedCount: 10 })).rejects.toBeInstanceOf(
    AccessDeniedError,
  );
  await expect(getProductPositionOverridesWithProducts(scope)).rejects.toBeInstanceOf(AccessDeniedError);
});
