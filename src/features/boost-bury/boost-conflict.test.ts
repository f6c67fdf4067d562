import { describe, expect, it } from 'vitest';
import type { BoostRuleProxy } from '@/api/generated/model';
import { classifyBoostConflict } from './boost-conflict';

const brand = (BoostValue: number): BoostRuleProxy => ({
  AttributeName: 'Brand',
  AttributeValueType: 1,
  CompareMode: 2,
  CompareTo: 'Acme',
  BoostValue,
});
const color: BoostRuleProxy = { ...brand(5), AttributeName: 'Color', CompareTo: 'Teal' };

describe('classifyBoostConflict', () => {
  it('an edited rule whose amount someone changed is stale, with the stored version', () => {
    expect(classifyBoostConflict(brand(10), brand(5), [brand(5)], [brand(-2)])).toEqual({
      kind: 'stale',
      current: brand(-2),
    });
  });

  it('a rule with the same condition that was there before is not the stored version: the edited rule is gone', () => {
    expect(classifyBoostConflict(brand(10), brand(5), [brand(5), brand(-5)], [brand(-5)])).toEqual({
      kind: 'gone',
    });
  });

  it('an identical rule added meanwhile is a duplicate', () => {
    expect(classifyBoostConflict(color, null, [brand(5)], [brand(5), color])).toEqual({
      kind: 'duplicate',
      existing: color,
    });
  });

  it('any other change of the list is a change to save again over', () => {
    expect(classifyBoostConflict(color, brand(5), [brand(5)], [brand(5), brand(-2)])).toEqual({
      kind: 'changed',
    });
  });
});
