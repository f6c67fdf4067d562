import { describe, expect, it, vi } from 'vitest';
import { registerAuthBridge } from '@/api/auth-bridge';
import { DecodeError, InternalServerError, RateLimitedError, SERVER_ERROR_FALLBACK } from '@/api/errors';
import { getScopeInfos } from '@/api/generated/endpoints/scope/scope';
import { getRedirects } from '@/api/generated/endpoints/redirects/redirects';
import { getSynonymsForScope } from '@/api/generated/endpoints/synonyms/synonyms';
import { getKpisPerDay } from '@/api/generated/endpoints/kpi/kpi';
import { mockAccessToken } from '../auth';
import { demoScope, signInForTests } from '../../tests/auth';
import { scenarioNames } from './catalog';
import { setActiveScenarios } from './state';

const allFlags = (infos: Awaited<ReturnType<typeof getScopeInfos>>) =>
  Object.values(infos.DefaultScope.Access);

describe('mock scenarios', () => {
  it('documents every scenario it knows', () => {
    expect(scenarioNames).toEqual(
      expect.arrayContaining([
        'access-full',
        'access-limited',
        'access-none',
        'rate-limited',
        'server-error',
        'server-error-unreadable',
        'expired-token',
        'malformed-response',
        'slow',
        'large-data',
        'medium-data',
        'huge-data',
      ]),
    );
  });

  it('access presets override the per-user access flags', async () => {
    signInForTests('viewer@demo.test');
    expect(allFlags(await getScopeInfos()).every((flag) => !flag)).toBe(true);
    setActiveScenarios(['access-full']);
    expect(allFlags(await getScopeInfos()).every(Boolean)).toBe(true);
    setActiveScenarios(['access-limited']);
    const limited = (await getScopeInfos()).DefaultScope.Access;
    expect(
      Object.entries(limited)
        .filter(([, on]) => on)
        .map(([name]) => name)
        .sort(),
    ).toEqual(['BoostBuryAccess', 'SynonymsAccess']);
    setActiveScenarios(['access-none']);
    signInForTests('merchandiser@demo.test');
    expect(allFlags(await getScopeInfos()).every((flag) => !flag)).toBe(true);
  });

  it('rate-limited answers 429 to every call', async () => {
    signInForTests();
    setActiveScenarios(['rate-limited']);
    await expect(getSynonymsForScope(demoScope)).rejects.toBeInstanceOf(RateLimitedError);
  });

  it('server-error answers 500 with a PortalServerError body', async () => {
    signInForTests();
    setActiveScenarios(['server-error']);
    const error = await getSynonymsForScope(demoScope).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InternalServerError);
    expect((error as InternalServerError).serverError?.UserMessage).toBe(
      'The engine database is not reachable right now.',
    );
  });

  it('server-error-unreadable answers 500 with a body that cannot be read', async () => {
    signInForTests();
    setActiveScenarios(['server-error-unreadable']);
    const error = await getSynonymsForScope(demoScope).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InternalServerError);
    expect((error as InternalServerError).message).toBe(SERVER_ERROR_FALLBACK);
  });

  it('expired-token answers one 401, then the refreshed call succeeds', async () => {
    const refresh = vi.fn(() =>
      Promise.resolve(mockAccessToken({ sub: 'm', email: 'merchandiser@demo.test' })),
    );
    const token = mockAccessToken({ sub: 'm', email: 'merchandiser@demo.test' });
    registerAuthBridge({ getAccessToken: () => Promise.resolve(token), refreshAccessToken: refresh });
    setActiveScenarios(['expired-token']);
    expect((await getSynonymsForScope(demoScope)).length).toBeGreaterThan(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    await getSynonymsForScope(demoScope);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('malformed-response answers bodies that break the contract', async () => {
    signInForTests();
    setActiveScenarios(['malformed-response']);
    await expect(getSynonymsForScope(demoScope)).rejects.toBeInstanceOf(DecodeError);
  });

  it('slow answers after two seconds', async () => {
    signInForTests();
    setActiveScenarios(['slow']);
    const started = Date.now();
    await getSynonymsForScope(demoScope);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  });

  it('huge-data seeds 100,000 distinct synonyms and 50,000 distinct redirects per scope, the same each time', async () => {
    signInForTests();
    setActiveScenarios(['huge-data']);
    const synonyms = await getSynonymsForScope(demoScope);
    expect(synonyms).toHaveLength(100_000);
    expect(new Set(synonyms.map((rule) => rule.Query)).size).toBe(100_000);
    const redirects = await getRedirects(demoScope);
    expect(redirects).toHaveLength(50_000);
    expect(new Set(redirects.map((entry) => entry.Name)).size).toBe(50_000);
    setActiveScenarios([]);
    setActiveScenarios(['huge-data']);
    expect((await getSynonymsForScope(demoScope)).map((rule) => rule.Query)).toEqual(
      synonyms.map((rule) => rule.Query),
    );
  });

  it('medium-data seeds 1,000 synonyms and 500 redirects; the biggest data scenario wins', async () => {
    signInForTests();
    setActiveScenarios(['medium-data']);
    expect(await getSynonymsForScope(demoScope)).toHaveLength(1_000);
    expect(await getRedirects(demoScope)).toHaveLength(500);
    setActiveScenarios(['medium-data', 'large-data']);
    expect(await getSynonymsForScope(demoScope)).toHaveLength(10_000);
  });

  it('large-data seeds 10,000 synonyms, 5,000 redirects and two years of daily KPIs', async () => {
    signInForTests();
    setActiveScenarios(['large-data']);
    expect(await getSynonymsForScope(demoScope)).toHaveLength(10_000);
    expect(await getRedirects(demoScope)).toHaveLength(5_000);
    const end = new Date();
    const start = new Date(end);
    start.setDate(start.getDate() - 729);
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    const days = await getKpisPerDay({
      ...demoScope,
      startDate: iso(start),
      endDate: iso(end),
      navigationType: 'search',
    });
    expect(days).toHaveLength(730);
    expect(days.filter((d) => d.Count > 0).length).toBeGreaterThan(700);
  });
});
