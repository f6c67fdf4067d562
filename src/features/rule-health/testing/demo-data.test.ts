// Every kind of finding in the mock's demo data: the default scope of merchandiser@demo.test, its
// sibling storefronts in the same language, the feature-set products and the KPI mock's searches.
// Where each comes from: mocks/db/redirects.ts ("daypack" in the backpack category's redirect),
// pins.ts (two pins share a position on a navigation page; one window expired, one ends in three
// days), boosts.ts (the house brand boosted and buried), synonyms.ts (chains such as wanderschuhe
// → bergschuhe → alpine boots), experience.ts (feature sets of products that left the catalogue),
// the seeded picks that differ per storefront (drift), and queries the KPI mock has no searches for.
import { beforeAll, describe, expect, it } from 'vitest';
import { scopeInfosFor } from '@mocks/db/scopes';
import { resetAllStores } from '@mocks/db/scoped-store';
import type { RuleScope } from '@/rules/rule-set';
import { mockFeatureSetLookup, mockRuleSet, mockSearches90Days } from './mock-rule-set';
import { runChecks } from '@/rules/health/index';
import { proposeSiblingGroups } from '@/rules/health/sibling-scopes';
import type { CheckResult, Finding, RuleHealthInput } from '@/rules/health/types';

let results: CheckResult[];
let findings: Finding[];
let scope: RuleScope;

beforeAll(() => {
  resetAllStores();
  const scopeInfos = scopeInfosFor('merchandiser@demo.test');
  const allowed = scopeInfos.DefaultScope.AllowedScope;
  scope = {
    customerId: allowed.Customer.Id,
    storefrontId: allowed.Storefront.Id,
    languageCode: allowed.LanguageCode,
  };
  const ruleSet = mockRuleSet(scope);
  const [sameLanguage] = proposeSiblingGroups(scopeInfos, scope);
  const input: RuleHealthInput = {
    scope,
    ruleSet,
    now: Date.now(),
    siblings: sameLanguage!.scopes
      .slice(1)
      .map((sibling) => ({ scope: sibling, ruleSet: mockRuleSet(sibling) })),
    featureSetProducts: mockFeatureSetLookup(scope, ruleSet),
    searches90Days: mockSearches90Days(scope, ruleSet),
  };
  results = runChecks(input);
  findings = results.flatMap((result) => result.findings);
});

const withReason = <R extends Finding['reason']>(reason: R) =>
  findings.filter((finding): finding is Extract<Finding, { reason: R }> => finding.reason === reason);

describe('rule health over the demo data', () => {
  it('checks the default demo scope completely', () => {
    expect(scope).toEqual({ customerId: 'acme', storefrontId: 'acme-de', languageCode: 'de' });
    expect(results.map((result) => [result.check, result.skipped, result.incomplete])).toEqual(
      results.map((result) => [result.check, undefined, undefined]),
    );
  });

  it('finds something for every check', () => {
    expect(results.filter((result) => result.findings.length === 0).map((result) => result.check)).toEqual(
      [],
    );
  });

  it('finds a redirect that shadows a query with synonyms and pins', () => {
    expect(withReason('redirectShadowsRules')).toContainEqual(
      expect.objectContaining({ term: 'daypack', shadowedTypes: expect.arrayContaining(['synonym', 'pin']) }),
    );
  });

  it('finds two pins on one position', () => {
    expect(withReason('pinsOnSamePosition').length).toBeGreaterThan(0);
  });

  it('finds expired pins and pins that end within days', () => {
    expect(withReason('expired').some((f) => f.fix?.kind === 'deletePins')).toBe(true);
    expect(withReason('endsSoon').length).toBeGreaterThan(0);
  });

  it('finds a boost and a bury on one attribute and value', () => {
    expect(withReason('boostAndBury').map((f) => f.rules[0]!.type === 'boost' && f.rules[0]!.quest)).toEqual([
      'search',
      'navigation',
      'similar',
    ]);
  });

  it('finds a synonym chain', () => {
    expect(withReason('synonymChain')).toContainEqual(
      expect.objectContaining({ queries: ['wanderschuhe', 'bergschuhe'], missing: ['alpine boots'] }),
    );
  });

  it('finds an experience rule whose feature set has no products', () => {
    expect(withReason('emptyFeatureSets').length).toBeGreaterThan(0);
  });

  it('finds rules missing, and rules different, in a sibling storefront of the same language', () => {
    const missing = withReason('missingInScopes');
    expect(missing.some((f) => f.missingIn.some((s) => s.storefrontId !== scope.storefrontId))).toBe(true);
    expect(missing.some((f) => f.fix?.kind === 'copyRules')).toBe(true);
    expect(withReason('differsInScopes').length).toBeGreaterThan(0);
  });

  it('finds rules whose queries had no searches in 90 days', () => {
    expect(withReason('noSearches').length).toBeGreaterThan(0);
  });
});
