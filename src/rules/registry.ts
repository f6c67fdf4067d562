import type { Access } from '@/api/generated/model';
import type { RuleTypeId, RuleType } from './rule-type';
import { boostNavigationRules, boostSearchRules, boostSimilarRules } from './types/boosts';
import { experienceRules } from './types/experience';
import { manualRecommendationRules } from './types/manual-recommendations';
import { globalPins, navigationPins, queryPins } from './types/pins';
import { redirectRules } from './types/redirects';
import { synonymRules } from './types/synonyms';

/** Every rule type, in the order screens and files list them. */
export const ruleTypeIds: readonly RuleTypeId[] = [
  'synonyms',
  'redirects',
  'boosts.search',
  'boosts.navigation',
  'boosts.similar',
  'experienceRules',
  'pins.global',
  'pins.query',
  'pins.navigation',
  'manualRecommendations',
];

// The registry does not care about each type's rule: callers that do use ruleType<R>().
export const ruleTypes: Record<RuleTypeId, RuleType<unknown>> = {
  synonyms: synonymRules,
  redirects: redirectRules,
  'boosts.search': boostSearchRules,
  'boosts.navigation': boostNavigationRules,
  'boosts.similar': boostSimilarRules,
  experienceRules,
  'pins.global': globalPins,
  'pins.query': queryPins,
  'pins.navigation': navigationPins,
  manualRecommendations: manualRecommendationRules,
} as unknown as Record<RuleTypeId, RuleType<unknown>>;

export function isRuleTypeId(value: unknown): value is RuleTypeId {
  return typeof value === 'string' && (ruleTypeIds as readonly string[]).includes(value);
}

/** The types whose rules the access flags of a scope allow reading and writing. */
export function allowedRuleTypes(access: Access): RuleTypeId[] {
  return ruleTypeIds.filter((id) => ruleTypes[id].allowed(access));
}
