import { ruleHealthChecks } from '@/rules/health/index';
import { ruleQueries } from '@/rules/health/dormant';
import { normaliseQuery } from '@/rules/health/keys';
import type { CheckId, CheckResult, QuerySearches, ScopedRuleSet } from '@/rules/health/types';
import { readRuleSet } from '@/rules/read';
import type { RuleScope, RuleSet } from '@/rules/rule-set';
import type { RuleTypeId } from '@/rules/rule-type';
import { runRuleHealth } from '../worker/run-rule-health';
import { readFeatureSetCounts } from './feature-set-counts';
import { readQueryKpis, type QueryKpis } from './query-kpis';

export interface ScopeToCheck {
  scope: RuleScope;
  /** The rule types the user may read there: only these are read and checked. */
  types: readonly RuleTypeId[];
}

/** How far the reading of per-query figures has come. */
export interface ReadProgress {
  done: number;
  total: number;
  /** Reads that failed or were refused for the rate limit: their figures stay unknown. */
  failed: number;
}

/** What a run reports as it goes; the page renders each step. */
export interface RunEvents {
  /** The rules as read: fixes are planned from them (compare-and-swap from this version). */
  onRulesRead?: (ruleSet: RuleSet, siblings: ScopedRuleSet[]) => void;
  onResult: (result: CheckResult) => void;
  onTraffic?: (query: string, figures: QueryKpis) => void;
  onTrafficProgress?: (progress: ReadProgress) => void;
  onDormancyProgress?: (progress: ReadProgress) => void;
}

export interface RunRequest {
  target: ScopeToCheck;
  siblings: readonly ScopeToCheck[];
  /** Today in the user's calendar (YYYY-MM-DD): the last day of both KPI periods. */
  today: string;
  now: number;
  signal: AbortSignal;
}

const allButDormancy: CheckId[] = ruleHealthChecks.map((check) => check.id).filter((id) => id !== 'dormant');

/**
 * One rule-health run over a scope: reads its rules (and its siblings'), runs the checks off the
 * main thread and reports each as it finishes, then reads the traffic of the findings' queries
 * (30 days) and the searches of every rule query (90 days, the dormancy check) through the bulk
 * engine's pacing. Dormancy is reported first as not yet known, then again once read: a query whose
 * read failed or was rate-limited keeps the check incomplete, never "no searches".
 */
export async function runScopeHealth(
  { target, siblings, today, now, signal }: RunRequest,
  events: RunEvents,
): Promise<void> {
  const [ruleSet, ...siblingSets] = await Promise.all(
    [target, ...siblings].map((entry) => readRuleSet(entry.scope, entry.types, { signal })),
  );
  const scopedSiblings: ScopedRuleSet[] = siblings.map((entry, i) => ({
    scope: entry.scope,
    ruleSet: siblingSets[i]!,
  }));
  events.onRulesRead?.(ruleSet!, scopedSiblings);
  const featureSetProducts = await readFeatureSetCounts(target.scope, ruleSet!, signal);
  const input = {
    scope: target.scope,
    ruleSet: ruleSet!,
    now,
    siblings: scopedSiblings,
    featureSetProducts,
  };
  const findingQueries = new Set<string>();
  const queriesToCheck = ruleQueries(ruleSet!);
  // Dormancy cannot be judged before its figures are read: say so from the start.
  events.onResult({
    check: 'dormant',
    findings: [],
    incomplete: { unknown: queriesToCheck.length, failed: 0 },
  });
  await runRuleHealth(
    input,
    (result) => {
      for (const finding of result.findings)
        for (const query of finding.queries) findingQueries.add(normaliseQuery(query));
      events.onResult(result);
    },
    signal,
    { only: allButDormancy },
  );

  findingQueries.delete('');
  const traffic: ReadProgress = { done: 0, total: findingQueries.size, failed: 0 };
  events.onTrafficProgress?.(traffic);
  await readQueryKpis({
    scope: target.scope,
    queries: [...findingQueries],
    period: 30,
    today,
    signal,
    onRead: (query, outcome) => {
      traffic.done += 1;
      if (outcome.state === 'read') events.onTraffic?.(query, outcome.value);
      else traffic.failed += 1;
      events.onTrafficProgress?.({ ...traffic });
    },
  });

  const dormancy: ReadProgress = { done: 0, total: queriesToCheck.length, failed: 0 };
  const searches = new Map<string, QuerySearches>();
  events.onDormancyProgress?.(dormancy);
  await readQueryKpis({
    scope: target.scope,
    queries: queriesToCheck,
    period: 90,
    today,
    signal,
    onRead: (query, outcome) => {
      dormancy.done += 1;
      if (outcome.state === 'read') searches.set(query, { state: 'known', searches: outcome.value.searches });
      else {
        dormancy.failed += 1;
        searches.set(query, { state: 'failed' });
      }
      events.onDormancyProgress?.({ ...dormancy });
    },
  });
  await runRuleHealth({ ...input, siblings: [], searches90Days: searches }, events.onResult, signal, {
    only: ['dormant'],
  });
}
