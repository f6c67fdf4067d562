// The rule-health run as messages. The page sends the input a slice at a time and the worker sends
// each check's findings a chunk at a time: copying 100,000 rules or 50,000 findings between threads
// in one message blocks the page while it is copied, a slice at a time it never does for long.
// The same loop runs in the module worker (rule-health.worker.ts) and, where there is no Worker,
// on the page's thread (run-rule-health.ts).
import type { RuleScope, RuleSet } from '@/rules/rule-set';
import { ruleHealthChecks } from '@/rules/health/index';
import type { CheckId, CheckResult, Finding, QuerySearches, RuleHealthInput } from '@/rules/health/types';
import { appendRules, type ListName } from './rule-lists';

/** Findings per message from the worker: receiving one is a short task for the page. */
export const FINDINGS_PER_MESSAGE = 1_000;

export type ToWorker =
  | { type: 'begin'; scope: RuleScope; now: number; siblings: RuleScope[]; only?: readonly CheckId[] }
  /** Rules of the scope (set 0) or of sibling set - 1, appended to the named list. */
  | { type: 'rules'; set: number; list: ListName; rules: unknown[] }
  | { type: 'featureSetProducts'; entries: [string, number | 'unknown'][] }
  | { type: 'searches90Days'; entries: [string, QuerySearches][] }
  | { type: 'run' };

export type FromWorker =
  /** Some of a check's findings; more may follow until its `checked`. */
  | { type: 'findings'; check: CheckId; findings: Finding[] }
  /** A check is done: its result apart from the findings sent before. */
  | { type: 'checked'; result: Omit<CheckResult, 'findings'> }
  | { type: 'done' }
  | { type: 'failed'; message: string };

/** The worker's side: collects the input from its messages, then runs the checks. */
export function ruleHealthHandler(post: (message: FromWorker) => void): (message: ToWorker) => void {
  let input: RuleHealthInput | null = null;
  let only: readonly CheckId[] | undefined;
  return (message) => {
    switch (message.type) {
      case 'begin':
        only = message.only;
        input = {
          scope: message.scope,
          now: message.now,
          ruleSet: {},
          siblings: message.siblings.map((scope) => ({ scope, ruleSet: {} })),
        };
        return;
      case 'rules': {
        if (!input) return;
        const ruleSet: RuleSet | undefined =
          message.set === 0 ? input.ruleSet : input.siblings?.[message.set - 1]?.ruleSet;
        if (ruleSet) appendRules(ruleSet, message.list, message.rules);
        return;
      }
      case 'featureSetProducts':
        if (input) input.featureSetProducts = addEntries(input.featureSetProducts, message.entries);
        return;
      case 'searches90Days':
        if (input) input.searches90Days = addEntries(input.searches90Days, message.entries);
        return;
      case 'run':
        if (input) void runChecksInSlices(input, only, post);
        input = null;
    }
  };
}

function addEntries<V>(map: ReadonlyMap<string, V> | undefined, entries: [string, V][]): Map<string, V> {
  const next = map instanceof Map ? (map as Map<string, V>) : new Map(map);
  for (const [key, value] of entries) next.set(key, value);
  return next;
}

/**
 * Runs the checks one after another, posting each one's findings in chunks and then its result.
 * `pause` runs before each check: on the page it yields to the browser, so every check is a task of
 * its own; `stopped` ends the run early (the page left, or the input changed).
 */
export async function runChecksInSlices(
  input: RuleHealthInput,
  only: readonly CheckId[] | undefined,
  post: (message: FromWorker) => void,
  pause: () => Promise<void> = () => Promise.resolve(),
  stopped: () => boolean = () => false,
): Promise<void> {
  try {
    for (const check of ruleHealthChecks) {
      if (only && !only.includes(check.id)) continue;
      await pause();
      if (stopped()) return;
      const { findings, ...result } = check.run(input);
      for (let from = 0; from < findings.length; from += FINDINGS_PER_MESSAGE)
        post({
          type: 'findings',
          check: check.id,
          findings: findings.slice(from, from + FINDINGS_PER_MESSAGE),
        });
      post({ type: 'checked', result });
    }
    if (!stopped()) post({ type: 'done' });
  } catch (error) {
    if (!stopped()) post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
}
