import type { ReloadStatus } from '@/api/generated/model';
import { settingsErrorMessage } from '@/components/settings-notifications';
import type { PreviewRow } from './diff';
import type { RuleWriter } from './types';

export interface ApplyOutcome<R> {
  row: PreviewRow<R>;
  result: 'applied' | 'failed' | 'not-attempted';
  reloadStatus?: ReloadStatus;
  /** The server's reason when the row failed. */
  error?: string;
}

export interface ApplyOptions {
  /** Also write rows whose key exists with other content. */
  includeChanges: boolean;
  onProgress: (done: number, total: number) => void;
  /** Asked before each row; true leaves the remaining rows not attempted. */
  shouldStop: () => boolean;
}

export function rowsToApply<R>(rows: readonly PreviewRow<R>[], includeChanges: boolean): PreviewRow<R>[] {
  return rows.filter((row) => row.status === 'add' || (includeChanges && row.status === 'change'));
}

/**
 * Writes the rows one by one, so a failure is tied to its row and the rest still go through;
 * every row ends up applied, failed (with the server's reason) or not attempted.
 */
export async function applyRows<R>(rows: readonly PreviewRow<R>[], writer: RuleWriter<R>, options: ApplyOptions): Promise<ApplyOutcome<R>[]> {
  const planned = rowsToApply(rows, options.includeChanges);
  const outcomes: ApplyOutcome<R>[] = [];
  options.onProgress(0, planned.length);
  for (const row of planned) {
    if (options.shouldStop()) {
      outcomes.push({ row, result: 'not-attempted' });
      continue;
    }
    try {
      const rule = row.rule as R;
      const reloadStatus = row.status === 'change' && row.existing !== undefined ? await writer.replace(row.existing, rule) : await writer.add(rule);
      outcomes.push({ row, result: 'applied', reloadStatus });
    } catch (error) {
      outcomes.push({ row, result: 'failed', error: settingsErrorMessage(error) });
    }
    options.onProgress(outcomes.filter((o) => o.result !== 'not-attempted').length, planned.length);
  }
  return outcomes;
}
