import { describe, expect, test } from 'vitest';
import type { JournalEntry, JournalRuleType } from '@/journal/entry';
import { concernsRanking, rankSeries } from './rank-changes';

const product = { Type: 'product', ExternalId: 'SKU-1' };
const other = { Type: 'product', ExternalId: 'SKU-2' };
const pin = (entity: typeof product) => ({ Entity: entity, Position: 2 });

function entry(ruleType: JournalRuleType, before: unknown, after: unknown): JournalEntry {
  return {
    id: '1',
    userId: 'u',
    userName: 'U',
    at: 0,
    scopeKey: 's',
    scope: { customerId: 'c', storefrontId: 's', languageCode: 'en' },
    ruleType,
    before,
    after,
    beforeKnown: true,
    reloadStatus: null,
    source: 'edit',
  };
}

describe('the changes that bear on a rank', () => {
  const shoes = { kind: 'navigation', attribute: 'Category', value: 'Shoes' } as const;

  test("the product's own pins count wherever they apply; other products' only where they apply in the ranking", () => {
    const own = entry('pins.query', null, { Query: 'boots', Pin: pin(product) });
    expect(concernsRanking(own, product, shoes)).toBe(true);
    const otherHere = entry('pins.navigation', null, {
      NavigationAttribute: 'category',
      NavigationValue: 'SHOES',
      Pin: pin(other),
    });
    expect(concernsRanking(otherHere, product, shoes)).toBe(true);
    expect(concernsRanking(entry('pins.global', { Pin: pin(other) }, null), product, shoes)).toBe(true);
    expect(
      concernsRanking(entry('pins.query', null, { Query: 'boots', Pin: pin(other) }), product, shoes),
    ).toBe(false);
    expect(concernsRanking(entry('synonyms', null, { Query: 'SKU-1', Synonyms: [] }), product, shoes)).toBe(
      false,
    );
  });

  test('a pin moved away from the product still counts', () => {
    const moved = entry(
      'pins.query',
      { Query: 'boots', Pin: pin(product) },
      { Query: 'boots', Pin: pin(other) },
    );
    expect(concernsRanking(moved, product, { kind: 'global' })).toBe(true);
  });

  test('the averages count ranked days only', () => {
    const history = [5, -1, 1_000_000_100, 3].map((Rank, i) => ({
      Rank,
      DateUtc: `2026-03-0${i + 1}T00:00:00Z`,
      ExtraKpis: { PulseScore: 0, Momentum: 0, Popularity: 0 },
    }));
    const days = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05'];
    const series = rankSeries(days, history, 'Rank', 'de');
    expect(series.values).toEqual([5, null, null, 3, null]);
    expect(series.format(4.25)).toBe('4,3');
  });
});
