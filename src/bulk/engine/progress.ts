import { rowOutcomes, type RowOutcome } from './types';

/** Live counts per outcome, O(1) per finished row, with the rate over a sliding window. */
export class OutcomeCounts {
  readonly byOutcome: Record<RowOutcome, number> = {
    applied: 0,
    unchanged: 0,
    conflict: 0,
    failed: 0,
    'not-attempted': 0,
  };
  done = 0;
  private readonly recent: number[] = [];

  constructor(
    readonly total: number,
    private readonly windowMs = 5_000,
  ) {}

  add(outcome: RowOutcome, now: number): void {
    this.byOutcome[outcome] += 1;
    this.done += 1;
    if (outcome !== 'not-attempted') this.recent.push(now);
  }

  /** Rows per second over the last few seconds. */
  rate(now: number): number {
    while (this.recent.length > 0 && (this.recent[0] as number) < now - this.windowMs) this.recent.shift();
    if (this.recent.length < 2) return 0;
    const span = Math.max(1000, now - (this.recent[0] as number));
    return (this.recent.length * 1000) / span;
  }

  /** Seconds left at the current rate; null while unknown. */
  secondsLeft(now: number): number | null {
    const rate = this.rate(now);
    return rate > 0 ? (this.total - this.done) / rate : null;
  }

  snapshot(): { done: number; total: number } & Record<RowOutcome, number> {
    return { done: this.done, total: this.total, ...this.byOutcome };
  }

  static empty(): Record<RowOutcome, number> {
    return Object.fromEntries(rowOutcomes.map((o) => [o, 0])) as Record<RowOutcome, number>;
  }
}
