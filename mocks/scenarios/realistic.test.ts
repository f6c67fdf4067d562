import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { NetworkError, RateLimitedError } from '@/api/errors';
import { getRedirects, storeRedirect } from '@/api/generated/endpoints/redirects/redirects';
import { parseRateLimitHeaders } from '@/bulk/engine';
import { demoScope, signInForTests } from '../../tests/auth';
import { createHandlers } from '../handlers';
import { parseFaults, parseLatency, parseRateLimit } from './realistic';
import { activeScenarios, setActiveScenarios } from './state';

const redirect = (n: number) => ({
  Name: `Bulk ${n}`,
  Rules: [`bulk ${n}`],
  Target: `/bulk/${n}`,
  Enabled: true,
});

describe('realistic server scenarios', () => {
  it('reads their parameters', () => {
    expect(parseLatency('40')).toEqual({ min: 40, max: 40 });
    expect(parseLatency('20-80')).toEqual({ min: 20, max: 80 });
    expect(parseRateLimit('200')).toEqual({ perSecond: 200, burst: 200 });
    expect(parseRateLimit('200/50')).toEqual({ perSecond: 200, burst: 50 });
    expect(parseFaults('500=2/drop=1/lost=1')).toEqual({ error500: 2, drop: 1, lost: 1 });
    expect(setActiveScenarios(['latency:40', 'rate-limit:5'])).toEqual(['latency:40', 'rate-limit:5']);
    expect(() => setActiveScenarios(['latncy:40'])).toThrow(/Unknown mock scenario/);
    expect(activeScenarios()).toEqual(['latency:40', 'rate-limit:5']);
  });

  it('rate-limit answers writes beyond the bucket with 429 and Retry-After, reads pass', async () => {
    signInForTests();
    // A bucket of 2 refilled every 2 s: a loaded test machine cannot refill it between the calls.
    setActiveScenarios(['rate-limit:0.5/2']);
    await storeRedirect({ EditedRedirect: redirect(1) }, demoScope);
    await storeRedirect({ EditedRedirect: redirect(2) }, demoScope);
    const error = await storeRedirect({ EditedRedirect: redirect(3) }, demoScope).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect([1000, 2000]).toContain((error as RateLimitedError).retryAfterMs);
    expect((await getRedirects(demoScope)).some((r) => r.Name === 'Bulk 3')).toBe(false);
  });

  it('rate-limit announces the limit with every write, accepted or not (IETF draft and X-RateLimit-*)', async () => {
    const token = signInForTests();
    // Two calls, then one more every 5 s: slow enough that a loaded machine cannot refill it meanwhile.
    setActiveScenarios(['rate-limit:0.2/2']);
    const handlers = createHandlers();
    const write = (n: number) =>
      getResponse(
        handlers,
        new Request(`http://localhost/api/EngineSettings/Redirect?${new URLSearchParams(demoScope)}`, {
          method: 'PUT',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ EditedRedirect: redirect(n) }),
        }),
      );
    const first = (await write(10))!;
    expect(first.status).toBe(200);
    expect(first.headers.get('RateLimit-Policy')).toBe('"writes";q=2;w=10');
    expect(first.headers.get('RateLimit')).toBe('"writes";r=1;t=5');
    expect(parseRateLimitHeaders(first.headers)).toEqual({
      limit: 2,
      windowMs: 10_000,
      remaining: 1,
      resetMs: 5000,
    });
    await write(11);
    const refused = (await write(12))!;
    expect(refused.status).toBe(429);
    expect(refused.headers.get('X-RateLimit-Remaining')).toBe('0');
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(4);
  });

  it('read-limit answers reads beyond their own bucket with 429 and Retry-After, announcing the "reads" policy', async () => {
    const token = signInForTests();
    // Two reads, then one more every 5 s; writes are not counted against it.
    setActiveScenarios(['read-limit:0.2/2']);
    const handlers = createHandlers();
    const read = () =>
      getResponse(
        handlers,
        new Request(`http://localhost/api/EngineSettings/Redirect?${new URLSearchParams(demoScope)}`, {
          headers: { Authorization: `Bearer ${token}` },
        }),
      );
    const first = (await read())!;
    expect(first.status).toBe(200);
    expect(first.headers.get('RateLimit-Policy')).toBe('"reads";q=2;w=10');
    expect(first.headers.get('RateLimit')).toBe('"reads";r=1;t=5');
    expect(parseRateLimitHeaders(first.headers)).toMatchObject({ limit: 2, remaining: 1 });
    expect((await read())!.status).toBe(200);
    const refused = (await read())!;
    expect(refused.status).toBe(429);
    expect(refused.headers.get('RateLimit')).toBe('"reads";r=0;t=10');
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(4);
    // Writes have their own limit (none here): they pass and announce nothing.
    const write = await storeRedirect({ EditedRedirect: redirect(20) }, demoScope);
    expect(write.Entry.Name).toBe('Bulk 20');
    await expect(getRedirects(demoScope)).rejects.toBeInstanceOf(RateLimitedError);
  });

  it('rate-limit and read-limit count in separate buckets', async () => {
    signInForTests();
    setActiveScenarios(['rate-limit:0.2/1', 'read-limit:0.2/1']);
    expect(activeScenarios()).toEqual(['rate-limit:0.2/1', 'read-limit:0.2/1']);
    await storeRedirect({ EditedRedirect: redirect(21) }, demoScope);
    // The write used the only write token; the first read still has its own.
    expect((await getRedirects(demoScope)).some((r) => r.Name === 'Bulk 21')).toBe(true);
    await expect(getRedirects(demoScope)).rejects.toBeInstanceOf(RateLimitedError);
    await expect(storeRedirect({ EditedRedirect: redirect(22) }, demoScope)).rejects.toBeInstanceOf(
      RateLimitedError,
    );
  });

  it('faults: a lost response is applied although the call fails; a dropped one is not', async () => {
    signInForTests();
    setActiveScenarios(['faults:lost=100']);
    await expect(storeRedirect({ EditedRedirect: redirect(4) }, demoScope)).rejects.toBeInstanceOf(
      NetworkError,
    );
    setActiveScenarios(['faults:drop=100']);
    await expect(storeRedirect({ EditedRedirect: redirect(5) }, demoScope)).rejects.toBeInstanceOf(
      NetworkError,
    );
    setActiveScenarios([]);
    const names = (await getRedirects(demoScope)).map((r) => r.Name);
    expect(names).toContain('Bulk 4');
    expect(names).not.toContain('Bulk 5');
  });

  it('latency delays every call', async () => {
    signInForTests();
    setActiveScenarios(['latency:150']);
    const started = Date.now();
    await getRedirects(demoScope);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });
});
