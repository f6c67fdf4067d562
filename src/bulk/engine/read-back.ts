import { backoffDelay } from './backoff';
import type { BulkTarget, Clock, ReadBackState, RowChange } from './types';

interface Waiter<R> {
  change: RowChange<R>;
  resolve: (state: ReadBackState) => void;
  reject: (error: unknown) => void;
}

/** Where the rule stands now, against the row's plan. */
export function judgeRow<R>(
  change: RowChange<R>,
  current: R | null,
  same: (a: R, b: R) => boolean,
): ReadBackState {
  const equal = (a: R | null, b: R | null) => (a === null || b === null ? a === b : same(a, b));
  if (equal(current, change.after)) return 'applied';
  if (equal(current, change.before)) return 'original';
  return 'other';
}

/**
 * Reads rules back to settle rows whose write outcome is unknown. Rows that ask within one window
 * share one read of the whole target, and a read always starts after the row asked, so it sees
 * whatever that row's call did.
 */
export class ReadBack<R> {
  private waiting: Waiter<R>[] = [];
  private busy = false;
  private lastReadMs = 0;

  constructor(
    private readonly target: BulkTarget<R>,
    private readonly clock: Clock,
    private readonly windowMs: number,
    private readonly timeoutMs: number,
    private readonly maxAttempts = 6,
  ) {}

  /** Resolves with the row's state, or rejects when the rules could not be read at all. */
  judge(change: RowChange<R>): Promise<ReadBackState> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ change, resolve, reject });
      if (!this.busy) void this.run();
    });
  }

  private async run(): Promise<void> {
    this.busy = true;
    while (this.waiting.length > 0) {
      // A large target is expensive to read: gather longer, so reads stay a small share of the time.
      await this.clock.sleep(Math.max(this.windowMs, 4 * this.lastReadMs));
      const batch = this.waiting;
      this.waiting = [];
      const started = this.clock.now();
      try {
        const rules = await this.read();
        this.lastReadMs = this.clock.now() - started;
        for (const waiter of batch)
          waiter.resolve(judgeRow(waiter.change, rules.get(waiter.change.key) ?? null, this.target.same));
      } catch (error) {
        for (const waiter of batch) waiter.reject(error);
      }
    }
    this.busy = false;
  }

  private async read(): Promise<ReadonlyMap<string, R>> {
    for (let attempt = 1; ; attempt += 1) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new Error('The read-back timed out.')), this.timeoutMs);
      try {
        return await this.target.snapshot(controller.signal);
      } catch (error) {
        const kind = this.target.classify(error);
        if (attempt >= this.maxAttempts || kind.kind === 'rejected' || kind.kind === 'fatal') throw error;
        const wait =
          kind.kind === 'rate-limited' && kind.retryAfterMs !== null
            ? kind.retryAfterMs
            : backoffDelay(attempt, 250, 10_000, this.clock.random);
        await this.clock.sleep(wait);
      } finally {
        clearTimeout(timer);
      }
    }
  }
}
