import { describe, expect, it } from 'vitest';
import type { RuleSet } from '@/rules/rule-set';
import { boostEquals, pin, synonym } from '@/rules/health/test-builders';
import { appendRules, ruleLists } from './rule-lists';

describe('a rule set in slices', () => {
  it('comes back as it was: read lists with their rules, empty lists empty, unread lists absent', () => {
    const ruleSet: RuleSet = {
      synonyms: [synonym('a', 'b'), synonym('c', 'd'), synonym('e', 'f')],
      redirects: [],
      boosts: { navigation: [boostEquals('Brand', 'Acme', 5)] },
      pins: { query: [{ Query: 'zelt', Pin: pin('SKU-1', 1) }], global: [] },
    };
    const copy: RuleSet = {};
    for (const [name, rules] of ruleLists(ruleSet)) {
      if (rules.length === 0) appendRules(copy, name, []);
      for (const rule of rules) appendRules(copy, name, [rule]);
    }
    expect(copy).toEqual(ruleSet);
    expect('experienceRules' in copy).toBe(false);
    expect(copy.boosts).not.toHaveProperty('search');
  });
});
