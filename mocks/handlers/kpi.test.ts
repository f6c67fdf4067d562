import { beforeEach, describe, expect, test } from 'vitest';
import {
  getAllInteractionTypesMainKpis,
  getFriendlyName,
  getInteractionTypeForUser,
  getKpisPerDay,
  getLowPerformingRequests,
  getMainKpis,
  getMainKpisForMatchingQueries,
  getMatchingQueries,
  getNavigationRefinements,
  getPopularRequests,
  getProductsWithInteractions,
  getTrendingRequests,
} from '@/api/generated/endpoints/kpi/kpi';
import { registerAuthBridge } from '@/api/auth-bridge';
import { HttpError, UnauthorizedError } from '@/api/errors';
import { demoScope, signInForTests } from '../../tests/auth';
import { createKpiModel } from '../db/kpi-model';
import { dayNumber, isoDate, todayUtc } from '../db/kpi/days';

const today = todayUtc();
const daysAgo = (n: number) => isoDate((dayNumber(today) ?? 0) - n);
const lastMonth = { ...demoScope, startDate: daysAgo(29), endDate: today, navigationType: 'search' as const };
// The same deterministic model the handlers use: the API must answer exactly its numbers.
const model = createKpiModel(demoScope, today);

async function refusal(
  call: Promise<unknown>,
): Promise<{ status: number | null; message: string | undefined }> {
  const error = await call.then(
    () => expect.fail('the call should have been refused'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return { status: (error as HttpError).status, message: (error as HttpError).serverError?.UserMessage };
}

beforeEach(() => {
  signInForTests();
});

describe('main KPIs and the daily series', () => {
  test('GetMainKpis answers the numbers of the period, interaction type and split', async () => {
    const clicks = await getMainKpis({ ...lastMonth, interactionType: 1 });
    expect(clicks).toEqual(model.mainKpis({ ...lastMonth, interactionType: 1 }));
    expect(clicks.Main).toMatchObject({ NavigationLabel: 'Searches', InteractionLabel: 'Clicks' });
    const all = await getMainKpis(lastMonth);
    expect(all.Main.InteractionCount).toBeGreaterThan(clicks.Main.InteractionCount);
    const variants = await getMainKpis({ ...lastMonth, split: ['variant-a', 'variant-b'] });
    expect(variants).toEqual(model.mainKpis({ ...lastMonth, splits: ['variant-a', 'variant-b'] }));
    expect(variants.Main.NavigationCount).toBeLessThan(all.Main.NavigationCount);
    expect(variants.Main.NavigationCount).toBeGreaterThan(0);
  });

  test('KpisPerDay lists every day of the period and adds up to GetMainKpis', async () => {
    const days = await getKpisPerDay({ ...lastMonth, interactionType: 3 });
    expect(days.map((d) => d.Date)).toEqual(Array.from({ length: 30 }, (_, i) => daysAgo(29 - i)));
    const main = await getMainKpis({ ...lastMonth, interactionType: 3 });
    expect(days.reduce((sum, d) => sum + d.Count, 0)).toBe(main.Main.NavigationCount);
    expect(days.reduce((sum, d) => sum + Math.round(d.Revenue * 100), 0)).toBe(
      Math.round(main.Revenue * 100),
    );
  });

  test('days beyond the two years of history have no traffic', async () => {
    const old = await getMainKpis({ ...lastMonth, startDate: '2015-01-01', endDate: '2015-01-31' });
    expect(old).toMatchObject({
      Main: { NavigationCount: 0, InteractionCount: 0, InteractionRate: 0 },
      Revenue: 0,
    });
    expect(
      await getPopularRequests({ ...lastMonth, startDate: '2015-01-01', endDate: '2015-01-31' }),
    ).toEqual([]);
  });

  test('a reversed period or an unknown navigation type answers 400 with the reason', async () => {
    expect(await refusal(getMainKpis({ ...lastMonth, startDate: today, endDate: daysAgo(3) }))).toEqual({
      status: 400,
      message: 'startDate must not be after endDate.',
    });
    const unknownType = getMainKpis({ ...lastMonth, navigationType: 'teleport' as 'search' });
    expect((await refusal(unknownType)).message).toMatch(/^navigationType must be one of search/);
  });

  test('without a token the KPI calls answer 401', async () => {
    registerAuthBridge(null);
    await expect(getMainKpis(lastMonth)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(getInteractionTypeForUser(demoScope)).rejects.toBeInstanceOf(UnauthorizedError);
  });
});

describe('request lists', () => {
  test('popular, low-performing and trending requests answer the model of the scope', async () => {
    const popular = await getPopularRequests({ ...lastMonth, interactionType: 2 });
    expect(popular).toEqual(model.popularRequests({ ...lastMonth, interactionType: 2 }));
    expect(popular.map((r) => r.Count)).toEqual([...popular.map((r) => r.Count)].sort((a, b) => b - a));
    const low = await getLowPerformingRequests(lastMonth);
    expect(low.length).toBeGreaterThan(0);
    expect(low).toEqual(model.lowPerformingRequests(lastMonth));
    const trending = await getTrendingRequests(lastMonth);
    expect(trending).toEqual(model.trendingRequests(lastMonth));
    expect(trending.every((r) => r.Recent > r.Previous)).toBe(true);
  });

  test('recommendation requests carry the product they map to', async () => {
    const [top] = await getPopularRequests({ ...lastMonth, navigationType: 'getrelatedentities' });
    expect(top?.RequestDisplay).toMatchObject({
      Name: 'Product',
      Details: top?.RequestIdentity.RequestLabel,
    });
    expect(top?.RequestMapping?.Url).toMatch(/^https:\/\/www\.acme-outdoor\.de\/p\//);
    expect(
      await getFriendlyName({
        ...demoScope,
        requestType: 'getrelatedentities',
        requestId: top?.RequestIdentity.RequestLabel ?? '',
      }),
    ).toBe(top?.RequestMapping?.Title);
    expect(
      await getFriendlyName({
        ...demoScope,
        requestType: 'getentitiesbyattribute',
        requestId: 'Category=Jackets',
      }),
    ).toBe('Category: Jackets');
  });
});

describe('explore and inspect', () => {
  const jackets = { ...lastMonth, specificQuery: 'JACKE', matchType: 1 as const };

  test('matching queries contain the text, add up to their main KPIs and to the daily series', async () => {
    const queries = await getMatchingQueries(jackets);
    expect(queries.length).toBeGreaterThan(5);
    expect(queries.every((q) => q.RequestIdentity.RequestLabel.includes('jacke'))).toBe(true);
    const main = await getMainKpisForMatchingQueries(jackets);
    expect(queries.reduce((sum, q) => sum + q.Count, 0)).toBe(main.Main.NavigationCount);
    const days = await getKpisPerDay({ ...lastMonth, specificQuery: 'JACKE', matchType: 1 });
    expect(days.reduce((sum, d) => sum + d.Count, 0)).toBe(main.Main.NavigationCount);
    const notJackets = await getMainKpisForMatchingQueries({ ...jackets, matchType: 2 });
    const all = await getMainKpis(lastMonth);
    expect(notJackets.Main.NavigationCount + main.Main.NavigationCount).toBe(all.Main.NavigationCount);
  });

  test('an invalid regular expression answers 400 with a clear message', async () => {
    const refused = await refusal(
      getMatchingQueries({ ...lastMonth, specificQuery: 'jacke(', matchType: 5 }),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/^"jacke\(" is not a valid regular expression/);
    expect((await refusal(getKpisPerDay({ ...lastMonth, specificQuery: '[a-', matchType: 5 }))).status).toBe(
      400,
    );
  });

  test('one request per interaction type, and the products people interacted with after it', async () => {
    const entries = await getAllInteractionTypesMainKpis({ ...lastMonth, specificQuery: 'regenjacke' });
    expect(entries.map((e) => e.InteractionType)).toEqual([0, 1, 2, 3]);
    expect(entries).toEqual(model.allInteractionTypesMainKpis(lastMonth, 'regenjacke'));
    const purchases = entries[3]?.Main.InteractionCount ?? 0;
    const products = await getProductsWithInteractions({
      ...lastMonth,
      interactionType: 3,
      specificAssociatedQuery: 'regenjacke',
    });
    expect(products.reduce((sum, p) => sum + p.Volume, 0)).toBe(purchases);
    expect(products[0]?.Title).toMatch(/Rain Jacket/);
  });
});

describe('user default and refinements', () => {
  test('the analyst preselects clicks, everyone else all interactions', async () => {
    expect(await getInteractionTypeForUser(demoScope)).toBe(0);
    signInForTests('analyst@demo.test');
    expect(await getInteractionTypeForUser(demoScope)).toBe(1);
  });

  test('refinements follow the qr* thresholds', async () => {
    const base = {
      ...demoScope,
      startDate: lastMonth.startDate,
      endDate: lastMonth.endDate,
      withDebugDetails: false,
    };
    const all = await getNavigationRefinements(base);
    expect(all.ByQuery.jacke?.Suggestions.map((s) => s.RefinementQuery)).toContain('regenjacke');
    const strict = await getNavigationRefinements({ ...base, qrMinSessions: 200, qrMinIrRatio: 1.1 });
    const suggestions = Object.values(strict.ByQuery).flatMap((d) => d.Suggestions);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThan(Object.values(all.ByQuery).flatMap((d) => d.Suggestions).length);
    expect(suggestions.every((s) => s.RefinementSessionCount >= 200 && s.RefinedToOriginalIr >= 1.1)).toBe(
      true,
    );
    expect((await refusal(getNavigationRefinements({ ...base, qrMinRefinedIr: 2 }))).message).toBe(
      'qrMinRefinedIr must be a number from 0 to 1.',
    );
  });
});
