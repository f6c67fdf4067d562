import type { RateLimitHint } from './rate-limit-headers';

/**
 * The bulk-write engine's vocabulary. A job is a list of row changes, each from `before` to
 * `after` (null = the rule does not exist), so every outcome can be decided by reading the rule back.
 */

/** What a row ended as; every row ends in exactly one of these. */
export type RowOutcome = 'applied' | 'unchanged' | 'conflict' | 'failed' | 'not-attempted';

export const rowOutcomes: readonly RowOutcome[] = [
  'applied',
  'unchanged',
  'conflict',
  'failed',
  'not-attempted',
];

export interface RowChange<R> {
  /** Identifies the rule on the server (synonyms: query, redirects: name). */
  key: string;
  /** The rule as the job planned from (null: did not exist). */
  before: R | null;
  /** The rule as it should be afterwards (null: deleted). */
  after: R | null;
  /**
   * A call for this row may have been sent before (a resumed job): read back before writing.
   */
  uncertain?: boolean;
}

export interface RowResult {
  outcome: RowOutcome;
  /** The server's reason (failed), or what the read-back found (conflict). */
  reason?: string;
  /** Whatever the successful write answered (e.g. the engine's reload status). */
  detail?: string | number;
}

/** How the engine treats an error of a write call. */
export type ErrorClass =
  | { kind: 'conflict' }
  /** Not applied; wait this long (Retry-After) before the next call. */
  | { kind: 'rate-limited'; retryAfterMs: number | null }
  /** 5xx, network error, timeout: the write may or may not have happened. */
  | { kind: 'uncertain'; reason: string }
  /** The server refused the row (400 etc.): not applied, retrying would not help. */
  | { kind: 'rejected'; reason: string }
  /** The session is gone (sign-in needed): the job pauses, nothing is decided. */
  | { kind: 'fatal'; reason: string };

/** What reading the rule back shows, compared with the row's `before` and `after`. */
export type ReadBackState = 'applied' | 'original' | 'other';

/** The server side the engine works against; the caller maps it onto the real API. */
export interface BulkTarget<R> {
  /** One write call: add (before null), delete (after null) or compare-and-swap replace. */
  write: (change: RowChange<R>, signal: AbortSignal) => Promise<string | number | undefined>;
  /** All rules of the target by key (one read serves every row waiting to be checked). */
  snapshot: (signal: AbortSignal) => Promise<ReadonlyMap<string, R>>;
  same: (a: R, b: R) => boolean;
  classify: (error: unknown) => ErrorClass;
  /**
   * The rate limit the server announced with its latest answer (rate-limit-headers.ts), read after
   * every call: the engine paces itself below it. Optional: without it, AIMD and Retry-After.
   */
  rateLimit?: () => RateLimitHint | null;
}

export interface Clock {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
}

export const realClock: Clock = {
  now: () => (typeof performance !== 'undefined' ? performance.now() : Date.now()),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))),
  random: Math.random,
};

export interface EngineOptions {
  initialConcurrency: number;
  maxConcurrency: number;
  /** Per write call; a call that takes longer is aborted and its outcome treated as unknown. */
  timeoutMs: number;
  /** Write attempts per row that failed with 5xx/network/timeout before the row fails. */
  maxAttempts: number;
  baseBackoffMs: number;
  maxBackoffMs: number;
  /** How long rows waiting to be read back are collected before one read serves them all. */
  readBackWindowMs: number;
}

export const defaultEngineOptions: EngineOptions = {
  initialConcurrency: 4,
  maxConcurrency: 48,
  timeoutMs: 15_000,
  maxAttempts: 6,
  baseBackoffMs: 250,
  maxBackoffMs: 30_000,
  readBackWindowMs: 500,
};
