// The huge-data scale (mock scenario huge-data: 100,000 synonyms, 50,000 redirects per scope plus
// the other rule types), for the sanity test and the bench stage of rule health.
import { activeScenarios, setActiveScenarios } from '@mocks/scenarios/state';
import type { RuleScope, RuleSet } from '@/rules/rule-set';
import { ruleHealthChecks } from '@/rules/health/index';
import type { CheckId, RuleHealthInput } from '@/rules/health/types';
import { mockFeatureSetLookup, mockRuleSet } from './mock-rule-set';

export const hugeScope: RuleScope = { customerId: 'acme', storefrontId: 'acme-de', languageCode: 'de' };
/** A sibling storefront of the same customer and language. */
export const hugeSiblingScope: RuleScope = {
  customerId: 'acme',
  storefrontId: 'acme-at',
  languageCode: 'de',
};

/** Dormancy depends on traffic figures fetched per query; its budget is the fetching, not the check. */
export const checksButDormancy: CheckId[] = ruleHealthChecks
  .map((check) => check.id)
  .filter((id) => id !== 'dormant');

/**
 * The sibling's rules: the scope's own, drifted apart the way siblings do (every 10th synonym and
 * redirect missing, every 7th synonym with one more synonym, every 5th redirect pointing elsewhere).
 * Derived instead of seeded: seeding a second huge scope would double the set-up for nothing.
 */
export function driftedSibling(ruleSet: RuleSet): RuleSet {
  return {
    ...ruleSet,
    synonyms: ruleSet.synonyms
      ?.filter((_, i) => i % 10 !== 3)
      .map((rule, i) => (i % 7 === 0 ? { ...rule, Synonyms: [...rule.Synonyms, 'sale'] } : rule)),
    redirects: ruleSet.redirects
      ?.filter((_, i) => i % 10 !== 3)
      .map((rule, i) => (i % 5 === 0 ? { ...rule, Target: `${rule.Target}?from=sibling` } : rule)),
  };
}

/** A huge scope, read from the mock db with huge-data switched on for the time it takes, and a huge sibling. */
export function hugeRuleHealthInput(now = Date.now()): RuleHealthInput {
  const before = activeScenarios();
  setActiveScenarios(['huge-data']);
  try {
    const ruleSet = mockRuleSet(hugeScope);
    return {
      scope: hugeScope,
      ruleSet,
      now,
      siblings: [{ scope: hugeSiblingScope, ruleSet: driftedSibling(ruleSet) }],
      featureSetProducts: mockFeatureSetLookup(hugeScope, ruleSet),
    };
  } finally {
    setActiveScenarios(before);
  }
}
