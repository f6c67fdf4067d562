import { describe, expect, it } from 'vitest';
import { checkDrift, driftByRuleType } from './drift';
import { at, boostEquals, pin, redirect, scope, synonym } from './test-builders';

const de = scope('acme-de');
const at_ = scope('acme-at');
const ch = scope('acme-ch');

describe('checkDrift', () => {
  it('reports a rule missing in a sibling scope, with a fix that copies it there', () => {
    const result = checkDrift([
      { scope: de, ruleSet: { synonyms: [synonym('zelt', 'tent'), synonym('rucksack', 'backpack')] } },
      { scope: at_, ruleSet: { synonyms: [synonym('Zelt', 'Tent')] } },
    ]);
    expect(result.findings).toHaveLength(1);
    expect(result.findings[0]).toMatchObject({
      check: 'drift',
      severity: 'warning',
      reason: 'missingInScopes',
      ruleType: 'synonym',
      presentIn: [de],
      missingIn: [at_],
      queries: ['rucksack'],
    });
    expect(result.findings[0]!.fix).toEqual({
      kind: 'copyRules',
      from: de,
      to: [at_],
      rules: [{ type: 'synonym', query: 'rucksack' }],
    });
  });

  it('reports a rule that differs between siblings as info, grouped by version, without a fix', () => {
    const result = checkDrift([
      { scope: de, ruleSet: { redirects: [redirect('Sale', ['sale'])] } },
      { scope: at_, ruleSet: { redirects: [{ ...redirect('Sale', ['sale']), Target: '/angebote' }] } },
      { scope: ch, ruleSet: { redirects: [redirect('Sale', ['SALE'])] } },
    ]);
    expect(result.findings).toHaveLength(1);
    expect(result.findings[0]).toMatchObject({
      reason: 'differsInScopes',
      severity: 'info',
      versions: [[de, ch], [at_]],
    });
    expect(result.findings[0]!.fix).toBeUndefined();
  });

  it('compares boosts by condition per quest, pins by context, product and position', () => {
    const result = checkDrift([
      {
        scope: de,
        ruleSet: {
          boosts: {
            search: [boostEquals('Brand', 'Acme', 5)],
            navigation: [boostEquals('Brand', 'Acme', 5)],
          },
          pins: { query: [{ Query: 'zelt', Pin: pin('SKU-1', 1, { EndTime: at(5) }) }] },
        },
      },
      {
        scope: at_,
        ruleSet: {
          boosts: { search: [boostEquals('brand', 'acme', 10)], navigation: [] },
          pins: { query: [{ Query: 'Zelt', Pin: pin('SKU-1', 1, { EndTime: at(5) }) }] },
        },
      },
    ]);
    expect(
      driftByRuleType(result.findings)
        .get('boost')!
        .map((f) => [f.reason, f.rules[0]!.type === 'boost' && f.rules[0]!.quest]),
    ).toEqual([
      ['differsInScopes', 'search'],
      ['missingInScopes', 'navigation'],
    ]);
    expect(driftByRuleType(result.findings).has('pin')).toBe(false);
  });

  it('never counts a type that was not read in a scope as missing there', () => {
    const result = checkDrift([
      {
        scope: de,
        ruleSet: { synonyms: [synonym('zelt', 'tent')], redirects: [redirect('Sale', ['sale'])] },
      },
      { scope: at_, ruleSet: { redirects: [redirect('Sale', ['sale'])] } },
    ]);
    expect(result.findings).toEqual([]);
  });

  it('skips without siblings, and one scope given twice is no sibling', () => {
    expect(checkDrift([{ scope: de, ruleSet: {} }]).skipped).toBe('noInput');
    const set = { scope: de, ruleSet: { synonyms: [synonym('a', 'b')] } };
    expect(checkDrift([set, { ...set, ruleSet: { synonyms: [] } }]).skipped).toBe('noInput');
  });
});
