// What every check reports, how repeated runs of one call merge, and the text lines of the report.

interface Common {
  /** The call, and for round trips the step: `synonyms · stale update · PUT /EngineSettings/SynonymsForQuery`. */
  operation: string;
  /** HTTP status of the (first) answer; absent when the server did not answer. */
  status?: number;
  /** Milliseconds of every call made for this line (one per --repeat). */
  timings?: number[];
}

export type CheckResult =
  | (Common & { outcome: 'ok'; note?: string })
  | (Common & { outcome: 'mismatch'; field: string; message: string })
  | (Common & { outcome: 'error'; message: string })
  | (Common & { outcome: 'skip'; message: string });

/** The value below which `fraction` of the sorted values lie (nearest rank). */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

/**
 * One line per call across repeated runs: the first failure wins (a flaky server must not pass),
 * the timings of all runs are kept, in the order the calls were first made.
 */
export function mergeRuns(runs: readonly (readonly CheckResult[])[]): CheckResult[] {
  const merged = new Map<string, CheckResult>();
  for (const run of runs) {
    for (const result of run) {
      const seen = merged.get(result.operation);
      if (!seen) {
        merged.set(result.operation, { ...result, timings: [...(result.timings ?? [])] });
        continue;
      }
      const timings = [...(seen.timings ?? []), ...(result.timings ?? [])];
      const failedNow = seen.outcome === 'ok' && result.outcome !== 'ok';
      merged.set(result.operation, { ...(failedNow ? result : seen), timings });
    }
  }
  return [...merged.values()];
}

const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;

function measured(result: CheckResult): string {
  const parts: string[] = [];
  if (result.status !== undefined) parts.push(String(result.status));
  const timings = result.timings ?? [];
  if (timings.length > 0)
    parts.push(`p50 ${ms(percentile(timings, 0.5))}`, `p95 ${ms(percentile(timings, 0.95))}`);
  return parts.join(' · ');
}

export function formatResult(result: CheckResult): string {
  const figures = measured(result);
  const tail = figures ? `  [${figures}]` : '';
  switch (result.outcome) {
    case 'ok':
      return `ok  ${result.operation}${tail}${result.note ? `  ${result.note}` : ''}`;
    case 'mismatch':
      return `mismatch ${result.operation}: ${result.field}: ${result.message}${tail}`;
    case 'error':
      return `error ${result.operation}: ${result.message}${tail}`;
    case 'skip':
      return `skip ${result.operation}: ${result.message}`;
  }
}

/** The last line of the report; skipped checks are counted only when there are any. */
export function formatSummary(results: readonly CheckResult[]): string {
  const passed = results.filter((result) => result.outcome === 'ok').length;
  const skipped = results.filter((result) => result.outcome === 'skip').length;
  const failed = results.length - passed - skipped;
  return `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}

export const passedAll = (results: readonly CheckResult[]) =>
  results.every((result) => result.outcome === 'ok' || result.outcome === 'skip');
