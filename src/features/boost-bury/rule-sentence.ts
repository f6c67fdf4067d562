import { t } from '@lingui/core/macro';
import { AttributeValueType, CompareMode, type BoostRuleProxy } from '@/api/generated/model';
import { formatNumber } from '@/lib/format';
import { fromBoostFields } from './boost-value';

/** A stored comparison value as the user reads it: yes/no, locale numbers, YYYY-MM-DD (UTC) dates. */
export function formatRuleValue(type: AttributeValueType, raw: string | undefined, locale: string): string {
  if (raw == null) return '';
  if (type === AttributeValueType.Boolean) {
    if (raw === 'true') return t`yes`;
    if (raw === 'false') return t`no`;
    return raw;
  }
  if (type === AttributeValueType.Double) {
    const number = Number(raw);
    return raw.trim() !== '' && Number.isFinite(number) ? formatNumber(number, locale, 6) : raw;
  }
  if (type === AttributeValueType.DateTime) {
    const time = Date.parse(raw);
    if (Number.isNaN(time)) return raw;
    const iso = new Date(time).toISOString();
    const clock = iso.slice(11, 16);
    // Rules are evaluated in UTC; midnight reads as a plain date (spec §9: YYYY-MM-DD).
    return clock === '00:00' && iso.slice(17, 19) === '00'
      ? iso.slice(0, 10)
      : `${iso.slice(0, 10)} ${clock} UTC`;
  }
  return raw;
}

/** The condition as a clause: "Price is between 20 and 80". */
export function describeCondition(rule: BoostRuleProxy, locale: string): string {
  const attribute = rule.AttributeName;
  const type = rule.AttributeValueType;
  const value = formatRuleValue(type, rule.CompareTo, locale);
  const lower = formatRuleValue(type, rule.LowerBound, locale);
  const upper = formatRuleValue(type, rule.UpperBound, locale);
  const isDate = type === AttributeValueType.DateTime;
  switch (rule.CompareMode) {
    case CompareMode.LessThan:
      return isDate ? t`${attribute} is before ${value}` : t`${attribute} is less than ${value}`;
    case CompareMode.LessThanOrEqual:
      return isDate
        ? t`${attribute} is on or before ${value}`
        : t`${attribute} is less than or equal to ${value}`;
    case CompareMode.Equal:
      return t`${attribute} equals ${value}`;
    case CompareMode.GreaterThanOrEqual:
      return isDate
        ? t`${attribute} is on or after ${value}`
        : t`${attribute} is greater than or equal to ${value}`;
    case CompareMode.GreaterThan:
      return isDate ? t`${attribute} is after ${value}` : t`${attribute} is greater than ${value}`;
    case CompareMode.Between:
      return t`${attribute} is between ${lower} and ${upper}`;
    case CompareMode.BetweenInclusive:
      return t`${attribute} is between ${lower} and ${upper} (inclusive)`;
    case CompareMode.BetweenExclusive:
      return t`${attribute} is between ${lower} and ${upper} (exclusive)`;
  }
}

/**
 * A rule as a sentence: "Boost strongly products whose Brand equals Acme",
 * "Bury products by their ReturnRate where ReturnRate is greater than 0.15".
 * Strength words: none "Do not change … (no effect)", low "slightly", medium plain, high "strongly".
 */
export function describeRule(rule: BoostRuleProxy, locale: string): string {
  const condition = describeCondition(rule, locale);
  const amount = fromBoostFields(rule);
  if (!amount) {
    const value = formatNumber(rule.BoostValue ?? 0, locale, 6);
    return t`Change products by the amount ${value} whose ${condition}`;
  }
  if (amount.kind === 'attribute') {
    const source = amount.attribute;
    return amount.direction === 'boost'
      ? t`Boost products by their ${source} where ${condition}`
      : t`Bury products by their ${source} where ${condition}`;
  }
  if (amount.strength === 'none') return t`Do not change products whose ${condition} (no effect)`;
  if (amount.direction === 'boost') {
    if (amount.strength === 'low') return t`Boost slightly products whose ${condition}`;
    if (amount.strength === 'high') return t`Boost strongly products whose ${condition}`;
    return t`Boost products whose ${condition}`;
  }
  if (amount.strength === 'low') return t`Bury slightly products whose ${condition}`;
  if (amount.strength === 'high') return t`Bury strongly products whose ${condition}`;
  return t`Bury products whose ${condition}`;
}
