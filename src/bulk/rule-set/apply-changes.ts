import type { QueryClient } from '@tanstack/react-query';
import { newJobId } from '@/bulk/jobs/runner';
import { jobsUser } from '@/bulk/jobs/store';
import type { JobDefinition, JobKind, JobRow } from '@/bulk/jobs/types';
import { startRulesJob } from '@/bulk/transfer/start-rules-job';
import { ruleTypes } from '@/rules/registry';
import type { RuleScope } from '@/rules/rule-set';
import type { RuleTypeId } from '@/rules/rule-type';
import { typedKey, type TypedRule } from './rule-set-target';

/** One planned write: from `before` (null: the rule does not exist) to `after` (null: delete it). */
export interface RuleSetChange<R = unknown> {
  type: RuleTypeId;
  before: R | null;
  after: R | null;
}

/** The job rows of planned changes, in their order, each keyed by its type and identity. */
export function changeRows(changes: readonly RuleSetChange[]): JobRow<TypedRule>[] {
  return changes.flatMap((change, index): JobRow<TypedRule>[] => {
    const rule = change.after ?? change.before;
    if (rule === null) return [];
    const rules = ruleTypes[change.type];
    return [
      {
        key: typedKey(change.type, rules.key(rule)),
        before: change.before === null ? null : { type: change.type, rule: change.before },
        after: change.after === null ? null : { type: change.type, rule: change.after },
        position: index + 1,
        label: rules.label(rule),
      },
    ];
  });
}

/**
 * Writes changes of any rule types to one scope as one bulk job (compare-and-swap per rule,
 * pacing, pause, resume after a reload, report): the way restores, copies of a whole scope and
 * fixes write. Resolves with the job's id once it has started.
 */
export async function applyChanges(
  scope: RuleScope,
  changes: readonly RuleSetChange[],
  job: { title: string; kind?: JobKind },
  queryClient: QueryClient,
): Promise<string> {
  const def: JobDefinition<TypedRule> = {
    id: newJobId(),
    user: jobsUser(),
    kind: job.kind ?? 'restore',
    ruleKind: 'rule-set',
    target: {
      customerId: scope.customerId,
      storefrontId: scope.storefrontId,
      languageCode: scope.languageCode,
    },
    title: job.title,
    createdAt: Date.now(),
    rows: changeRows(changes),
  };
  await startRulesJob(def as JobDefinition, queryClient);
  return def.id;
}
