import { describe, expect, it } from 'vitest';
import { AttributeValueType, CompareMode } from '@/api/generated/model';
import { checkBoostConflicts } from './boost-conflicts';
import { boostEquals } from './test-builders';

describe('checkBoostConflicts', () => {
  it('reports a boost and a bury on the same attribute and value as an error', () => {
    const result = checkBoostConflicts({
      boosts: {
        search: [
          boostEquals('Brand', 'Acme', 5),
          boostEquals('brand', ' acme ', -2),
          boostEquals('Brand', 'Other', -2),
        ],
      },
    });
    expect(result.findings).toHaveLength(1);
    expect(result.findings[0]).toMatchObject({
      reason: 'boostAndBury',
      severity: 'error',
      attribute: 'Brand',
    });
    expect(result.findings[0]!.rules).toEqual([
      { type: 'boost', quest: 'search', rule: boostEquals('Brand', 'Acme', 5) },
      { type: 'boost', quest: 'search', rule: boostEquals('brand', ' acme ', -2) },
    ]);
  });

  it('reports different strengths on one condition as a warning, an attribute amount included', () => {
    const result = checkBoostConflicts({
      boosts: {
        navigation: [
          boostEquals('IsSale', 'true', 2, { AttributeValueType: AttributeValueType.Boolean }),
          boostEquals('IsSale', 'TRUE', 10, { AttributeValueType: AttributeValueType.Boolean }),
        ],
        similar: [
          boostEquals('Rating', '4.5', 5, {
            AttributeValueType: AttributeValueType.Double,
            CompareMode: CompareMode.GreaterThan,
          }),
          boostEquals('Rating', '4.50', 1, {
            AttributeValueType: AttributeValueType.Double,
            CompareMode: CompareMode.GreaterThan,
            BoostFromAttribute: 'Rating',
          }),
        ],
      },
    });
    expect(
      result.findings.map((f) => [f.reason, f.severity, f.rules[0]!.type === 'boost' && f.rules[0]!.quest]),
    ).toEqual([
      ['differentStrengths', 'warning', 'navigation'],
      ['differentStrengths', 'warning', 'similar'],
    ]);
  });

  it('reports the same rule twice with a fix that deletes the repeat', () => {
    const twice = boostEquals('Color', 'Orange', -2);
    const result = checkBoostConflicts({ boosts: { search: [twice, { ...twice, CompareTo: 'orange' }] } });
    expect(result.findings[0]).toMatchObject({ reason: 'duplicateBoost', severity: 'info' });
    expect(result.findings[0]!.fix).toEqual({
      kind: 'deleteRules',
      rules: [{ type: 'boost', quest: 'search', rule: { ...twice, CompareTo: 'orange' } }],
    });
  });

  it('treats an attribute amount without BoostValue as the multiplier 1 (contract)', () => {
    const from = { AttributeValueType: AttributeValueType.Double, BoostFromAttribute: 'Rating' };
    const result = checkBoostConflicts({
      boosts: {
        search: [
          boostEquals('Rating', '4', 1, from),
          { ...boostEquals('Rating', '4', 1, from), BoostValue: undefined },
        ],
      },
    });
    expect(result.findings.map((f) => f.reason)).toEqual(['duplicateBoost']);
  });

  it('does not compare different conditions, comparisons or quests, and skips unread boosts', () => {
    const result = checkBoostConflicts({
      boosts: {
        search: [
          boostEquals('Brand', 'Acme', 5),
          boostEquals('Brand', 'Acme', -5, { CompareMode: CompareMode.GreaterThan }),
          boostEquals('Price', '10', -5, { AttributeValueType: AttributeValueType.Double }),
          boostEquals('Price', '20', 5, { AttributeValueType: AttributeValueType.Double }),
        ],
        navigation: [boostEquals('Brand', 'Acme', -5)],
        similar: [],
      },
    });
    expect(result.findings).toEqual([]);
    expect(checkBoostConflicts({}).skipped).toBe('noInput');
    expect(checkBoostConflicts({ boosts: {} }).skipped).toBe('noInput');
  });
});
