import { AttributeValueType, CompareMode, type BoostRuleProxy } from '@/api/generated/model';

/** What a comparison input holds: text, 'true'/'false', a number (or partial text), a picker date-time. */
export type FormValue = string | number;

/** Modes 5-7 take LowerBound and UpperBound; modes 0-4 take CompareTo (contract). */
export function isBetweenMode(mode: CompareMode): boolean {
  return (
    mode === CompareMode.Between ||
    mode === CompareMode.BetweenInclusive ||
    mode === CompareMode.BetweenExclusive
  );
}

const invariantNumber = new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: 20 });
const pickerDateTime = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})(:\d{2})?$/;

/**
 * The contract's invariant form of a form value: text trimmed, 'true'/'false', dot decimals,
 * ISO 8601 in UTC. Null when the value is empty or not valid for the type.
 */
export function toInvariant(type: AttributeValueType, value: FormValue): string | null {
  switch (type) {
    case AttributeValueType.Double:
      return typeof value === 'number' && Number.isFinite(value) ? invariantNumber.format(value) : null;
    case AttributeValueType.Boolean:
      return value === 'true' || value === 'false' ? value : null;
    case AttributeValueType.DateTime: {
      // The picker's local-looking value is meant as UTC, so what the user sees is what is stored.
      const match = typeof value === 'string' ? pickerDateTime.exec(value) : null;
      if (!match) return null;
      const iso = `${match[1]}T${match[2]}${match[3] ?? ':00'}Z`;
      return Number.isNaN(Date.parse(iso)) ? null : iso;
    }
    default: {
      const text = String(value).trim();
      return text === '' ? null : text;
    }
  }
}

/** The form value of a stored invariant string (the inverse of toInvariant). */
export function fromInvariant(type: AttributeValueType, raw: string | undefined): FormValue {
  if (raw == null) return type === AttributeValueType.Boolean ? 'true' : '';
  switch (type) {
    case AttributeValueType.Double: {
      const number = Number(raw);
      return raw.trim() !== '' && Number.isFinite(number) ? number : raw;
    }
    case AttributeValueType.DateTime: {
      const time = Date.parse(raw);
      if (Number.isNaN(time)) return raw;
      const iso = new Date(time).toISOString();
      return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
    }
    default:
      return raw;
  }
}

/** Orders two invariant values of a type (negative: a before b), to check lower ≤ upper. */
export function compareInvariant(type: AttributeValueType, a: string, b: string): number {
  if (type === AttributeValueType.Double) return Number(a) - Number(b);
  if (type === AttributeValueType.DateTime) return Date.parse(a) - Date.parse(b);
  // Ordinal, as the engine compares text.
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Rule identity as the server sees it: a missing BoostValue with BoostFromAttribute means 1 (contract). */
function ruleKey(rule: BoostRuleProxy): string {
  const boostValue = rule.BoostValue ?? (rule.BoostFromAttribute != null ? 1 : null);
  return JSON.stringify([
    rule.AttributeName,
    rule.AttributeValueType,
    rule.CompareMode,
    rule.CompareTo ?? null,
    rule.LowerBound ?? null,
    rule.UpperBound ?? null,
    boostValue,
    rule.BoostFromAttribute ?? null,
  ]);
}

export function sameRule(a: BoostRuleProxy, b: BoostRuleProxy): boolean {
  return ruleKey(a) === ruleKey(b);
}

/** What a rule compares (attribute, mode, value or bounds): the stored version of an edited rule has the same. */
export function conditionKey(rule: BoostRuleProxy): string {
  return JSON.stringify([
    rule.AttributeName,
    rule.CompareMode,
    rule.CompareTo ?? null,
    rule.LowerBound ?? null,
    rule.UpperBound ?? null,
  ]);
}
