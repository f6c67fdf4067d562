import { beforeEach, describe, expect, it } from 'vitest';
import { AttributeValueType as Type, CompareMode as Mode, type AttributeInfo } from '@/api/generated/model';
import { activateLocale } from '@/i18n/i18n';
import {
  amountAttributes,
  conditionAttributes,
  initialValues,
  toRule,
  validateBoost,
  withAttribute,
  type BoostFormValues,
} from './boost-form';

const info = (Name: string, T: Type, condition: boolean, amount: boolean): AttributeInfo => ({
  Name,
  Type: T,
  CanBeBoostCondition: condition,
  CanProvideBoostAmount: amount,
});
const attributes = [
  info('Brand', Type.String, true, false),
  info('Price', Type.Double, true, true),
  info('IsSale', Type.Boolean, true, false),
  info('ReleaseDate', Type.DateTime, true, false),
  info('Popularity', Type.Double, false, true),
];
const on = (name: string, type: Type, patch: Partial<BoostFormValues> = {}): BoostFormValues => ({
  ...withAttribute(initialValues(null), name, type),
  ...patch,
});

describe('boost rule form', () => {
  beforeEach(() => activateLocale('en'));

  it('offers conditions and amounts only from attributes with the matching flag', () => {
    expect(conditionAttributes(attributes).map((a) => a.Name)).toEqual([
      'Brand',
      'Price',
      'IsSale',
      'ReleaseDate',
    ]);
    expect(amountAttributes(attributes).map((a) => a.Name)).toEqual(['Price', 'Popularity']);
  });

  it('requires an attribute and a value', () => {
    expect(validateBoost(initialValues(null), attributes, [])).toMatchObject({
      attribute: 'Attribute is required',
    });
    expect(validateBoost(on('Brand', Type.String, { compareTo: '  ' }), attributes, [])).toEqual({
      compareTo: 'Value is required',
    });
    expect(validateBoost(on('Price', Type.Double, { compareTo: '-' }), attributes, [])).toEqual({
      compareTo: 'Enter a number',
    });
  });

  it('requires both bounds and the lower not above the upper', () => {
    const between = (lower: number | string, upper: number | string, mode: Mode = Mode.Between) =>
      validateBoost(on('Price', Type.Double, { mode, lower, upper }), attributes, []);
    expect(between('', '')).toEqual({ lower: 'Lower bound is required', upper: 'Upper bound is required' });
    expect(between(80, 20)).toEqual({ lower: 'The lower bound must not be above the upper bound' });
    expect(between(20, 80)).toEqual({});
    expect(between(20, 20, Mode.BetweenInclusive)).toEqual({});
    expect(between(20, 20, Mode.Between).upper).toMatch(/matches no product/);
    const dates = on('ReleaseDate', Type.DateTime, {
      mode: Mode.BetweenInclusive,
      lower: '2026-12-31 00:00:00',
      upper: '2026-01-01 00:00:00',
    });
    expect(validateBoost(dates, attributes, [])).toEqual({
      lower: 'The lower bound must not be above the upper bound',
    });
  });

  it('refuses a condition or amount attribute without its flag, and an identical rule', () => {
    expect(validateBoost(on('Popularity', Type.Double, { compareTo: 5 }), attributes, []).attribute).toBe(
      'Popularity cannot be used as a condition',
    );
    const fromBrand = on('Price', Type.Double, {
      compareTo: 5,
      amountKind: 'attribute',
      amountAttribute: 'Brand',
    });
    expect(validateBoost(fromBrand, attributes, []).amountAttribute).toBe('Brand cannot provide an amount');
    expect(validateBoost({ ...fromBrand, amountAttribute: '' }, attributes, []).amountAttribute).toBe(
      'Choose the attribute that provides the amount',
    );
    const existing = toRule(on('Brand', Type.String, { compareTo: 'Acme' }));
    expect(
      validateBoost(on('Brand', Type.String, { compareTo: 'Acme' }), attributes, [existing]).attribute,
    ).toBe('An identical rule already exists.');
  });

  it('builds the contract rule in invariant form with only the fields its mode uses', () => {
    expect(
      toRule(
        on('Price', Type.Double, {
          mode: Mode.Between,
          lower: 19.5,
          upper: 80,
          direction: 'boost',
          strength: 'high',
        }),
      ),
    ).toEqual({
      AttributeName: 'Price',
      AttributeValueType: Type.Double,
      CompareMode: Mode.Between,
      LowerBound: '19.5',
      UpperBound: '80',
      BoostValue: 10,
    });
    expect(
      toRule(
        on('ReleaseDate', Type.DateTime, {
          mode: Mode.GreaterThan,
          compareTo: '2026-11-23 08:15:00',
          direction: 'bury',
          amountKind: 'attribute',
          amountAttribute: 'Popularity',
        }),
      ),
    ).toEqual({
      AttributeName: 'ReleaseDate',
      AttributeValueType: Type.DateTime,
      CompareMode: Mode.GreaterThan,
      CompareTo: '2026-11-23T08:15:00Z',
      BoostValue: -1,
      BoostFromAttribute: 'Popularity',
    });
    expect(toRule(on('IsSale', Type.Boolean, { compareTo: 'false' })).CompareTo).toBe('false');
  });

  it('loads a stored rule into the form and back unchanged', () => {
    const stored = {
      AttributeName: 'ReleaseDate',
      AttributeValueType: Type.DateTime,
      CompareMode: Mode.BetweenInclusive,
      LowerBound: '2025-11-01T00:00:00Z',
      UpperBound: '2025-12-31T00:00:00Z',
      BoostValue: 2,
    };
    expect(toRule(initialValues(stored))).toEqual(stored);
    const fromAttribute = {
      AttributeName: 'Price',
      AttributeValueType: Type.Double,
      CompareMode: Mode.GreaterThan,
      CompareTo: '0.15',
      BoostValue: -1,
      BoostFromAttribute: 'Price',
    };
    expect(toRule(initialValues(fromAttribute))).toEqual(fromAttribute);
  });

  it('compares yes/no attributes only with "equal to"', () => {
    const values = withAttribute({ ...initialValues(null), mode: Mode.LessThan }, 'IsSale', Type.Boolean);
    expect(values.mode).toBe(Mode.Equal);
    expect(values.compareTo).toBe('true');
    expect(validateBoost({ ...values, mode: Mode.GreaterThan }, attributes, []).mode).toBe(
      'Yes/no attributes can only be compared with "equal to"',
    );
  });
});
