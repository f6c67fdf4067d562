import { ConcurrencyController } from './aimd';
import { Pacer } from './pacer';
import type { RateLimitHint } from './rate-limit-headers';
import { Slots } from './slots';
import { realClock, type Clock, type ErrorClass } from './types';

/** What one read ended as: its value, or why there is none. Reads are never guessed. */
export type ReadOutcome<V> =
  | { state: 'read'; value: V }
  /** The server answered 429 (or kept doing so): the value is unknown, not empty. */
  | { state: 'rate-limited' }
  | { state: 'failed'; reason: string };

export interface PacedReadOptions {
  initialConcurrency: number;
  maxConcurrency: number;
  /** 429 answers one read may wait out (Retry-After) before it ends as rate-limited. */
  maxRateLimitRetries: number;
}

export const defaultReadOptions: PacedReadOptions = {
  initialConcurrency: 4,
  maxConcurrency: 16,
  maxRateLimitRetries: 2,
};

export interface PacedReadEvents<K, V> {
  /** Called once per key, in the order reads finish. */
  onRead?: (key: K, outcome: ReadOutcome<V>) => void;
}

export interface PacedReadSource<K, V> {
  read: (key: K, signal: AbortSignal) => Promise<V>;
  classify: (error: unknown) => ErrorClass;
  /** The limit the server announced with its latest answer (rate-limit-headers.ts). */
  rateLimit?: () => RateLimitHint | null;
}

/**
 * Many reads (one per key) with the bulk engine's pacing: the token bucket below the rate the
 * server announces, AIMD on the calls in flight, and the whole run waiting out a 429's Retry-After
 * (the limit is per user, so one 429 means every call would get one). A read the server keeps
 * refusing ends as 'rate-limited' and a read that fails ends as 'failed': the caller decides what an
 * unknown value means, never this loop. Aborting `signal` ends the run; unread keys get no outcome.
 */
export async function runPacedReads<K, V>(
  keys: readonly K[],
  source: PacedReadSource<K, V>,
  events: PacedReadEvents<K, V> = {},
  signal?: AbortSignal,
  options: Partial<PacedReadOptions> = {},
  clock: Clock = realClock,
): Promise<Map<K, ReadOutcome<V>>> {
  const opts = { ...defaultReadOptions, ...options };
  const controller = new ConcurrencyController(opts.initialConcurrency, opts.maxConcurrency);
  const slots = new Slots(() => controller.limit);
  const pacer = new Pacer();
  const outcomes = new Map<K, ReadOutcome<V>>();
  let blockedUntil = 0;

  const waitForTurn = async () => {
    for (;;) {
      const wait = Math.max(blockedUntil - clock.now(), pacer.wait(clock.now()));
      if (wait <= 0 || signal?.aborted) return;
      await clock.sleep(wait);
    }
  };

  const readOne = async (key: K): Promise<ReadOutcome<V>> => {
    let rateLimits = 0;
    for (;;) {
      await waitForTurn();
      if (signal?.aborted) throw signal.reason;
      const started = clock.now();
      const callNumber = pacer.take(started);
      try {
        const value = await source.read(key, signal ?? new AbortController().signal);
        const hint = source.rateLimit?.();
        if (hint) pacer.onHint(hint, callNumber, clock.now());
        controller.onSuccess(clock.now() - started, clock.now());
        slots.wake();
        return { state: 'read', value };
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        const hint = source.rateLimit?.();
        if (hint) pacer.onHint(hint, callNumber, clock.now());
        const kind = source.classify(error);
        if (kind.kind !== 'rate-limited') {
          controller.onError(clock.now());
          return { state: 'failed', reason: 'reason' in kind ? kind.reason : String(error) };
        }
        controller.onRateLimited(clock.now());
        blockedUntil = Math.max(blockedUntil, clock.now() + (kind.retryAfterMs ?? 1000));
        rateLimits += 1;
        if (rateLimits > opts.maxRateLimitRetries) return { state: 'rate-limited' };
      }
    }
  };

  const running = new Set<Promise<void>>();
  for (const key of keys) {
    await slots.acquire();
    if (signal?.aborted) {
      slots.release();
      break;
    }
    const task = readOne(key).then(
      (outcome) => {
        outcomes.set(key, outcome);
        events.onRead?.(key, outcome);
      },
      () => undefined,
    );
    const tracked = task.finally(() => {
      slots.release();
      running.delete(tracked);
    });
    running.add(tracked);
  }
  await Promise.all(running);
  if (signal?.aborted) throw signal.reason;
  return outcomes;
}
