import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { useJobs } from '@/bulk/jobs/use-jobs';
import { applyChanges } from '@/bulk/rule-set/apply-changes';
import { i18n } from '@/i18n/i18n';
import { formatNumber } from '@/lib/format';
import type { WeightedFinding } from '@/rules/health/traffic-weight';
import type { ScopedRuleSet } from '@/rules/health/types';
import type { RuleScope, RuleSet } from '@/rules/rule-set';
import { mergeByScope, planFix } from '../fixes/plan-fix';

/**
 * Applies the fixes of findings as bulk jobs (one per scope they write to: compare-and-swap per rule,
 * paced, with the job's report), then checks again once every job has finished, so fixed findings
 * disappear and anything that did not apply stays.
 */
export function useRuleHealthFixes(
  scope: RuleScope,
  rules: RefObject<{ ruleSet: RuleSet; siblings: ScopedRuleSet[] } | null>,
  recheck: () => void,
) {
  const queryClient = useQueryClient();
  const jobs = useJobs();
  const [running, setRunning] = useState<{ jobIds: string[]; findingIds: Set<string> } | null>(null);

  useEffect(() => {
    if (!running) return;
    const mine = jobs.filter((job) => running.jobIds.includes(job.def.id));
    if (mine.length < running.jobIds.length || mine.some((job) => job.state !== 'finished')) return;
    setRunning(null);
    recheck();
  }, [jobs, running, recheck]);

  const canFix = useCallback((finding: WeightedFinding) => finding.fix !== undefined, []);

  const fix = useCallback(
    async (findings: WeightedFinding[]) => {
      const loaded = rules.current;
      if (!loaded || running) return;
      const plans = mergeByScope(
        findings.flatMap((finding) =>
          finding.fix ? planFix(finding.fix, scope, loaded.ruleSet, loaded.siblings) : [],
        ),
      );
      if (plans.length === 0) {
        recheck();
        return;
      }
      const count = formatNumber(findings.length, i18n.locale);
      const title =
        findings.length === 1 ? t`Rule health: fix one finding` : t`Rule health: fix ${count} findings`;
      const findingIds = new Set(findings.map((finding) => finding.id));
      setRunning({ jobIds: [], findingIds });
      const jobIds = await Promise.all(
        plans.map((plan) => applyChanges(plan.scope, plan.changes, { title }, queryClient)),
      );
      setRunning({ jobIds, findingIds });
    },
    [rules, running, scope, queryClient, recheck],
  );

  return {
    canFix,
    fix: (findings: WeightedFinding[]) => void fix(findings),
    fixing: running?.findingIds ?? (new Set<string>() as ReadonlySet<string>),
  };
}
