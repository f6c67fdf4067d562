import type { BoostRuleProxy } from '@/api/generated/model';
import type { RuleSet } from '@/rules/rule-set';
import { amountKey, conditionKey, direction } from './boost-keys';
import { findingId } from './keys';
import { boostLists } from './rules';
import type { CheckResult, Finding, Quest, RuleRef } from './types';

/**
 * Boost and bury rules of one quest (search, navigation or similar recommendations) with the same
 * condition (attribute, comparison and value(s), see conditionKey) that disagree:
 * - a boost and a bury: error, they pull the same products both ways and cancel out at best;
 * - different strengths in the same direction (low and high, or a fixed amount and one taken from
 *   an attribute): warning, the engine applies both and the result is neither;
 * - the same rule twice: info, harmless, with a fix that deletes the repeats.
 * Rules in different quests never conflict: each quest ranks its own results.
 */
export function checkBoostConflicts(ruleSet: RuleSet): CheckResult {
  const lists = boostLists(ruleSet);
  if (lists.length === 0) return { check: 'boost-conflicts', findings: [], skipped: 'noInput' };
  const findings: Finding[] = [];
  for (const [quest, rules] of lists) {
    const byCondition = new Map<string, BoostRuleProxy[]>();
    for (const rule of rules) {
      const key = conditionKey(rule);
      const group = byCondition.get(key);
      if (group) group.push(rule);
      else byCondition.set(key, [rule]);
    }
    for (const [key, group] of byCondition) {
      if (group.length > 1) findings.push(groupFinding(quest, key, group));
    }
  }
  return { check: 'boost-conflicts', findings };
}

function groupFinding(quest: Quest, conditionKey: string, group: BoostRuleProxy[]): Finding {
  const refs: RuleRef[] = group.map((rule) => ({ type: 'boost', quest, rule }));
  const attribute = group[0]!.AttributeName;
  const directions = new Set(group.map(direction));
  const base = { check: 'boost-conflicts' as const, rules: refs, queries: [], attribute };
  if (directions.has('boost') && directions.has('bury'))
    return {
      ...base,
      id: findingId('boost-conflicts', 'boostAndBury', quest, conditionKey),
      severity: 'error',
      reason: 'boostAndBury',
    };
  const amounts = new Set(group.map(amountKey));
  if (amounts.size > 1)
    return {
      ...base,
      id: findingId('boost-conflicts', 'differentStrengths', quest, conditionKey),
      severity: 'warning',
      reason: 'differentStrengths',
    };
  return {
    ...base,
    id: findingId('boost-conflicts', 'duplicateBoost', quest, conditionKey),
    severity: 'info',
    reason: 'duplicateBoost',
    fix: { kind: 'deleteRules', rules: refs.slice(1) },
  };
}
