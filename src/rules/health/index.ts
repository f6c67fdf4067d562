/**
 * Rule health: checks over every rule of one scope (a RuleSet), each a pure function of its input,
 * so the same code runs in the worker, in tests and in the bench. A finding names the rules and
 * queries it is about, a machine-readable reason (worded by the UI), a severity and, where the fix is
 * unambiguous, the fix as data for the bulk engine. Queries compare as the engine matches them
 * (normaliseQuery in keys.ts: trimmed, inner spaces collapsed, without case).
 *
 * - shadowing-redirect: an enabled redirect whose term is a query that also has synonyms, an
 *   experience rule or pins. The shopper is redirected first, so those rules never take effect.
 * - pin-conflicts: different products pinned on one position for one query, navigation page or
 *   globally at overlapping times. Only one can be shown; which one is not the merchandiser's choice.
 * - expiring: pins and manual recommendation targets that have expired (clutter, deleted in one
 *   step) or end within 7 days (the shop changes soon without anyone touching it).
 * - boost-conflicts: per quest, a boost and a bury on the same condition, different strengths on
 *   the same condition, or the same rule twice. The ranking is not what either rule says.
 * - synonym-problems: repeated synonyms, a rule listing its own query, two rules for one query,
 *   chains (a → b, b → c, but not a → c) and loops. Shoppers miss products the shop meant to show.
 * - empty-feature-sets: experience rules with feature sets whose entity has no products left.
 *   Those sets favour nothing; the caller looks the counts up and hands them in.
 * - drift: rules present in one scope of a sibling group (proposeSiblingGroups) and missing or
 *   different in another. Shops that should agree drift apart as rules are edited in one place.
 * - dormant: rules whose queries had no searches in 90 days. They are dead weight; the check never
 *   counts an unknown or failed traffic figure as "no searches" and says when it is incomplete.
 *
 * weighFindings (traffic-weight.ts) weights findings by the searches and revenue of their queries,
 * so the page can show first what shoppers meet most.
 */
import { checkBoostConflicts } from './boost-conflicts';
import { checkDormant } from './dormant';
import { checkDrift } from './drift';
import { checkEmptyFeatureSets } from './empty-feature-sets';
import { checkExpiring } from './expiring';
import { checkPinConflicts } from './pin-conflicts';
import { checkShadowingRedirects } from './shadowing-redirect';
import { checkSynonymProblems } from './synonym-problems';
import type { CheckId, CheckResult, RuleHealthInput } from './types';

export interface RuleHealthCheck {
  id: CheckId;
  run: (input: RuleHealthInput) => CheckResult;
}

/** Every check, cheapest first, so the page fills quickly and the heavy ones come last. */
export const ruleHealthChecks: readonly RuleHealthCheck[] = [
  { id: 'expiring', run: (input) => checkExpiring(input.ruleSet, input.now) },
  { id: 'pin-conflicts', run: (input) => checkPinConflicts(input.ruleSet, input.now) },
  { id: 'boost-conflicts', run: (input) => checkBoostConflicts(input.ruleSet) },
  {
    id: 'empty-feature-sets',
    run: (input) => checkEmptyFeatureSets(input.ruleSet, input.featureSetProducts),
  },
  { id: 'shadowing-redirect', run: (input) => checkShadowingRedirects(input.ruleSet) },
  { id: 'dormant', run: (input) => checkDormant(input.ruleSet, input.searches90Days) },
  { id: 'synonym-problems', run: (input) => checkSynonymProblems(input.ruleSet) },
  {
    id: 'drift',
    run: (input) => checkDrift([{ scope: input.scope, ruleSet: input.ruleSet }, ...(input.siblings ?? [])]),
  },
];

/** Runs the chosen checks (default: all) one after another on this thread. */
export function runChecks(input: RuleHealthInput, only?: readonly CheckId[]): CheckResult[] {
  return ruleHealthChecks
    .filter((check) => !only || only.includes(check.id))
    .map((check) => check.run(input));
}
