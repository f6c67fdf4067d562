import { AttributeValueType, type BoostRuleProxy } from '@/api/generated/model';

export type Direction = 'boost' | 'bury' | 'none';

/**
 * A condition value in one canonical spelling per type (contract: invariant form), so `12.50` and
 * `12.5`, or `2026-01-01T00:00:00Z` and `2026-01-01T00:00:00.000Z`, are the same value. Text is
 * compared without case and surrounding spaces: two rules on `Orange` and `orange` are meant for
 * the same products.
 */
function canonicalValue(type: AttributeValueType, raw: string | undefined): string | null {
  if (raw == null) return null;
  const text = raw.trim();
  if (type === AttributeValueType.Double) {
    const number = Number(text);
    return text !== '' && Number.isFinite(number) ? String(number) : text;
  }
  if (type === AttributeValueType.DateTime) {
    const ms = Date.parse(text);
    return Number.isNaN(ms) ? text : new Date(ms).toISOString();
  }
  return text.toLowerCase();
}

/** Which products a rule moves: attribute, comparison and value(s); not how far. */
export function conditionKey(rule: BoostRuleProxy): string {
  const type = rule.AttributeValueType;
  return JSON.stringify([
    rule.AttributeName.trim().toLowerCase(),
    type,
    rule.CompareMode,
    canonicalValue(type, rule.CompareTo),
    canonicalValue(type, rule.LowerBound),
    canonicalValue(type, rule.UpperBound),
  ]);
}

/** How far and which way a rule moves them (contract table: with BoostFromAttribute an absent BoostValue is 1). */
export function amountKey(rule: BoostRuleProxy): string {
  const from = rule.BoostFromAttribute?.trim().toLowerCase() ?? null;
  return JSON.stringify([rule.BoostValue ?? (from !== null ? 1 : null), from]);
}

export const boostKey = (rule: BoostRuleProxy): string => `${conditionKey(rule)}${amountKey(rule)}`;

/** The contract's table: a positive BoostValue boosts, a negative one buries, 0 does nothing. */
export function direction(rule: BoostRuleProxy): Direction {
  const value = rule.BoostValue ?? (rule.BoostFromAttribute != null ? 1 : 0);
  return value > 0 ? 'boost' : value < 0 ? 'bury' : 'none';
}
