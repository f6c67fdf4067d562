import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { createKpiModel, KpiInputError, type KpiFilter } from './kpi-model';
import { dayNumber, isoDate } from './kpi/days';
import {
  acme,
  expectedMatch,
  filterArb,
  matchArb,
  nordic,
  periodArb,
  runs,
  sum,
  TODAY,
  typeArb,
} from './kpi/testing';

const labels = (rows: { RequestIdentity: { RequestLabel: string } }[]) =>
  rows.map((row) => row.RequestIdentity.RequestLabel);

describe('request lists', () => {
  test('PopularRequests are the highest-volume requests, by volume', () => {
    fc.assert(
      fc.property(filterArb, ({ model, filter }) => {
        const popular = model.popularRequests(filter);
        const counts = popular.map((row) => row.Count);
        expect(counts).toEqual([...counts].sort((a, b) => b - a));
        const listed = new Set(labels(popular));
        const lowest = counts.at(-1) ?? 0;
        const others = model.requestFunnels(filter).filter((row) => !listed.has(row.request.label));
        const limit = popular.length < 50 ? 0 : lowest;
        expect(others.every((row) => row.funnel.navigations <= limit)).toBe(true);
      }),
      runs,
    );
  });

  test('LowPerformingRequests: at least median volume and IR at most the 10th percentile, by volume', () => {
    fc.assert(
      fc.property(filterArb, ({ model, filter }) => {
        const rows = model.requestFunnels(filter).filter((row) => row.funnel.navigations > 0);
        const volumes = rows.map((row) => row.funnel.navigations).sort((a, b) => a - b);
        const median = volumes[Math.floor((volumes.length - 1) / 2)] ?? 0;
        const high = rows.filter((row) => row.funnel.navigations >= median);
        const ir = (row: (typeof rows)[number]) => row.funnel.sessions / row.funnel.navigations;
        const irs = high.map(ir).sort((a, b) => a - b);
        const p10 = irs[Math.max(0, Math.ceil(irs.length / 10) - 1)] ?? 0;
        const expected = high
          .filter((row) => ir(row) <= p10)
          .sort(
            (a, b) =>
              b.funnel.navigations - a.funnel.navigations || a.request.label.localeCompare(b.request.label),
          );
        expect(labels(model.lowPerformingRequests(filter))).toEqual(expected.map((row) => row.request.label));
        if (rows.length >= 10) expect(expected.length).toBeGreaterThan(0);
      }),
      runs,
    );
  });

  test('TrendingRequests: Recent is the period, Previous the same length before it; by growth', () => {
    fc.assert(
      fc.property(filterArb, ({ model, filter }) => {
        const start = dayNumber(filter.startDate) ?? 0;
        const length = (dayNumber(filter.endDate) ?? 0) - start + 1;
        const before = { ...filter, startDate: isoDate(start - length), endDate: isoDate(start - 1) };
        const volume = (f: KpiFilter, label: string) =>
          model.requestFunnels(f).find((row) => row.request.label === label)?.funnel.navigations;
        const trending = model.trendingRequests(filter);
        for (const row of trending.slice(0, 5)) {
          expect(row.Recent).toBe(volume(filter, row.RequestIdentity.RequestLabel));
          expect(row.Previous).toBe(volume(before, row.RequestIdentity.RequestLabel));
          expect(row.Recent).toBeGreaterThan(row.Previous);
        }
        const growth = trending.map((row) => row.Recent / Math.max(1, row.Previous));
        expect(growth).toEqual([...growth].sort((a, b) => b - a));
        expect(model.trendingRequests({ ...filter, interactionType: 3 })).toEqual(trending);
      }),
      runs,
    );
  });
});

describe('explore: matching queries', () => {
  test('the match types select exactly the requests they describe, case-insensitively', () => {
    fc.assert(
      fc.property(periodArb, typeArb, matchArb(acme, 'search'), (period, interactionType, match) => {
        const filter: KpiFilter = { navigationType: 'search', ...period, interactionType, match };
        const all = acme.requestFunnels({ ...filter, match: undefined });
        const expected = all
          .filter(
            (row) =>
              row.funnel.navigations > 0 &&
              expectedMatch(row.request.matchTexts, match.query, match.matchType),
          )
          .map((row) => row.request.label);
        expect(new Set(labels(acme.matchingQueries(filter)))).toEqual(new Set(expected));
        const counts = acme.matchingQueries(filter).map((row) => row.Count);
        expect(counts).toEqual([...counts].sort((a, b) => b - a));
      }),
      runs,
    );
  });

  test('Regex matches case-insensitively; an invalid one is refused with a clear message', () => {
    const filter: KpiFilter = { navigationType: 'search', startDate: '2026-10-01', endDate: '2026-10-31' };
    const found = labels(
      acme.matchingQueries({ ...filter, match: { query: '^REGEN.*(damen|herren)$', matchType: 5 } }),
    );
    expect(found.sort()).toEqual([
      'regenhose damen',
      'regenhose herren',
      'regenjacke damen',
      'regenjacke herren',
    ]);
    expect(() => acme.mainKpis({ ...filter, match: { query: 'jacke(', matchType: 5 } })).toThrow(
      KpiInputError,
    );
    expect(() => acme.kpisPerDay({ ...filter, match: { query: '[a-', matchType: 5 } })).toThrow(
      /not a valid regular expression/,
    );
  });
});

describe('inspect: one request', () => {
  test('GetAllInteractionTypesMainKpis lists All, Click, AddToCart, Purchase with one revenue', () => {
    fc.assert(
      fc.property(filterArb, fc.nat(), ({ model, filter }, pick) => {
        const rows = model.requestFunnels(filter);
        const label = rows[pick % rows.length]?.request.label ?? '';
        const entries = model.allInteractionTypesMainKpis(filter, label);
        expect(entries.map((e) => e.InteractionType)).toEqual([0, 1, 2, 3]);
        expect(new Set(entries.map((e) => e.Revenue)).size).toBe(1);
        for (const entry of entries) {
          const single = model.mainKpis({
            ...filter,
            interactionType: entry.InteractionType,
            match: { query: label, matchType: 0 },
          });
          expect(entry.Main).toEqual(single.Main);
        }
      }),
      runs,
    );
  });

  test('ProductsWithInteractions share out exactly the interactions after the request, by volume', () => {
    fc.assert(
      fc.property(filterArb, fc.nat(), ({ model, filter }, pick) => {
        const rows = model.popularRequests(filter);
        const label = rows[pick % Math.max(1, rows.length)]?.RequestIdentity.RequestLabel ?? 'regenjacke';
        const products = model.productsWithInteractions(filter, label);
        const volumes = products.map((p) => p.Volume);
        expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
        const { Main } = model.mainKpis({ ...filter, match: { query: label, matchType: 0 } });
        expect(sum(volumes)).toBe(Main.InteractionCount);
        expect(products.every((p) => p.Title !== '' && p.Url.startsWith('https://') && p.Price > 0)).toBe(
          true,
        );
      }),
      runs,
    );
  });

  test('friendly names: queries stay, navigations read as attributes, products by title', () => {
    expect(acme.friendlyName('search', 'regenjacke')).toBe('regenjacke');
    expect(acme.friendlyName('getentitiesbyattribute', 'Category=Jackets')).toBe('Category: Jackets');
    expect(acme.friendlyName('getentitiesbyattribute', 'Category=Jackets&Gender=Women')).toBe(
      'Category: Jackets, Gender: Women',
    );
    const product = acme.popularRequests({
      navigationType: 'getrelatedentities',
      startDate: '2026-10-01',
      endDate: '2026-10-31',
    })[0];
    expect(product?.RequestMapping?.Title).toBeTruthy();
    expect(acme.friendlyName('getrelatedentities', product?.RequestIdentity.RequestLabel ?? '')).toBe(
      product?.RequestMapping?.Title,
    );
    expect(acme.friendlyName('getrelatedentities', 'SKU-UNKNOWN')).toBe('SKU-UNKNOWN');
  });
});

describe('query refinements', () => {
  const thresholdsArb = fc.record({
    MinSessions: fc.option(fc.integer({ min: 0, max: 400 }), { nil: undefined }),
    MinRefinementRate: fc.option(fc.double({ min: 0, max: 0.1, noNaN: true }), { nil: undefined }),
    MinRefinedIr: fc.option(fc.double({ min: 0, max: 0.7, noNaN: true }), { nil: undefined }),
    MinIrRatio: fc.option(fc.double({ min: 0, max: 2, noNaN: true }), { nil: undefined }),
  });

  test('only suggestions that pass the thresholds are listed, and stricter thresholds list fewer', () => {
    fc.assert(
      fc.property(periodArb, thresholdsArb, (period, limits) => {
        const loose = acme.refinements(period);
        const strict = acme.refinements(period, limits);
        for (const [query, detail] of Object.entries(strict.ByQuery)) {
          expect(detail.Suggestions.length).toBeGreaterThan(0);
          expect(detail.OriginalQueryPopularity).toBe(
            acme.mainKpis({ navigationType: 'search', ...period, match: { query, matchType: 0 } }).Main
              .NavigationCount,
          );
          for (const s of detail.Suggestions) {
            expect(s.RefinementSessionCount).toBeGreaterThanOrEqual(limits.MinSessions ?? 1);
            expect(s.RefinementRate).toBeGreaterThanOrEqual(limits.MinRefinementRate ?? 0);
            expect(s.RefinedIr).toBeGreaterThanOrEqual(limits.MinRefinedIr ?? 0);
            expect(s.RefinedToOriginalIr).toBeGreaterThanOrEqual(limits.MinIrRatio ?? 0);
            expect(s.RefinementRate).toBeCloseTo(
              s.RefinementSessionCount / detail.OriginalQueryPopularity,
              12,
            );
            expect(s.RefinedToOriginalIr).toBeCloseTo(s.RefinedIr / detail.OriginalQueryIr, 12);
            expect(loose.ByQuery[query]?.Suggestions).toContainEqual(s);
          }
        }
      }),
      runs,
    );
  });

  test('about twenty queries with realistic refinements ("jacke" to "regenjacke", typos corrected)', () => {
    const { ByQuery } = acme.refinements({ startDate: '2026-10-01', endDate: '2026-10-31' });
    expect(Object.keys(ByQuery).length).toBeGreaterThanOrEqual(15);
    expect(Object.keys(ByQuery).length).toBeLessThanOrEqual(20);
    expect(ByQuery.jacke?.Suggestions.map((s) => s.RefinementQuery)).toContain('regenjacke');
    expect(ByQuery.regenjake?.Suggestions.map((s) => s.RefinementQuery)).toEqual(['regenjacke']);
    expect(
      Object.keys(nordic.refinements({ startDate: '2026-10-01', endDate: '2026-10-31' }).ByQuery),
    ).toContain('jacket');
  });
});

describe('determinism and speed', () => {
  test('a fresh model of the same scope answers the same', () => {
    const again = createKpiModel({ customerId: 'acme', storefrontId: 'acme-de', languageCode: 'de' }, TODAY);
    const filter: KpiFilter = {
      navigationType: 'search',
      startDate: '2025-03-01',
      endDate: '2025-04-15',
      interactionType: 2,
    };
    expect(again.mainKpis(filter)).toEqual(acme.mainKpis(filter));
    expect(again.popularRequests(filter)).toEqual(acme.popularRequests(filter));
  });
});
