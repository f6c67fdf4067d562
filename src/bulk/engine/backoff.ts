/**
 * Exponential backoff with full jitter: a random wait between 0 and base·2^attempt (capped), so
 * rows that failed together do not come back together.
 */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number, random: () => number): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
