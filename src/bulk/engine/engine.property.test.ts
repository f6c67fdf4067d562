import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runBulk } from './engine';
import type { RateLimitHint } from './rate-limit-headers';
import type { BulkTarget, Clock, ErrorClass, RowChange, RowResult } from './types';

/** What the simulated server does with one write call. */
type Fault =
  | 'ok'
  | 'foreign-edit' // another editor changes the rule just before the call arrives
  | '429'
  | '500-not-applied'
  | '500-applied'
  | 'dropped' // connection dropped before the server saw it
  | 'lost' // applied, the response never arrives
  | 'timeout-not-applied'
  | 'timeout-applied'
  | 'signed-out'; // 401 after a failed refresh: the job pauses

class Failure extends Error {
  constructor(readonly kind: ErrorClass) {
    super(kind.kind);
  }
}

type Rule = string;

/** An in-memory server with the compare-and-swap semantics of the portal API. */
function simulatedServer(
  initial: Map<string, Rule>,
  faults: Fault[],
  readFaults: boolean[],
  hints: (RateLimitHint | null)[] = [],
) {
  const state = new Map(initial);
  const writesByKey = new Map<string, number>();
  const foreign = new Set<string>();
  let call = 0;
  let read = 0;
  const apply = (change: RowChange<Rule>) => {
    const current = state.get(change.key) ?? null;
    if (current !== change.before) throw new Failure({ kind: 'conflict' });
    if (change.after === null) state.delete(change.key);
    else state.set(change.key, change.after);
    writesByKey.set(change.key, (writesByKey.get(change.key) ?? 0) + 1);
  };
  const target: BulkTarget<Rule> = {
    write: async (change) => {
      await Promise.resolve();
      // The random sequence, then a healthy server (a signed-out user signs in again, the outage ends).
      const fault = faults[call++] ?? 'ok';
      switch (fault) {
        case 'ok':
          apply(change);
          return 'ok';
        case 'foreign-edit':
          state.set(change.key, `foreign:${change.key}`);
          foreign.add(change.key);
          apply(change);
          return 'ok';
        case '429':
          throw new Failure({ kind: 'rate-limited', retryAfterMs: 1000 });
        case '500-not-applied':
          throw new Failure({ kind: 'uncertain', reason: 'Internal Server Error 500' });
        case '500-applied':
          apply(change);
          throw new Failure({ kind: 'uncertain', reason: 'Internal Server Error 500' });
        case 'dropped':
        case 'timeout-not-applied':
          throw new Failure({ kind: 'uncertain', reason: fault });
        case 'lost':
        case 'timeout-applied':
          apply(change);
          throw new Failure({ kind: 'uncertain', reason: fault });
        case 'signed-out':
          throw new Failure({ kind: 'fatal', reason: 'Sign in again' });
      }
    },
    snapshot: async () => {
      await Promise.resolve();
      if (readFaults[read++]) throw new Failure({ kind: 'uncertain', reason: 'read failed' });
      return new Map(state);
    },
    same: (a, b) => a === b,
    classify: (error) =>
      error instanceof Failure ? error.kind : { kind: 'uncertain', reason: String(error) },
    // What the answers announce about the rate limit (any mix, including none and nonsense).
    rateLimit: () => (hints.length > 0 ? (hints[call % hints.length] ?? null) : null),
  };
  return { state, writesByKey, foreign, target };
}

/** Virtual time: sleeping advances the clock and yields once, so Retry-After and backoff cost nothing. */
function virtualClock(seed: number): Clock {
  let now = 0;
  let x = seed || 1;
  return {
    now: () => now,
    sleep: async (ms) => {
      now += Math.max(0, ms);
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    random: () => {
      x = (x * 16807) % 2147483647;
      return x / 2147483647;
    },
  };
}

const faultArb = fc.constantFrom<Fault>(
  'ok',
  'ok',
  'ok',
  'foreign-edit',
  '429',
  '500-not-applied',
  '500-applied',
  'dropped',
  'lost',
  'timeout-not-applied',
  'timeout-applied',
  'signed-out',
);

const hintArb = fc.option(
  fc.record({
    limit: fc.option(fc.integer({ min: 0, max: 50 }), { nil: null }),
    windowMs: fc.option(fc.integer({ min: 0, max: 2000 }), { nil: null }),
    remaining: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
    resetMs: fc.option(fc.integer({ min: 0, max: 2000 }), { nil: null }),
  }),
  { nil: null },
);

/** Rows over distinct keys: adds (before null), changes and deletes, some already in place. */
const jobArb = fc
  .uniqueArray(
    fc.record({
      key: fc.string({ minLength: 1, maxLength: 4 }),
      kind: fc.constantFrom('add', 'change', 'delete', 'same'),
      uncertain: fc.boolean(),
    }),
    {
      minLength: 1,
      maxLength: 40,
      selector: (row) => row.key,
    },
  )
  .map((specs) => {
    const initial = new Map<string, Rule>();
    const rows: RowChange<Rule>[] = specs.map(({ key, kind, uncertain }) => {
      if (kind !== 'add') initial.set(key, `old:${key}`);
      const before = kind === 'add' ? null : `old:${key}`;
      const after = kind === 'delete' ? null : kind === 'same' ? `old:${key}` : `new:${key}`;
      return { key, before, after, uncertain };
    });
    return { initial, rows };
  });

describe('bulk-write engine (property)', () => {
  it('ends every row in exactly one outcome, writes nothing twice and overwrites no one, whatever rate limit the server announces', async () => {
    await fc.assert(
      fc.asyncProperty(
        jobArb,
        fc.array(faultArb, { minLength: 1, maxLength: 60 }),
        // Reads fail for a while (fewer times in a row than the engine retries a read).
        fc.array(fc.boolean(), { maxLength: 5 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.option(fc.integer({ min: 0, max: 40 }), { nil: undefined }),
        fc.array(hintArb, { maxLength: 8 }),
        async ({ initial, rows }, faults, readFaults, seed, stopAfter, hints) => {
          const server = simulatedServer(initial, faults, readFaults, hints);
          const calls = new Map<number, number>();
          let finished = 0;
          const run = runBulk(
            rows,
            server.target,
            {
              onRowDone: (index) => {
                calls.set(index, (calls.get(index) ?? 0) + 1);
                finished += 1;
                if (stopAfter !== undefined && finished === stopAfter) run.stop();
              },
              // The user signs in again and resumes.
              onStateChange: (state) => {
                if (state === 'paused') setTimeout(() => run.resume(), 0);
              },
            },
            { initialConcurrency: 3, maxConcurrency: 8, readBackWindowMs: 10, maxAttempts: 4 },
            virtualClock(seed),
          );
          const results: RowResult[] = await run.done;

          // Every row ends in exactly one outcome, reported once.
          expect(results).toHaveLength(rows.length);
          rows.forEach((_, index) => expect(calls.get(index)).toBe(1));

          rows.forEach((row, index) => {
            const result = results[index] as RowResult;
            const now = server.state.get(row.key) ?? null;
            // Nothing written twice.
            expect(server.writesByKey.get(row.key) ?? 0).toBeLessThanOrEqual(1);
            // Another editor's change is never overwritten, and reported.
            if (server.foreign.has(row.key)) {
              expect(now).toBe(`foreign:${row.key}`);
              expect(result.outcome).toBe('conflict');
            }
            // The outcome says what the server holds.
            switch (result.outcome) {
              case 'applied':
              case 'unchanged':
                expect(now).toBe(row.after);
                break;
              case 'failed':
              case 'not-attempted':
                expect(now).toBe(row.before);
                break;
              case 'conflict':
                expect(server.foreign.has(row.key)).toBe(true);
                break;
            }
            // Nothing is lost: without a stop, only rows the server kept refusing stay unwritten.
            if (stopAfter === undefined) expect(result.outcome).not.toBe('not-attempted');
          });
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);
});
