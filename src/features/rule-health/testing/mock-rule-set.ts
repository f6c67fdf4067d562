// The mock API's stored rules of a scope as a RuleSet, with the lookups rule health needs, read
// straight from the mock db: for tests and the bench only (the app reads them over the API).
import { boostsStore } from '@mocks/db/boosts';
import { featureSetProducts } from '@mocks/db/experience-features';
import { listRules } from '@mocks/db/experience';
import { createKpiModel } from '@mocks/db/kpi-model';
import { isoDate, dayNumber, todayUtc } from '@mocks/db/kpi/days';
import { listManualRecommendations } from '@mocks/db/manual-recommendations';
import { allPins } from '@mocks/db/pins';
import { listRedirects } from '@mocks/db/redirects';
import { listSynonyms } from '@mocks/db/synonyms';
import type { RuleScope, RuleSet } from '@/rules/rule-set';
import { featureSetEntities } from '@/rules/health/empty-feature-sets';
import { ruleQueries } from '@/rules/health/dormant';
import { entityKey } from '@/rules/health/keys';
import type { FeatureSetLookup, QuerySearches } from '@/rules/health/types';

export function mockRuleSet(scope: RuleScope): RuleSet {
  const pins = allPins(scope);
  const boosts = boostsStore.get(scope);
  return {
    synonyms: listSynonyms(scope),
    redirects: listRedirects(scope),
    boosts: { search: boosts[1], navigation: boosts[2], similar: boosts[3] },
    experienceRules: listRules(scope),
    pins: {
      global: pins.Global.map((o) => ({ Pin: o.Pin })),
      query: pins.PerQuery.map((o) => ({ Query: o.Query ?? '', Pin: o.Pin })),
      navigation: pins.PerNavigation.map((o) => ({
        NavigationAttribute: o.NavigationAttribute ?? '',
        NavigationValue: o.NavigationValue ?? '',
        Pin: o.Pin,
      })),
    },
    manualRecommendations: listManualRecommendations(scope),
  };
}

/** What Experience/FeatureSetProducts answers for each feature-set entity of the rules. */
export function mockFeatureSetLookup(scope: RuleScope, ruleSet: RuleSet): FeatureSetLookup {
  return new Map(
    featureSetEntities(ruleSet).map((entity) => [
      entityKey(entity),
      featureSetProducts(scope.customerId, entity).length,
    ]),
  );
}

/**
 * Searches per rule query over the last 90 days up to today, as the KPI mock answers an exact match
 * (Kpi/GetMainKpisForMatchingQueries with matchType 0): the navigation count.
 */
export function mockSearches90Days(scope: RuleScope, ruleSet: RuleSet): Map<string, QuerySearches> {
  const today = todayUtc();
  const model = createKpiModel(scope, today);
  const startDate = isoDate(dayNumber(today)! - 89);
  return new Map(
    ruleQueries(ruleSet).map((query) => {
      const kpis = model.mainKpis({
        navigationType: 'search',
        startDate,
        endDate: today,
        match: { query, matchType: 0 },
      });
      return [query, { state: 'known', searches: kpis.Main.NavigationCount }];
    }),
  );
}
