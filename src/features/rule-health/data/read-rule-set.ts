import { getBoostsForScope } from '@/api/generated/endpoints/boost-bury/boost-bury';
import { getExperienceRules } from '@/api/generated/endpoints/experience/experience';
import { getManualRecommendations } from '@/api/generated/endpoints/manual-recommendations/manual-recommendations';
import { getProductPositionOverridesWithProducts } from '@/api/generated/endpoints/pulse/pulse';
import { getGetRedirectsUrl } from '@/api/generated/endpoints/redirects/redirects';
import { getGetSynonymsForScopeUrl } from '@/api/generated/endpoints/synonyms/synonyms';
import type { RedirectEntry, SynonymsEntry } from '@/api/generated/model';
import { fetchList } from '@/api/list-worker';
import type { RuleScope, RuleSet } from '@/rules/rule-set';
import type { ReadableRules } from './rule-access';

const when = <T>(allowed: boolean, read: () => Promise<T>): Promise<T | undefined> =>
  allowed ? read() : Promise.resolve(undefined);

/**
 * Every rule of one scope the user may read, as a RuleSet: a type the user may not read stays
 * absent (never an empty list, which would mean "there are none"). The two big lists go through
 * the list worker, like their pages.
 */
export async function readRuleSet(
  scope: RuleScope,
  readable: ReadableRules,
  signal?: AbortSignal,
): Promise<RuleSet> {
  const options = { signal };
  const boosts = (questNumber: 1 | 2 | 3) => getBoostsForScope({ ...scope, questNumber }, options);
  const [synonyms, redirects, search, navigation, similar, experienceRules, manualRecommendations, pins] =
    await Promise.all([
      when(readable.synonyms, () => fetchList<SynonymsEntry[]>(getGetSynonymsForScopeUrl(scope), options)),
      when(readable.redirects, () => fetchList<RedirectEntry[]>(getGetRedirectsUrl(scope), options)),
      when(readable.boosts, () => boosts(1)),
      when(readable.boosts, () => boosts(2)),
      when(readable.boosts, () => boosts(3)),
      when(readable.experienceRules, () => getExperienceRules(scope, options)),
      when(readable.manualRecommendations, () => getManualRecommendations(scope, options)),
      when(readable.localPins, () => getProductPositionOverridesWithProducts(scope, options)),
    ]);
  return {
    synonyms,
    redirects,
    boosts: readable.boosts ? { search, navigation, similar } : undefined,
    experienceRules,
    manualRecommendations,
    pins: pins && {
      ...(readable.globalPins ? { global: pins.Global.map((entry) => entry.Pin) } : {}),
      query: pins.Query.map((entry) => entry.Pin),
      navigation: pins.Navigation.map((entry) => entry.Pin),
    },
  };
}
