import { JobProgress } from '@/bulk/jobs/JobProgress';
import { useJob } from '@/bulk/jobs/use-jobs';
import { outcomesOfJob } from './apply';
import { ApplySummary } from './ApplySummary';
import type { PositionKind } from './types';

interface Props {
  jobId: string;
  positionKind: PositionKind;
  leftOut: { invalid: number; unchanged: number; changes: number };
}

/** The apply step of the transfer dialog: the job's live progress, then its summary. */
export function TransferJob({ jobId, positionKind, leftOut }: Props) {
  const job = useJob(jobId);
  if (!job) return null;
  if (job.state !== 'finished') return <JobProgress job={job} />;
  return <ApplySummary outcomes={outcomesOfJob(job)} positionKind={positionKind} leftOut={leftOut} />;
}
