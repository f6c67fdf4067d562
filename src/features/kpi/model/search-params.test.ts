import { describe, expect, it } from 'vitest';
import { resolveKpiView } from './kpi-view';
import { exploreSearchSchema, inspectSearchSchema, overviewSearchSchema } from './search-params';

const today = '2026-03-18';

describe('KPI search params', () => {
  it('keeps valid values as they are', () => {
    const search = overviewSearchSchema.parse({
      startDate: '2026-02-01',
      endDate: '2026-02-28',
      chartType: 'bar',
      metrics: ['revenue', 'volume'],
      interactionType: 'purchase',
      split: ['control', 'variant-b'],
      table: 'trending',
    });
    expect(search).toEqual({
      startDate: '2026-02-01',
      endDate: '2026-02-28',
      chartType: 'bar',
      metrics: ['revenue', 'volume'],
      interactionType: 'purchase',
      split: ['control', 'variant-b'],
      table: 'trending',
    });
  });

  it("accepts only spec §3's URL forms of the interaction type; 'all' and odd values mean the default", () => {
    for (const interactionType of ['click', 'addtocart', 'purchase'] as const) {
      expect(overviewSearchSchema.parse({ interactionType })).toEqual({ interactionType });
    }
    for (const odd of ['all', 'All', 0, 3, '', ['click'], { a: 1 }, null, 'PURCHASE']) {
      expect(overviewSearchSchema.parse({ interactionType: odd })).toEqual({});
    }
  });

  it('drops bad values instead of failing', () => {
    const search = overviewSearchSchema.parse({
      startDate: '2026-02-30',
      endDate: 'yesterday',
      chartType: 'pie',
      metrics: ['bogus'],
      interactionType: 'view',
      split: [{}],
      table: 7,
    });
    expect(search).toEqual({});
    const view = resolveKpiView(search, today);
    expect(view).toEqual({
      range: { startDate: '2026-02-16', endDate: '2026-03-17' },
      chartType: 'line',
      metrics: ['volume', 'interactionRate'],
      splits: [],
    });
  });

  it('reads comma-separated metrics and a single split, without duplicates', () => {
    const search = overviewSearchSchema.parse({
      metrics: 'revenue,averageInteractionPosition,revenue,x',
      split: 'control',
    });
    expect(search.metrics).toEqual(['revenue', 'averageInteractionPosition']);
    expect(search.split).toEqual(['control']);
  });

  it('corrects a start date after the end date', () => {
    const view = resolveKpiView(
      overviewSearchSchema.parse({ startDate: '2026-03-10', endDate: '2026-03-01' }),
      today,
    );
    expect(view.range).toEqual({ startDate: '2026-03-01', endDate: '2026-03-10' });
  });

  it('completes a range from one given end', () => {
    expect(resolveKpiView({ startDate: '2026-01-01' }, today).range).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-01-30',
    });
    expect(resolveKpiView({ endDate: '2026-01-30' }, today).range).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-01-30',
    });
  });

  it('accepts match types by name or API number', () => {
    expect(exploreSearchSchema.parse({ matchType: 'regex' }).matchType).toBe('regex');
    expect(exploreSearchSchema.parse({ matchType: 2 }).matchType).toBe('notcontains');
    expect(exploreSearchSchema.parse({ matchType: '0' }).matchType).toBe('exact');
    expect(exploreSearchSchema.parse({ matchType: 9 }).matchType).toBeUndefined();
    expect(exploreSearchSchema.parse({ matchType: 'fuzzy' }).matchType).toBeUndefined();
  });

  it('keeps numeric queries as text', () => {
    expect(inspectSearchSchema.parse({ query: 123, requestType: 'search' })).toEqual({
      query: '123',
      requestType: 'search',
    });
    expect(exploreSearchSchema.parse({ matchQuery: 'x'.repeat(501) }).matchQuery).toBeUndefined();
  });
});
