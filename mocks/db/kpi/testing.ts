/** Shared fast-check arbitraries and helpers of the KPI model's property tests. */
import fc from 'fast-check';
import type { InteractionType, MatchType, NavigationType } from '@/api/generated/model';
import { createKpiModel, type KpiFilter, type KpiModel } from '../kpi-model';
import { dayNumber, isoDate } from './days';

export const TODAY = '2026-11-23';
export const todayDay = dayNumber(TODAY) ?? 0;
export const acme = createKpiModel(
  { customerId: 'acme', storefrontId: 'acme-de', languageCode: 'de' },
  TODAY,
);
export const nordic = createKpiModel(
  { customerId: 'nordic', storefrontId: 'nordic-se', languageCode: 'en' },
  TODAY,
);
export const bergwerk = createKpiModel(
  { customerId: 'bergwerk', storefrontId: 'bergwerk-de', languageCode: 'de' },
  TODAY,
);

export const runs = { numRuns: 50 };
export const navigationTypes: NavigationType[] = [
  'search',
  'getentitiesbyattribute',
  'getrelatedentities',
  'getcomplementaryentities',
  'getrecommendedentities',
  'getbasketrecommendations',
];

/** Periods mostly inside the two years of history, some reaching before it or past today. */
export const periodArb = fc
  .record({ back: fc.integer({ min: -20, max: 760 }), length: fc.integer({ min: 1, max: 120 }) })
  .map(({ back, length }) => ({
    startDate: isoDate(todayDay - back - length + 1),
    endDate: isoDate(todayDay - back),
  }));
export const typeArb = fc.constantFrom<InteractionType>(0, 1, 2, 3);
export const filterArb = fc
  .record({
    model: fc.constantFrom(acme, nordic, bergwerk),
    navigationType: fc.constantFrom(...navigationTypes),
    interactionType: typeArb,
    period: periodArb,
  })
  .map(({ model, period, ...rest }) => ({ model, filter: { ...period, ...rest } as KpiFilter }));

export const cents = (value: number) => Math.round(value * 100);
export const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** An independent reading of the explore view's match types. */
export function expectedMatch(texts: string[], query: string, matchType: number): boolean {
  const q = query.toLowerCase();
  const tests = [
    (t: string) => t === q,
    (t: string) => t.includes(q),
    () => false,
    (t: string) => t.startsWith(q),
    (t: string) => t.endsWith(q),
  ];
  if (matchType === 2) return texts.every((t) => !t.includes(q));
  return texts.some(tests[matchType] ?? (() => false));
}

/** A query to match with: a piece of some request's label. */
export function matchArb(model: KpiModel, navigationType: NavigationType) {
  const labels = model
    .requestFunnels({ navigationType, startDate: TODAY, endDate: TODAY })
    .map((row) => row.request.label);
  return fc
    .record({
      label: fc.constantFrom(...labels),
      cut: fc.tuple(fc.nat(), fc.nat()),
      matchType: fc.constantFrom(0, 1, 2, 3, 4),
    })
    .map(({ label, cut, matchType }) => {
      const from = cut[0] % label.length;
      const query = matchType === 0 ? label.toUpperCase() : label.slice(from, from + 1 + (cut[1] % 6));
      return { query, matchType: matchType as MatchType };
    });
}
