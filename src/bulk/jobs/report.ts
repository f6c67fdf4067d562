import { t } from '@lingui/core/macro';
import { downloadCsv } from '@/lib/csv';
import type { LiveJob } from './store';
import { outcomeLabel } from './texts';

/** The job's result report: one line per row with its outcome and the reason. */
export function downloadJobReport(job: LiveJob): Promise<void> {
  const rows = job.def.rows.map((row, index) => {
    const result = job.results[index];
    return [
      row.position,
      row.label,
      result ? outcomeLabel(result.outcome) : t`Not finished`,
      result?.reason ?? '',
    ];
  });
  const stamp = new Date(job.startedAt).toISOString().slice(0, 19).replace(/[:T]/g, '-');
  return downloadCsv(
    `${job.def.ruleKind}-${job.def.kind}-report-${stamp}.csv`,
    [t`Row`, t`Rule`, t`Outcome`, t`Reason`],
    rows,
  );
}
