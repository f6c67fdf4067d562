import { describe, expect, it } from 'vitest';
import { runPacedReads } from './paced-reads';
import type { RateLimitHint } from './rate-limit-headers';
import type { ErrorClass } from './types';

class Failure extends Error {
  constructor(readonly kind: ErrorClass) {
    super(kind.kind);
  }
}

const classify = (error: unknown): ErrorClass =>
  error instanceof Failure ? error.kind : { kind: 'uncertain', reason: String(error) };

/** A read server with a token bucket of `perSecond` reads that announces its limit, in real time. */
function limitedServer(perSecond: number) {
  const bucket = { tokens: perSecond / 4, at: Date.now() };
  let hint: RateLimitHint | null = null;
  const stats = { calls: 0, rateLimited: 0 };
  return {
    stats,
    rateLimit: () => hint,
    read: async (key: number) => {
      stats.calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      const now = Date.now();
      bucket.tokens = Math.min(perSecond / 4, bucket.tokens + ((now - bucket.at) * perSecond) / 1000);
      bucket.at = now;
      hint = { limit: perSecond, windowMs: 1000, remaining: Math.floor(bucket.tokens), resetMs: 1000 };
      if (bucket.tokens < 1) {
        stats.rateLimited += 1;
        throw new Failure({ kind: 'rate-limited', retryAfterMs: 200 });
      }
      bucket.tokens -= 1;
      return key * 10;
    },
  };
}

describe('runPacedReads', () => {
  it('reads every key once below the announced limit and reports each as it finishes', async () => {
    const server = limitedServer(100);
    const seen: number[] = [];
    const started = Date.now();
    const keys = Array.from({ length: 60 }, (_, i) => i);
    const outcomes = await runPacedReads(
      keys,
      { read: server.read, classify, rateLimit: server.rateLimit },
      { onRead: (key) => seen.push(key) },
    );
    const seconds = (Date.now() - started) / 1000;
    expect([...outcomes.values()].every((outcome) => outcome.state === 'read')).toBe(true);
    expect(outcomes.get(7)).toEqual({ state: 'read', value: 70 });
    expect(seen.sort((a, b) => a - b)).toEqual(keys);
    // 60 reads at 100/s with a quarter second of burst: not much faster than the limit allows.
    expect(seconds).toBeGreaterThan(0.3);
    expect(server.stats.rateLimited).toBeLessThan(5);
  });

  it('ends a read the server keeps refusing as rate-limited and one that fails as failed, never as a value', async () => {
    const outcomes = await runPacedReads(
      ['limited', 'broken', 'fine'],
      {
        read: async (key) => {
          if (key === 'limited') throw new Failure({ kind: 'rate-limited', retryAfterMs: 10 });
          if (key === 'broken') throw new Failure({ kind: 'uncertain', reason: 'HTTP 500' });
          return 1;
        },
        classify,
      },
      {},
      undefined,
      { maxRateLimitRetries: 1 },
    );
    expect(outcomes.get('limited')).toEqual({ state: 'rate-limited' });
    expect(outcomes.get('broken')).toEqual({ state: 'failed', reason: 'HTTP 500' });
    expect(outcomes.get('fine')).toEqual({ state: 'read', value: 1 });
  });

  it('stops when aborted and rejects with the reason', async () => {
    const controller = new AbortController();
    const run = runPacedReads(
      Array.from({ length: 100 }, (_, i) => i),
      {
        read: async (key) => {
          if (key === 3) controller.abort(new Error('left the page'));
          await new Promise((resolve) => setTimeout(resolve, 1));
          return key;
        },
        classify,
      },
      {},
      controller.signal,
    );
    await expect(run).rejects.toThrow('left the page');
  });
});
