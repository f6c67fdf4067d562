import { describe, expect, it } from 'vitest';
import type { ExperienceRule, FeatureSet } from '@/api/generated/model';
import { summariseRecreate } from './recreate-diff';

const set = (id: string, features: Record<string, string[]>, Weight = 1): FeatureSet => ({
  Entity: { Type: 'product', ExternalId: id },
  Weight,
  Features: Object.entries(features).map(([AttributeName, Values]) => ({ AttributeName, Values })),
});
const rule = (Query: string, FeatureSets: FeatureSet[], IsFixed = false): ExperienceRule => ({
  Query,
  FeatureSets,
  IsFixed,
});

describe('summariseRecreate', () => {
  it('marks added and removed values per feature set and keeps unchanged rules apart', () => {
    const summary = summariseRecreate({
      OldRules: [
        rule('tent', [set('A', { Brand: ['Acme'], Color: ['Red', 'Navy'] })]),
        rule('same', [set('B', { Brand: ['X'] })]),
      ],
      NewRules: [
        rule('tent', [set('A', { Brand: ['Acme'], Color: ['Navy', 'Olive'] })]),
        rule('same', [set('B', { Brand: ['X'] })]),
      ],
      MissingEntitiesPerQuery: [],
    });
    expect(summary.unchanged).toEqual(['same']);
    expect(summary.changed).toHaveLength(1);
    const [featureSet] = summary.changed[0]!.featureSets;
    expect(featureSet!.change).toBe('changed');
    expect(featureSet!.features).toEqual([
      { attribute: 'Brand', change: 'same', values: [{ value: 'Acme', change: 'same' }] },
      {
        attribute: 'Color',
        change: 'changed',
        values: [
          { value: 'Red', change: 'removed' },
          { value: 'Navy', change: 'same' },
          { value: 'Olive', change: 'added' },
        ],
      },
    ]);
  });

  it('reports a dropped feature set and the missing products of its query', () => {
    const summary = summariseRecreate({
      OldRules: [rule('jacket', [set('A', { Brand: ['Acme'] }), set('GONE', { Brand: ['Old'] })])],
      NewRules: [rule('jacket', [set('A', { Brand: ['Acme'] })])],
      MissingEntitiesPerQuery: [
        { Query: 'jacket', MissingEntities: [{ Type: 'product', ExternalId: 'GONE' }] },
      ],
    });
    const diff = summary.changed[0]!;
    expect(diff.missing).toEqual([{ Type: 'product', ExternalId: 'GONE' }]);
    expect(diff.featureSets.map((s) => [s.entity.ExternalId, s.change])).toEqual([
      ['A', 'same'],
      ['GONE', 'removed'],
    ]);
  });

  it('counts a changed weight as a change', () => {
    const summary = summariseRecreate({
      OldRules: [rule('q', [set('A', { Brand: ['Acme'] }, 1)])],
      NewRules: [rule('q', [set('A', { Brand: ['Acme'] }, 2)])],
      MissingEntitiesPerQuery: [],
    });
    expect(summary.changed[0]!.featureSets[0]).toMatchObject({
      change: 'changed',
      oldWeight: 1,
      newWeight: 2,
    });
  });
});
