import { beforeEach, describe, expect, it } from 'vitest';
import { AttributeValueType as Type, CompareMode as Mode, type BoostRuleProxy } from '@/api/generated/model';
import { activateLocale } from '@/i18n/i18n';
import { describeRule, formatRuleValue } from './rule-sentence';

const rule = (
  fields: Partial<BoostRuleProxy> &
    Pick<BoostRuleProxy, 'AttributeName' | 'AttributeValueType' | 'CompareMode'>,
): BoostRuleProxy => fields;

describe('describeRule', () => {
  beforeEach(() => activateLocale('en'));

  it('says direction and strength in words', () => {
    const brand = (BoostValue: number) =>
      rule({
        AttributeName: 'Brand',
        AttributeValueType: Type.String,
        CompareMode: Mode.Equal,
        CompareTo: 'Acme',
        BoostValue,
      });
    expect(describeRule(brand(10), 'en')).toBe('Boost strongly products whose Brand equals Acme');
    expect(describeRule(brand(5), 'en')).toBe('Boost products whose Brand equals Acme');
    expect(describeRule(brand(2), 'en')).toBe('Boost slightly products whose Brand equals Acme');
    expect(describeRule(brand(-2), 'en')).toBe('Bury slightly products whose Brand equals Acme');
    expect(describeRule(brand(-5), 'en')).toBe('Bury products whose Brand equals Acme');
    expect(describeRule(brand(-10), 'en')).toBe('Bury strongly products whose Brand equals Acme');
    expect(describeRule(brand(0), 'en')).toBe('Do not change products whose Brand equals Acme (no effect)');
    expect(describeRule(brand(3), 'en')).toBe('Change products by the amount 3 whose Brand equals Acme');
  });

  it('describes the between modes with their bounds', () => {
    const price = (CompareMode: Mode) =>
      rule({
        AttributeName: 'Price',
        AttributeValueType: Type.Double,
        CompareMode,
        LowerBound: '20',
        UpperBound: '80',
        BoostValue: -2,
      });
    expect(describeRule(price(Mode.Between), 'en')).toBe(
      'Bury slightly products whose Price is between 20 and 80',
    );
    expect(describeRule(price(Mode.BetweenInclusive), 'en')).toBe(
      'Bury slightly products whose Price is between 20 and 80 (inclusive)',
    );
    expect(describeRule(price(Mode.BetweenExclusive), 'en')).toBe(
      'Bury slightly products whose Price is between 20 and 80 (exclusive)',
    );
  });

  it('describes every single-value comparison', () => {
    const rating = (CompareMode: Mode) =>
      describeRule(
        rule({
          AttributeName: 'Rating',
          AttributeValueType: Type.Double,
          CompareMode,
          CompareTo: '4.5',
          BoostValue: 5,
        }),
        'en',
      );
    expect(rating(Mode.LessThan)).toBe('Boost products whose Rating is less than 4.5');
    expect(rating(Mode.LessThanOrEqual)).toBe('Boost products whose Rating is less than or equal to 4.5');
    expect(rating(Mode.GreaterThanOrEqual)).toBe(
      'Boost products whose Rating is greater than or equal to 4.5',
    );
    expect(rating(Mode.GreaterThan)).toBe('Boost products whose Rating is greater than 4.5');
  });

  it('names the attribute that provides the amount', () => {
    expect(
      describeRule(
        rule({
          AttributeName: 'IsSale',
          AttributeValueType: Type.Boolean,
          CompareMode: Mode.Equal,
          CompareTo: 'true',
          BoostValue: 1,
          BoostFromAttribute: 'Rating',
        }),
        'en',
      ),
    ).toBe('Boost products by their Rating where IsSale equals yes');
    expect(
      describeRule(
        rule({
          AttributeName: 'ReturnRate',
          AttributeValueType: Type.Double,
          CompareMode: Mode.GreaterThan,
          CompareTo: '0.15',
          BoostValue: -1,
          BoostFromAttribute: 'ReturnRate',
        }),
        'en',
      ),
    ).toBe('Bury products by their ReturnRate where ReturnRate is greater than 0.15');
  });

  it('reads dates as YYYY-MM-DD in UTC, with the time only when there is one', () => {
    const release = (CompareTo: string) =>
      describeRule(
        rule({
          AttributeName: 'ReleaseDate',
          AttributeValueType: Type.DateTime,
          CompareMode: Mode.GreaterThanOrEqual,
          CompareTo,
          BoostValue: 5,
        }),
        'en',
      );
    expect(release('2026-09-01T00:00:00Z')).toBe(
      'Boost products whose ReleaseDate is on or after 2026-09-01',
    );
    expect(release('2026-09-01T14:30:00Z')).toBe(
      'Boost products whose ReleaseDate is on or after 2026-09-01 14:30 UTC',
    );
  });

  it('formats numbers for the interface language', () => {
    expect(formatRuleValue(Type.Double, '0.15', 'de')).toBe('0,15');
    expect(formatRuleValue(Type.Double, '12500.5', 'de')).toBe('12.500,5');
    expect(formatRuleValue(Type.Double, '12500.5', 'en')).toBe('12,500.5');
    expect(formatRuleValue(Type.Boolean, 'false', 'en')).toBe('no');
  });
});
