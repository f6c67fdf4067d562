import type { BoostRuleProxy } from '@/api/generated/model';

export type Direction = 'boost' | 'bury';
export type Strength = 'none' | 'low' | 'medium' | 'high';

/** How a rule moves products: a fixed strength, or an amount read from a numeric attribute. */
export type BoostAmount =
  | { kind: 'fixed'; direction: Direction; strength: Strength }
  | { kind: 'attribute'; direction: Direction; attribute: string };

export type BoostAmountFields = Pick<BoostRuleProxy, 'BoostValue' | 'BoostFromAttribute'>;

/**
 * THE table of the contract (BoostRuleProxy description): direction + strength ↔ BoostValue.
 * 'none' has no direction: both map to 0, and 0 reads back as a boost of strength none.
 */
export const boostValues: Readonly<Record<Direction, Readonly<Record<Strength, number>>>> = {
  boost: { none: 0, low: 2, medium: 5, high: 10 },
  bury: { none: 0, low: -2, medium: -5, high: -10 },
};

export const directions: readonly Direction[] = ['boost', 'bury'];
export const strengths: readonly Strength[] = ['none', 'low', 'medium', 'high'];

/** With BoostFromAttribute, BoostValue is only the direction multiplier. */
const attributeMultiplier: Record<Direction, number> = { boost: 1, bury: -1 };

export function toBoostFields(amount: BoostAmount): BoostAmountFields {
  if (amount.kind === 'attribute') {
    return { BoostValue: attributeMultiplier[amount.direction], BoostFromAttribute: amount.attribute };
  }
  return { BoostValue: boostValues[amount.direction][amount.strength] };
}

/** The amount a stored rule carries, or null when its BoostValue is not one of the table's. */
export function fromBoostFields(fields: BoostAmountFields): BoostAmount | null {
  if (fields.BoostFromAttribute != null) {
    // Contract: the multiplier is 1 (also when absent) for boost, -1 for bury.
    const direction: Direction = (fields.BoostValue ?? 1) < 0 ? 'bury' : 'boost';
    return { kind: 'attribute', direction, attribute: fields.BoostFromAttribute };
  }
  for (const direction of directions) {
    for (const strength of strengths) {
      if (boostValues[direction][strength] === fields.BoostValue)
        return { kind: 'fixed', direction, strength };
    }
  }
  return null;
}
