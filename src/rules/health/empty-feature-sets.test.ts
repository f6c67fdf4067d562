import { describe, expect, it } from 'vitest';
import { checkEmptyFeatureSets, featureSetEntities } from './empty-feature-sets';
import { experience, product } from './test-builders';

describe('checkEmptyFeatureSets', () => {
  const rules = [
    experience('regenjacke', 'SKU-1', 'SKU-2'),
    experience('zelt', 'SKU-2'),
    experience('fleece', 'SKU-3'),
  ];

  it('reports rules with feature sets whose entity has no products, with a fix that removes them', () => {
    const result = checkEmptyFeatureSets(
      { experienceRules: rules },
      new Map([
        ['product|SKU-1', 12],
        ['product|SKU-2', 0],
        ['product|SKU-3', 4],
      ]),
    );
    expect(result.incomplete).toBeUndefined();
    expect(result.findings.map((f) => [f.queries[0], f.reason === 'emptyFeatureSets' && f.allEmpty])).toEqual(
      [
        ['regenjacke', false],
        ['zelt', true],
      ],
    );
    expect(result.findings[0]).toMatchObject({ severity: 'warning', entities: [product('SKU-2')] });
    expect(result.findings[0]!.fix).toEqual({
      kind: 'removeFeatureSets',
      query: 'regenjacke',
      entities: [product('SKU-2')],
    });
  });

  it('never reports an unknown count, and says how many entities were unknown', () => {
    const result = checkEmptyFeatureSets(
      { experienceRules: rules },
      new Map<string, number | 'unknown'>([
        ['product|SKU-1', 'unknown'],
        ['product|SKU-3', 0],
      ]),
    );
    expect(result.findings.map((f) => f.queries[0])).toEqual(['fleece']);
    expect(result.incomplete).toEqual({ unknown: 2, failed: 0 });
  });

  it('lists each entity to look up once, and skips unread experience rules', () => {
    expect(featureSetEntities({ experienceRules: rules })).toEqual([
      product('SKU-1'),
      product('SKU-2'),
      product('SKU-3'),
    ]);
    expect(checkEmptyFeatureSets({}).skipped).toBe('noInput');
    expect(checkEmptyFeatureSets({ experienceRules: [] }).findings).toEqual([]);
  });
});
