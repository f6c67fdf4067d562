import type { Entity } from '@/api/generated/model';
import type { RuleSet } from '@/rules/rule-set';
import { entityKey, findingId, normaliseQuery } from './keys';
import type { CheckResult, FeatureSetLookup, Finding } from './types';

/**
 * The entities whose products the check needs (Experience/FeatureSetProducts per entity), each once,
 * so the caller fetches them and hands the counts in: the check itself stays pure.
 */
export function featureSetEntities(ruleSet: RuleSet): Entity[] {
  const seen = new Map<string, Entity>();
  for (const rule of ruleSet.experienceRules ?? [])
    for (const set of rule.FeatureSets) seen.set(entityKey(set.Entity), set.Entity);
  return [...seen.values()];
}

/**
 * Experience rules with feature sets whose entity has no products any more (typically the source
 * product left the catalogue): such a set favours nothing. A count the lookup does not know is not a
 * finding; the result says how many were unknown.
 *
 * Severity warning: the rule still works with its other sets, but shoppers no longer get what the
 * merchandiser weighted; when every set is empty the rule does nothing at all (allEmpty). Fix:
 * remove those sets (what RecreateFeatureSets does for products that left the catalogue).
 */
export function checkEmptyFeatureSets(ruleSet: RuleSet, lookup: FeatureSetLookup = new Map()): CheckResult {
  if (!ruleSet.experienceRules) return { check: 'empty-feature-sets', findings: [], skipped: 'noInput' };
  const findings: Finding[] = [];
  const unknown = new Set<string>();
  for (const rule of ruleSet.experienceRules) {
    const empty: Entity[] = [];
    for (const set of rule.FeatureSets) {
      const key = entityKey(set.Entity);
      const count = lookup.get(key);
      if (count === undefined || count === 'unknown') unknown.add(key);
      else if (count === 0) empty.push(set.Entity);
    }
    if (empty.length === 0) continue;
    findings.push({
      id: findingId('empty-feature-sets', normaliseQuery(rule.Query), ...empty.map(entityKey).sort()),
      check: 'empty-feature-sets',
      severity: 'warning',
      reason: 'emptyFeatureSets',
      entities: empty,
      allEmpty: empty.length === rule.FeatureSets.length,
      rules: [{ type: 'experience', query: rule.Query }],
      queries: [rule.Query.trim()],
      fix: { kind: 'removeFeatureSets', query: rule.Query, entities: empty },
    });
  }
  return {
    check: 'empty-feature-sets',
    findings,
    ...(unknown.size > 0 ? { incomplete: { unknown: unknown.size, failed: 0 } } : {}),
  };
}
