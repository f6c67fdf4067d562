import { describe, expect, it } from 'vitest';
import { ConcurrencyController } from './aimd';
import { parseRetryAfter } from '@/lib/retry-after';
import { backoffDelay } from './backoff';
import { runBulk } from './engine';
import type { BulkTarget, RowChange } from './types';

const target = (write: BulkTarget<string>['write'], state: Map<string, string>): BulkTarget<string> => ({
  write,
  snapshot: () => Promise.resolve(new Map(state)),
  same: (a, b) => a === b,
  classify: () => ({ kind: 'uncertain', reason: 'network' }),
});

describe('bulk-write engine', () => {
  it('aborts a call that takes longer than the timeout and reads back before retrying', async () => {
    const state = new Map<string, string>();
    let calls = 0;
    const rows: RowChange<string>[] = [{ key: 'a', before: null, after: 'A' }];
    const run = runBulk(
      rows,
      target((change, signal) => {
        calls += 1;
        // The first call hangs (the server never answers); the second goes through.
        if (calls === 1)
          return new Promise((_, reject) =>
            signal.addEventListener('abort', () => reject(new Error('aborted'))),
          );
        state.set(change.key, change.after as string);
        return Promise.resolve('ok');
      }, state),
      {},
      { timeoutMs: 30, readBackWindowMs: 1, baseBackoffMs: 1 },
    );
    expect(await run.done).toEqual([{ outcome: 'applied', detail: 'ok' }]);
    expect(calls).toBe(2);
  });

  it('leaves the rows after a stop not attempted', async () => {
    const state = new Map<string, string>();
    const rows = Array.from({ length: 20 }, (_, i): RowChange<string> => ({
      key: String(i),
      before: null,
      after: 'x',
    }));
    const run = runBulk(
      rows,
      target(async (change) => void state.set(change.key, 'x'), state),
      { onRowDone: (i) => i === 2 && run.stop() },
      { initialConcurrency: 1 },
    );
    const results = await run.done;
    expect(results.filter((r) => r.outcome === 'not-attempted').length).toBeGreaterThan(10);
    expect(state.size).toBe(results.filter((r) => r.outcome === 'applied').length);
  });

  it('raises concurrency while calls succeed and cuts it on 429 and rising latency', () => {
    const aimd = new ConcurrencyController(4, 32);
    for (let i = 0; i < 100; i += 1) aimd.onSuccess(40, i);
    expect(aimd.limit).toBeGreaterThan(10);
    const before = aimd.limit;
    aimd.onRateLimited(1000);
    aimd.onRateLimited(1001); // the same window counts once
    expect(aimd.limit).toBe(Math.floor(before * 0.7));
    const slow = new ConcurrencyController(16, 32);
    for (let i = 0; i < 10; i += 1) slow.onSuccess(40, i);
    for (let i = 0; i < 20; i += 1) slow.onSuccess(1000, 1000 + i * 300);
    expect(slow.limit).toBeLessThan(16);
  });

  it('reads Retry-After as seconds or a date and jitters backoff', () => {
    expect(parseRetryAfter('2')).toBe(2000);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 4000)).toBe(6000);
    expect(parseRetryAfter(null)).toBeNull();
    const delays = [0.1, 0.9].map((r) => backoffDelay(3, 100, 10_000, () => r));
    expect(delays[0]).not.toBe(delays[1]);
    expect(Math.max(...delays)).toBeLessThanOrEqual(400);
  });
});
