import type { BoostRuleProxy } from '@/api/generated/model';
import type { SaveConflict } from '@/lib/save-conflict';
import { conditionKey, sameRule } from './rule-values';

/**
 * What a 409 on saving a boost rule meant, read from the list as stored now. Boost rules have no key
 * of their own and may share a condition: the stored version of an edited rule is a rule with its
 * condition that was not in the list the form was opened from; only an identical rule is a duplicate.
 */
export function classifyBoostConflict(
  saved: BoostRuleProxy,
  base: BoostRuleProxy | null,
  loaded: readonly BoostRuleProxy[],
  fresh: readonly BoostRuleProxy[],
): SaveConflict<BoostRuleProxy> {
  if (base && !fresh.some((rule) => sameRule(rule, base))) {
    const current = fresh.find(
      (rule) => conditionKey(rule) === conditionKey(base) && !loaded.some((before) => sameRule(before, rule)),
    );
    return current ? { kind: 'stale', current } : { kind: 'gone' };
  }
  const existing = fresh.find((rule) => sameRule(rule, saved) && !(base && sameRule(rule, base)));
  return existing ? { kind: 'duplicate', existing } : { kind: 'changed' };
}
