import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import type { QueryClient } from '@tanstack/react-query';
import type { WriteHint } from '@/api/write-observer';
import { newJobId, startJob } from '@/bulk/jobs/runner';
import type { LiveJob } from '@/bulk/jobs/store';
import type { JobDefinition, JobRow, StoredOutcome } from '@/bulk/jobs/types';
import { i18n } from '@/i18n/i18n';
import { formatNumber } from '@/lib/format';
import { notify } from '@/notifications/notify';
import { writableAdapterFor } from './adapters';
import { ruleSetTarget, typesOfRows, type TypedRule } from '@/bulk/rule-set/rule-set-target';
import { ruleTypes } from '@/rules/registry';
import { bulkTargetFor } from './bulk-targets';
import { isTypedKind } from './kinds';

/** Starts (or resumes) a job on rules with the bulk-write engine; says so when it is done. */
export function startRulesJob(
  def: JobDefinition,
  queryClient: QueryClient,
  previous?: readonly StoredOutcome[],
): Promise<LiveJob> {
  const ruleKind = def.ruleKind;
  if (ruleKind === 'rule-set' || isTypedKind(ruleKind)) return startRuleSetJob(def, queryClient, previous);
  const { target, engine } = bulkTargetFor(ruleKind, def.target, journalHint(def));
  return startJob(def, target, {
    previous,
    engine,
    onFinished: (job) => {
      void queryClient.invalidateQueries({ queryKey: writableAdapterFor(ruleKind).api.queryKey(def.target) });
      notifyJobDone(job, queryClient);
    },
  });
}

/** A job over rules of src/rules types (a restore, a copy of a whole scope, an import of pins). */
function startRuleSetJob(
  def: JobDefinition,
  queryClient: QueryClient,
  previous?: readonly StoredOutcome[],
): Promise<LiveJob> {
  const types = typesOfRows(def.rows as JobRow<TypedRule>[]);
  const scope = {
    customerId: def.target.customerId,
    storefrontId: def.target.storefrontId,
    languageCode: def.target.languageCode,
  };
  return startJob(
    def as JobDefinition<TypedRule>,
    ruleSetTarget(scope, types, {
      source: def.kind === 'restore' ? 'restore' : 'bulk',
      jobId: def.id,
    }),
    {
      previous,
      onFinished: (job) => {
        for (const type of types)
          for (const queryKey of ruleTypes[type].queryKeys(scope))
            void queryClient.invalidateQueries({ queryKey });
        notifyJobDone(job, queryClient);
      },
    },
  );
}

/** The change journal files a job's rows as a restore or a bulk job, under the job's id. */
const journalHint = (def: JobDefinition): WriteHint => ({
  source: def.kind === 'restore' ? 'restore' : 'bulk',
  jobId: def.id,
});

function notifyJobDone(job: LiveJob, queryClient: QueryClient): void {
  const n = (value: number) => formatNumber(value, i18n.locale);
  const { applied, unchanged, conflict, failed } = job.counts;
  const notAttempted = job.counts['not-attempted'];
  const title = job.def.title;
  const content = t`Done: ${n(applied)} applied, ${n(unchanged)} unchanged, ${n(conflict)} conflicts, ${n(failed)} failed, ${n(notAttempted)} not attempted.`;
  const deleted = job.def.rows.filter((_, index) => job.results[index]?.outcome === 'applied');
  const undo =
    job.def.kind === 'delete' && deleted.length > 0 ? (
      <Group mt={6}>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconArrowBackUp size={14} />}
          onClick={() => void startRulesJob(undoDefinition(job.def, deleted), queryClient)}
        >
          <Trans>Undo</Trans>
        </Button>
      </Group>
    ) : undefined;
  notify({
    level: conflict + failed > 0 ? 'warning' : 'info',
    title,
    content,
    body: undo ? (
      <>
        {content}
        {undo}
      </>
    ) : undefined,
  });
}

/** Undo of a bulk delete: recreate exactly the rules the job deleted, in the scope it deleted them from. */
function undoDefinition(def: JobDefinition, deleted: readonly JobRow[]): JobDefinition {
  const count = formatNumber(deleted.length, i18n.locale);
  return {
    ...def,
    id: newJobId(),
    kind: 'undo-delete',
    title: t`Restore ${count} deleted rules`,
    createdAt: Date.now(),
    rows: deleted.map((row) => ({ ...row, before: null, after: row.before })),
  };
}
