import type { QueryClient } from '@tanstack/react-query';
import { newJobId } from '@/bulk/jobs/runner';
import { jobsUser } from '@/bulk/jobs/store';
import type { JobDefinition, JobKind, JobRow } from '@/bulk/jobs/types';
import { startRulesJob } from './start-rules-job';
import type { RuleKind } from './kinds';
import type { RuleCodec, RuleTarget } from './types';

/** Files a new job in the journal for the signed-in user and starts it; resolves with its id. */
export async function startTransferJob<R>(
  job: { kind: JobKind; ruleKind: RuleKind; target: RuleTarget; title: string; rows: JobRow<R>[] },
  queryClient: QueryClient,
): Promise<string> {
  const def: JobDefinition<R> = { ...job, id: newJobId(), user: jobsUser(), createdAt: Date.now() };
  await startRulesJob(def as JobDefinition, queryClient);
  return def.id;
}

/** Bulk delete of the selected rules: each row from the rule as loaded to nothing (compare-and-swap). */
export function startBulkDelete<R>(
  codec: RuleCodec<R>,
  target: RuleTarget,
  rules: readonly R[],
  title: string,
  queryClient: QueryClient,
): Promise<string> {
  const rows = rules.map((rule, i): JobRow<R> => ({
    key: codec.key(rule),
    before: rule,
    after: null,
    position: i + 1,
    label: codec.label(rule),
  }));
  return startTransferJob({ kind: 'delete', ruleKind: codec.kind, target, title, rows }, queryClient);
}
