import { ConcurrencyController } from './aimd';
import { backoffDelay } from './backoff';
import { Pacer } from './pacer';
import { ReadBack } from './read-back';
import { Slots } from './slots';
import {
  defaultEngineOptions,
  realClock,
  type BulkTarget,
  type Clock,
  type EngineOptions,
  type ErrorClass,
  type RowChange,
  type RowResult,
} from './types';

export type RunState = 'running' | 'paused' | 'finished';

export interface EngineEvents {
  /** Called exactly once per row, in the order rows finish. */
  onRowDone?: (index: number, result: RowResult) => void;
  /** Paused or resumed, by the user or because the session needs a new sign-in (`reason`). */
  onStateChange?: (state: RunState, reason?: string) => void;
}

export interface BulkRun {
  pause: () => void;
  resume: () => void;
  /** No new rows start; rows in flight finish, rows with an unknown outcome are read back first. */
  stop: () => void;
  readonly state: RunState;
  /** The current number of calls allowed in flight (adaptive). */
  readonly concurrency: number;
  /** One result per row, in row order. */
  readonly done: Promise<RowResult[]>;
}

const notAttempted: RowResult = { outcome: 'not-attempted' };
const changedMeanwhile = 'Someone else changed this rule meanwhile; it was left as it is.';

/**
 * Writes rows with bounded, adaptive concurrency and decides an exact outcome for each (see
 * docs/bulk-work.md). The engine never sends a second write for a row unless a read-back showed
 * the first did not happen, and never writes over a rule whose state is neither the planned
 * `before` nor `after`: those rows end as conflicts.
 */
export function runBulk<R>(
  rows: readonly RowChange<R>[],
  target: BulkTarget<R>,
  events: EngineEvents = {},
  options: Partial<EngineOptions> = {},
  clock: Clock = realClock,
): BulkRun {
  const opts = { ...defaultEngineOptions, ...options };
  const controller = new ConcurrencyController(opts.initialConcurrency, opts.maxConcurrency);
  const slots = new Slots(() => controller.limit);
  const pacer = new Pacer();
  const readBack = new ReadBack(target, clock, opts.readBackWindowMs, opts.timeoutMs);
  const results: (RowResult | undefined)[] = new Array<RowResult | undefined>(rows.length);
  let state: RunState = 'running';
  let stopped = false;
  let blockedUntil = 0;
  let resumed: { promise: Promise<void>; resolve: () => void } | null = null;

  const setState = (next: RunState, reason?: string) => {
    if (state === next || state === 'finished') return;
    state = next;
    if (next === 'paused') {
      let resolve = () => {};
      resumed = { promise: new Promise<void>((r) => (resolve = r)), resolve };
    } else if (resumed) {
      resumed.resolve();
      resumed = null;
    }
    events.onStateChange?.(next, reason);
  };

  const finish = (index: number, result: RowResult) => {
    if (results[index]) throw new Error(`Row ${index} finished twice`);
    results[index] = result;
    events.onRowDone?.(index, result);
  };

  // A function, not the variable: TypeScript would narrow `resumed` across the awaits.
  const whilePaused = async () => {
    for (let gate = resumed; gate; gate = resumed) await gate.promise;
  };

  /** Waits while paused or rate-limited; false once the job is stopped. */
  const mayWrite = async (): Promise<boolean> => {
    for (;;) {
      if (stopped) return false;
      if (resumed) {
        await resumed.promise;
        continue;
      }
      const wait = blockedUntil - clock.now();
      if (wait <= 0) return true;
      await clock.sleep(wait);
    }
  };

  /**
   * Waits for the pace the server announced (none announced: no wait), holding the row's slot so
   * only the rows in flight wait here. False when paused, stopped or rate-limited meanwhile.
   */
  const paced = async (): Promise<boolean> => {
    for (let wait = pacer.wait(clock.now()); wait > 0; wait = pacer.wait(clock.now())) {
      await clock.sleep(wait);
      if (stopped || resumed || blockedUntil > clock.now()) return false;
    }
    return true;
  };

  const call = async (
    change: RowChange<R>,
  ): Promise<{ ok: true; detail: string | number | undefined } | { ok: false; error: ErrorClass }> => {
    const abort = new AbortController();
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        timedOut = true;
        abort.abort(new Error('timeout'));
        reject(new Error('timeout'));
      }, opts.timeoutMs);
    });
    try {
      return { ok: true, detail: await Promise.race([target.write(change, abort.signal), timeout]) };
    } catch (error) {
      return {
        ok: false,
        error: timedOut ? { kind: 'uncertain', reason: 'The call timed out.' } : target.classify(error),
      };
    } finally {
      clearTimeout(timer);
    }
  };

  const runRow = async (change: RowChange<R>): Promise<RowResult> => {
    let holding = true;
    const park = () => {
      if (holding) slots.release();
      holding = false;
    };
    const unpark = async () => {
      if (!holding) await slots.acquire();
      holding = true;
    };
    if (
      change.before === null
        ? change.after === null
        : change.after !== null && target.same(change.before, change.after)
    ) {
      park();
      return { outcome: 'unchanged' };
    }
    let uncertain = change.uncertain === true;
    let sentBefore = uncertain;
    let attempts = 0;
    let rateLimits = 0;
    let lastReason = '';
    const settle = async (): Promise<RowResult | 'original'> => {
      park();
      try {
        const found = await readBack.judge(change);
        if (found === 'applied') return { outcome: sentBefore ? 'applied' : 'unchanged' };
        if (found === 'other') return { outcome: 'conflict', reason: changedMeanwhile };
        return 'original';
      } catch (error) {
        const reason = target.classify(error);
        return {
          outcome: 'failed',
          reason: `The outcome could not be confirmed: ${'reason' in reason ? reason.reason : String(error)}`,
        };
      }
    };
    try {
      for (;;) {
        if (uncertain) {
          const settled = await settle();
          if (settled !== 'original') return settled;
          uncertain = false;
          if (attempts >= opts.maxAttempts) return { outcome: 'failed', reason: lastReason };
          if (attempts > 0)
            await clock.sleep(backoffDelay(attempts, opts.baseBackoffMs, opts.maxBackoffMs, clock.random));
        }
        park();
        if (!(await mayWrite())) return notAttempted;
        await unpark();
        if (!(await paced())) continue;
        attempts += 1;
        sentBefore = true;
        const started = clock.now();
        const callNumber = pacer.take(started);
        const answer = await call(change);
        const hint = target.rateLimit?.();
        if (hint) pacer.onHint(hint, callNumber, clock.now());
        if (answer.ok) {
          controller.onSuccess(clock.now() - started, clock.now());
          slots.wake();
          return { outcome: 'applied', detail: answer.detail };
        }
        const error = answer.error;
        switch (error.kind) {
          case 'conflict': {
            // The server refused the compare-and-swap: never retried blindly, only judged.
            const settled = await settle();
            return settled === 'original' ? { outcome: 'conflict', reason: changedMeanwhile } : settled;
          }
          case 'rate-limited': {
            // Not applied. The whole job waits (the limit is per user), and this call does not count.
            attempts -= 1;
            rateLimits += 1;
            controller.onRateLimited(clock.now());
            const wait =
              error.retryAfterMs ??
              backoffDelay(rateLimits, opts.baseBackoffMs, opts.maxBackoffMs, clock.random);
            blockedUntil = Math.max(blockedUntil, clock.now() + wait + clock.random() * 50);
            if (rateLimits > 200)
              return { outcome: 'failed', reason: 'The server kept answering 429 Too Many Requests.' };
            break;
          }
          case 'uncertain':
            controller.onError(clock.now());
            lastReason = error.reason;
            uncertain = true;
            break;
          case 'rejected':
            return { outcome: 'failed', reason: error.reason };
          case 'fatal':
            // Nothing was written (no session); wait for the user to sign in again and resume.
            attempts -= 1;
            setState('paused', error.reason);
            break;
        }
      }
    } finally {
      park();
    }
  };

  const done = (async () => {
    const running = new Set<Promise<void>>();
    let next = 0;
    while (next < rows.length) {
      await whilePaused();
      await slots.acquire();
      if (stopped) {
        slots.release();
        break;
      }
      const index = next;
      next += 1;
      const task = runRow(rows[index] as RowChange<R>).then(
        (result) => finish(index, result),
        (error: unknown) => finish(index, { outcome: 'failed', reason: String(error) }),
      );
      running.add(task);
      void task.finally(() => running.delete(task));
    }
    await Promise.all(running);
    for (let index = next; index < rows.length; index += 1) finish(index, notAttempted);
    state = 'finished';
    events.onStateChange?.('finished');
    return results as RowResult[];
  })();

  return {
    pause: () => setState('paused'),
    resume: () => setState('running'),
    stop: () => {
      stopped = true;
      setState('running');
    },
    get state() {
      return state;
    },
    get concurrency() {
      return controller.limit;
    },
    done,
  };
}
