import { afterEach, describe, expect, it, vi } from 'vitest';
import { runBulk } from './engine';
import type { RateLimitHint } from './rate-limit-headers';
import type { BulkTarget, Clock, ErrorClass, RowResult } from './types';

class Failure extends Error {
  constructor(readonly kind: ErrorClass) {
    super(kind.kind);
  }
}

/**
 * The server of the bench's budget, in simulated time: every call answered after `latencyMs`,
 * a token bucket of `perSecond` writes (burst = one second's worth) answering 429 with a
 * Retry-After in whole seconds, as real servers send it (RFC 9110), and optional faults.
 */
function rateLimitedServer(
  perSecond: number,
  latencyMs: number,
  faults: { error500: number; lost: number },
  announces = false,
) {
  const rules = new Map<string, string>();
  // What the latest answer announced (RateLimit-Policy q=perSecond;w=1 and RateLimit r, t).
  let hint: RateLimitHint | null = null;
  const announce = () => {
    if (announces)
      hint = {
        limit: perSecond,
        windowMs: 1000,
        remaining: Math.max(0, Math.floor(bucket.tokens)),
        resetMs: Math.ceil((perSecond - bucket.tokens) / perSecond) * 1000,
      };
  };
  const bucket = { tokens: perSecond, at: Date.now() };
  const stats = { writes: 0, rateLimited: 0, applied: new Map<string, number>() };
  let roll = 0;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const target: BulkTarget<string> = {
    write: async ({ key, before, after }) => {
      stats.writes += 1;
      await sleep(latencyMs);
      const now = Date.now();
      bucket.tokens = Math.min(perSecond, bucket.tokens + ((now - bucket.at) * perSecond) / 1000);
      bucket.at = now;
      if (bucket.tokens < 1) {
        stats.rateLimited += 1;
        announce();
        throw new Failure({
          kind: 'rate-limited',
          retryAfterMs: 1000 * Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond)),
        });
      }
      bucket.tokens -= 1;
      announce();
      // Deterministic faults: every n-th write.
      roll += 1;
      if (faults.error500 && roll % faults.error500 === 0)
        throw new Failure({ kind: 'uncertain', reason: '500' });
      if ((rules.get(key) ?? null) !== before) throw new Failure({ kind: 'conflict' });
      if (after === null) rules.delete(key);
      else rules.set(key, after);
      stats.applied.set(key, (stats.applied.get(key) ?? 0) + 1);
      if (faults.lost && roll % faults.lost === 1)
        throw new Failure({ kind: 'uncertain', reason: 'response lost' });
      return 'ok';
    },
    snapshot: async () => {
      await sleep(latencyMs * 2);
      return new Map(rules);
    },
    same: (a, b) => a === b,
    classify: (error) =>
      error instanceof Failure ? error.kind : { kind: 'uncertain', reason: String(error) },
    rateLimit: () => hint,
  };
  return { target, stats, rules };
}

const simulatedClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))),
  random: () => 0.5,
};

/** Runs the job to its end in simulated time; returns the simulated seconds it took. */
async function runToEnd(
  rowCount: number,
  target: BulkTarget<string>,
): Promise<{ seconds: number; results: RowResult[] }> {
  const rows = Array.from({ length: rowCount }, (_, i) => ({ key: `k${i}`, before: null, after: `v${i}` }));
  const started = Date.now();
  let results: RowResult[] | null = null;
  void runBulk(rows, target, {}, {}, simulatedClock).done.then((done) => (results = done));
  while (!results) await vi.advanceTimersByTimeAsync(5);
  return { seconds: (Date.now() - started) / 1000, results };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the engine against a rate limit (simulated time)', () => {
  it('keeps to at least 90% of 200 writes per second at 40 ms latency, although Retry-After says whole seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const server = rateLimitedServer(200, 40, { error500: 0, lost: 0 });
    const { seconds, results } = await runToEnd(4000, server.target);

    expect(results.every((result) => result.outcome === 'applied')).toBe(true);
    expect(4000 / seconds).toBeGreaterThanOrEqual(180);
    // 429s cost the server a call each: most calls must be real writes.
    expect(server.stats.rateLimited).toBeLessThan(server.stats.writes / 2);
  });

  it('still does with 500s and lost responses, writing each rule exactly once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const server = rateLimitedServer(200, 40, { error500: 50, lost: 100 });
    const { seconds, results } = await runToEnd(4000, server.target);

    expect(results.filter((result) => result.outcome === 'applied')).toHaveLength(4000);
    expect([...server.stats.applied.values()].every((count) => count === 1)).toBe(true);
    expect(server.rules.size).toBe(4000);
    expect(4000 / seconds).toBeGreaterThanOrEqual(180);
  });

  it('paces itself below a limit the server announces: hardly a 429, and still at least 90% of the limit', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const silent = rateLimitedServer(200, 40, { error500: 0, lost: 0 });
    await runToEnd(2000, silent.target);
    const announcing = rateLimitedServer(200, 40, { error500: 0, lost: 0 }, true);
    const { seconds, results } = await runToEnd(4000, announcing.target);

    expect(results.every((result) => result.outcome === 'applied')).toBe(true);
    expect(4000 / seconds).toBeGreaterThanOrEqual(180);
    expect(4000 / seconds).toBeLessThanOrEqual(200 + 200 / seconds); // the limit, plus the bucket's first burst
    expect(announcing.stats.rateLimited).toBeLessThan(40); // 1% of the calls
    expect(announcing.stats.rateLimited).toBeLessThan(silent.stats.rateLimited);
  });
});
