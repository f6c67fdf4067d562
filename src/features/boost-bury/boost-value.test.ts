import { describe, expect, it } from 'vitest';
import { boostValues, directions, fromBoostFields, strengths, toBoostFields } from './boost-value';

describe('the BoostValue table of the contract', () => {
  it('maps direction and strength to the contract values', () => {
    const table = directions.flatMap((direction) =>
      strengths.map((strength) => [
        direction,
        strength,
        toBoostFields({ kind: 'fixed', direction, strength }),
      ]),
    );
    expect(table).toEqual([
      ['boost', 'none', { BoostValue: 0 }],
      ['boost', 'low', { BoostValue: 2 }],
      ['boost', 'medium', { BoostValue: 5 }],
      ['boost', 'high', { BoostValue: 10 }],
      ['bury', 'none', { BoostValue: 0 }],
      ['bury', 'low', { BoostValue: -2 }],
      ['bury', 'medium', { BoostValue: -5 }],
      ['bury', 'high', { BoostValue: -10 }],
    ]);
  });

  it('reads every contract value back to its direction and strength', () => {
    expect(fromBoostFields({ BoostValue: 0 })).toEqual({
      kind: 'fixed',
      direction: 'boost',
      strength: 'none',
    });
    expect(fromBoostFields({ BoostValue: 2 })).toEqual({
      kind: 'fixed',
      direction: 'boost',
      strength: 'low',
    });
    expect(fromBoostFields({ BoostValue: 5 })).toEqual({
      kind: 'fixed',
      direction: 'boost',
      strength: 'medium',
    });
    expect(fromBoostFields({ BoostValue: 10 })).toEqual({
      kind: 'fixed',
      direction: 'boost',
      strength: 'high',
    });
    expect(fromBoostFields({ BoostValue: -2 })).toEqual({
      kind: 'fixed',
      direction: 'bury',
      strength: 'low',
    });
    expect(fromBoostFields({ BoostValue: -5 })).toEqual({
      kind: 'fixed',
      direction: 'bury',
      strength: 'medium',
    });
    expect(fromBoostFields({ BoostValue: -10 })).toEqual({
      kind: 'fixed',
      direction: 'bury',
      strength: 'high',
    });
  });

  it('round-trips every row (none has no direction)', () => {
    for (const direction of directions) {
      for (const strength of strengths) {
        const back = fromBoostFields(toBoostFields({ kind: 'fixed', direction, strength }));
        expect(back).toEqual({
          kind: 'fixed',
          direction: strength === 'none' ? 'boost' : direction,
          strength,
        });
        expect(boostValues[direction][strength]).toBe(
          toBoostFields({ kind: 'fixed', direction, strength }).BoostValue,
        );
      }
    }
  });

  it('uses BoostValue as the direction multiplier when the amount comes from an attribute', () => {
    expect(toBoostFields({ kind: 'attribute', direction: 'boost', attribute: 'Rating' })).toEqual({
      BoostValue: 1,
      BoostFromAttribute: 'Rating',
    });
    expect(toBoostFields({ kind: 'attribute', direction: 'bury', attribute: 'ReturnRate' })).toEqual({
      BoostValue: -1,
      BoostFromAttribute: 'ReturnRate',
    });
    expect(fromBoostFields({ BoostValue: -1, BoostFromAttribute: 'ReturnRate' })).toEqual({
      kind: 'attribute',
      direction: 'bury',
      attribute: 'ReturnRate',
    });
    expect(fromBoostFields({ BoostValue: 1, BoostFromAttribute: 'Rating' })).toEqual({
      kind: 'attribute',
      direction: 'boost',
      attribute: 'Rating',
    });
    // Contract: an absent multiplier means boost.
    expect(fromBoostFields({ BoostFromAttribute: 'Rating' })).toEqual({
      kind: 'attribute',
      direction: 'boost',
      attribute: 'Rating',
    });
  });

  it('does not invent a strength for values outside the table', () => {
    expect(fromBoostFields({ BoostValue: 3 })).toBeNull();
    expect(fromBoostFields({})).toBeNull();
  });
});
