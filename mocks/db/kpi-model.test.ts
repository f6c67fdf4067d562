import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { KpiFilter } from './kpi-model';
import { dayNumber, isoDate } from './kpi/days';
import { acme, cents, filterArb, matchArb, periodArb, runs, sum, todayDay, typeArb } from './kpi/testing';

describe('totals and daily series', () => {
  test('the days of KpisPerDay add up to GetMainKpis (volume, interactions, revenue)', () => {
    fc.assert(
      fc.property(filterArb, ({ model, filter }) => {
        const main = model.mainKpis(filter);
        const days = model.dailyFunnels(filter);
        expect(sum(days.map((d) => d.funnel.navigations))).toBe(main.Main.NavigationCount);
        expect(sum(days.map((d) => d.funnel.interactions))).toBe(main.Main.InteractionCount);
        const perDay = model.kpisPerDay(filter);
        expect(perDay.map((d) => d.Date)).toEqual(days.map((d) => d.date));
        expect(sum(perDay.map((d) => d.Count))).toBe(main.Main.NavigationCount);
        expect(sum(perDay.map((d) => cents(d.Revenue)))).toBe(cents(main.Revenue));
      }),
      runs,
    );
  });

  test('with a match, the days add up to the matching queries and to GetMainKpisForMatchingQueries', () => {
    fc.assert(
      fc.property(periodArb, typeArb, matchArb(acme, 'search'), (period, interactionType, match) => {
        const filter: KpiFilter = { navigationType: 'search', ...period, interactionType, match };
        const main = acme.mainKpis(filter);
        expect(sum(acme.kpisPerDay(filter).map((d) => d.Count))).toBe(main.Main.NavigationCount);
        expect(sum(acme.kpisPerDay(filter).map((d) => cents(d.Revenue)))).toBe(cents(main.Revenue));
        expect(sum(acme.dailyFunnels(filter).map((d) => d.funnel.interactions))).toBe(
          main.Main.InteractionCount,
        );
        expect(sum(acme.matchingQueries(filter).map((q) => q.Count))).toBe(main.Main.NavigationCount);
      }),
      runs,
    );
  });

  test('adjacent periods add up, and days outside the two years of history have no traffic', () => {
    fc.assert(
      fc.property(filterArb, fc.integer({ min: 1, max: 60 }), ({ model, filter }, extra) => {
        const start = dayNumber(filter.startDate) ?? 0;
        const end = dayNumber(filter.endDate) ?? 0;
        const next = { ...filter, startDate: isoDate(end + 1), endDate: isoDate(end + extra) };
        const whole = { ...filter, endDate: next.endDate };
        const count = (f: KpiFilter) => model.mainKpis(f).Main.NavigationCount;
        expect(count(filter) + count(next)).toBe(count(whole));
        const before = {
          ...filter,
          startDate: isoDate(todayDay - 800 - (end - start)),
          endDate: isoDate(todayDay - 800),
        };
        const future = { ...filter, startDate: isoDate(todayDay + 1), endDate: isoDate(todayDay + extra) };
        for (const outside of [before, future]) {
          expect(model.mainKpis(outside)).toMatchObject({
            Main: { NavigationCount: 0, InteractionCount: 0 },
            Revenue: 0,
          });
          expect(model.popularRequests(outside)).toEqual([]);
        }
      }),
      runs,
    );
  });
});

describe('rates and revenue', () => {
  test('rates lie in [0, 1], IPN is interactions per navigation and IR never exceeds it', () => {
    fc.assert(
      fc.property(filterArb, ({ model, filter }) => {
        const { Main } = model.mainKpis(filter);
        expect(Main.InteractionsPerNav).toBe(
          Main.NavigationCount > 0 ? Main.InteractionCount / Main.NavigationCount : 0,
        );
        expect(Main.InteractionRate).toBeGreaterThanOrEqual(0);
        expect(Main.InteractionRate).toBeLessThanOrEqual(Math.min(1, Main.InteractionsPerNav));
        const rows = [...model.popularRequests(filter), ...model.lowPerformingRequests(filter)];
        for (const rate of [
          ...rows.map((r) => r.InteractionRate),
          ...model.kpisPerDay(filter).map((d) => d.InteractionRate),
        ]) {
          expect(rate >= 0 && rate <= 1).toBe(true);
        }
      }),
      runs,
    );
  });

  test('revenue comes only from purchases: the same for every interaction type, zero without purchases', () => {
    fc.assert(
      fc.property(filterArb, ({ model, filter }) => {
        const [all, click, cart, purchase] = ([0, 1, 2, 3] as const).map((t) =>
          model.mainKpis({ ...filter, interactionType: t }),
        );
        if (!all || !click || !cart || !purchase) throw new Error('four interaction types');
        expect(new Set([all, click, cart, purchase].map((r) => r.Revenue)).size).toBe(1);
        if (purchase.Main.InteractionCount === 0) expect(purchase.Revenue).toBe(0);
        expect(
          Math.abs(purchase.Main.InteractionPrice * purchase.Main.InteractionCount - purchase.Revenue),
        ).toBeLessThanOrEqual(0.005 * purchase.Main.InteractionCount + 0.01);
        expect(click.Main.InteractionCount).toBeGreaterThanOrEqual(cart.Main.InteractionCount);
        expect(cart.Main.InteractionCount).toBeGreaterThanOrEqual(purchase.Main.InteractionCount);
        expect(all.Main.InteractionCount).toBe(
          click.Main.InteractionCount + cart.Main.InteractionCount + purchase.Main.InteractionCount,
        );
      }),
      runs,
    );
  });

  test('the interaction type and the period change the answer', () => {
    const month = { navigationType: 'search' as const, startDate: '2026-10-01', endDate: '2026-10-31' };
    const clicks = acme.mainKpis({ ...month, interactionType: 1 });
    const purchases = acme.mainKpis({ ...month, interactionType: 3 });
    expect(clicks.Main.InteractionCount).toBeGreaterThan(purchases.Main.InteractionCount);
    expect(clicks.Main.InteractionLabel).not.toBe(purchases.Main.InteractionLabel);
    const june = acme.mainKpis({ ...month, startDate: '2026-06-01', endDate: '2026-06-30' });
    expect(june.Main.NavigationCount).not.toBe(clicks.Main.NavigationCount);
    expect(acme.popularRequests({ ...month, startDate: '2026-06-01', endDate: '2026-06-30' })).not.toEqual(
      acme.popularRequests(month),
    );
  });
});

describe('A/B splits', () => {
  const splitArb = fc.subarray(['control', 'variant-a', 'variant-b'], { minLength: 1 });

  test("a split's numbers never exceed those of all sessions", () => {
    fc.assert(
      fc.property(periodArb, typeArb, splitArb, (period, interactionType, splits) => {
        const filter: KpiFilter = { navigationType: 'search', ...period, interactionType };
        const all = acme.mainKpis(filter);
        const part = acme.mainKpis({ ...filter, splits });
        expect(part.Main.NavigationCount).toBeLessThanOrEqual(all.Main.NavigationCount);
        expect(part.Main.InteractionCount).toBeLessThanOrEqual(all.Main.InteractionCount);
        expect(part.Revenue).toBeLessThanOrEqual(all.Revenue);
        expect(sum(acme.kpisPerDay({ ...filter, splits }).map((d) => d.Count))).toBe(
          part.Main.NavigationCount,
        );
      }),
      { numRuns: 20 },
    );
  });

  test('all splits together are all sessions; an unknown split has none', () => {
    const filter: KpiFilter = { navigationType: 'search', startDate: '2026-10-01', endDate: '2026-10-31' };
    expect(acme.mainKpis({ ...filter, splits: ['variant-b', 'control', 'variant-a'] })).toEqual(
      acme.mainKpis(filter),
    );
    const control = acme.mainKpis({ ...filter, splits: ['control'] }).Main.NavigationCount;
    expect(control).toBeGreaterThan(0.4 * acme.mainKpis(filter).Main.NavigationCount);
    expect(control).toBeLessThan(0.6 * acme.mainKpis(filter).Main.NavigationCount);
    expect(acme.mainKpis({ ...filter, splits: ['no-such-split'] }).Main.NavigationCount).toBe(0);
  });
});
