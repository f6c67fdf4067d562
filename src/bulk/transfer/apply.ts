import type { LiveJob } from '@/bulk/jobs/store';
import type { JobRow } from '@/bulk/jobs/types';
import type { RowOutcome } from '@/bulk/engine';
import type { PreviewRow } from './diff';
import type { RuleCodec } from './types';

/** One row after a job: what the summary and the report show. */
export interface ApplyOutcome {
  row: { position: number; label: string };
  result: RowOutcome;
  reloadStatus?: number;
  /** The server's reason (failed) or what was found instead (conflict). */
  error?: string;
}

export function rowsToApply<R>(rows: readonly PreviewRow<R>[], includeChanges: boolean): PreviewRow<R>[] {
  return rows.filter((row) => row.status === 'add' || (includeChanges && row.status === 'change'));
}

/** The rows of the preview a job writes: from the target's rule (or nothing) to the file's. */
export function jobRowsFromPreview<R>(
  codec: RuleCodec<R>,
  rows: readonly PreviewRow<R>[],
  includeChanges: boolean,
): JobRow<R>[] {
  return rowsToApply(rows, includeChanges).map((row) => ({
    key: codec.key(row.rule as R),
    before: row.status === 'change' ? (row.existing ?? null) : null,
    after: row.rule as R,
    position: row.position,
    label: row.label,
  }));
}

export function outcomesOfJob(job: LiveJob): ApplyOutcome[] {
  return job.def.rows.map((row, index) => {
    const result = job.results[index];
    return {
      row: { position: row.position, label: row.label },
      result: result?.outcome ?? 'not-attempted',
      reloadStatus: typeof result?.detail === 'number' ? result.detail : undefined,
      error: result?.reason,
    };
  });
}
