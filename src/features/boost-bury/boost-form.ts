import { t } from '@lingui/core/macro';
import {
  AttributeValueType,
  CompareMode,
  type AttributeInfo,
  type BoostRuleProxy,
} from '@/api/generated/model';
import { fromBoostFields, toBoostFields, type Direction, type Strength } from './boost-value';
import {
  compareInvariant,
  fromInvariant,
  isBetweenMode,
  sameRule,
  toInvariant,
  type FormValue,
} from './rule-values';

export type AmountKind = 'fixed' | 'attribute';

export interface BoostFormValues {
  attribute: string;
  /** The condition attribute's value type; decides the comparison inputs. */
  valueType: AttributeValueType;
  mode: CompareMode;
  compareTo: FormValue;
  lower: FormValue;
  upper: FormValue;
  amountKind: AmountKind;
  direction: Direction;
  /** '' only when a loaded rule carries a BoostValue outside the contract's table. */
  strength: Strength | '';
  amountAttribute: string;
}

export type BoostFormErrors = Partial<Record<keyof BoostFormValues, string>>;

export const conditionAttributes = (infos: AttributeInfo[]) => infos.filter((a) => a.CanBeBoostCondition);
export const amountAttributes = (infos: AttributeInfo[]) => infos.filter((a) => a.CanProvideBoostAmount);

export function initialValues(rule: BoostRuleProxy | null): BoostFormValues {
  if (!rule) {
    return {
      attribute: '',
      valueType: AttributeValueType.String,
      mode: CompareMode.Equal,
      compareTo: '',
      lower: '',
      upper: '',
      amountKind: 'fixed',
      direction: 'boost',
      strength: 'medium',
      amountAttribute: '',
    };
  }
  const type = rule.AttributeValueType;
  const amount = fromBoostFields(rule);
  return {
    attribute: rule.AttributeName,
    valueType: type,
    mode: rule.CompareMode,
    compareTo: fromInvariant(type, rule.CompareTo),
    lower: fromInvariant(type, rule.LowerBound),
    upper: fromInvariant(type, rule.UpperBound),
    amountKind: amount?.kind ?? 'fixed',
    direction: amount?.direction ?? ((rule.BoostValue ?? 0) < 0 ? 'bury' : 'boost'),
    strength: amount?.kind === 'fixed' ? amount.strength : amount ? 'medium' : '',
    amountAttribute: amount?.kind === 'attribute' ? amount.attribute : '',
  };
}

/** The values a new condition attribute starts with: yes/no only compares with "equal to". */
export function withAttribute(
  values: BoostFormValues,
  name: string,
  type: AttributeValueType,
): BoostFormValues {
  const sameType = type === values.valueType;
  const blank = fromInvariant(type, undefined);
  return {
    ...values,
    attribute: name,
    valueType: type,
    mode: type === AttributeValueType.Boolean ? CompareMode.Equal : values.mode,
    compareTo: sameType ? values.compareTo : blank,
    lower: sameType ? values.lower : blank,
    upper: sameType ? values.upper : blank,
  };
}

/** Why a value that has no invariant form was refused. */
function valueError(type: AttributeValueType, value: FormValue, required: string): string {
  if (value === '') return required;
  if (type === AttributeValueType.Double) return t`Enter a number`;
  if (type === AttributeValueType.DateTime) return t`Enter a date and time`;
  return required;
}

/** The form's rules; `others` are the scope's other rules (to refuse an identical one). */
export function validateBoost(
  values: BoostFormValues,
  infos: AttributeInfo[],
  others: BoostRuleProxy[],
): BoostFormErrors {
  const errors: BoostFormErrors = {};
  const attribute = values.attribute;
  if (attribute === '') errors.attribute = t`Attribute is required`;
  else if (!conditionAttributes(infos).some((a) => a.Name === attribute)) {
    errors.attribute = t`${attribute} cannot be used as a condition`;
  }
  const type = values.valueType;
  if (type === AttributeValueType.Boolean && values.mode !== CompareMode.Equal) {
    errors.mode = t`Yes/no attributes can only be compared with "equal to"`;
  }
  if (isBetweenMode(values.mode)) {
    const lower = toInvariant(type, values.lower);
    const upper = toInvariant(type, values.upper);
    if (lower === null) errors.lower = valueError(type, values.lower, t`Lower bound is required`);
    if (upper === null) errors.upper = valueError(type, values.upper, t`Upper bound is required`);
    if (lower !== null && upper !== null) {
      const order = compareInvariant(type, lower, upper);
      if (order > 0) errors.lower = t`The lower bound must not be above the upper bound`;
      else if (order === 0 && values.mode !== CompareMode.BetweenInclusive) {
        errors.upper = t`With equal bounds this comparison matches no product: choose "between (inclusive)" or "equal to"`;
      }
    }
  } else if (toInvariant(type, values.compareTo) === null) {
    errors.compareTo = valueError(type, values.compareTo, t`Value is required`);
  }
  if (values.amountKind === 'fixed' && values.strength === '') errors.strength = t`Strength is required`;
  if (values.amountKind === 'attribute') {
    const source = values.amountAttribute;
    if (source === '') errors.amountAttribute = t`Choose the attribute that provides the amount`;
    else if (!amountAttributes(infos).some((a) => a.Name === source)) {
      errors.amountAttribute = t`${source} cannot provide an amount`;
    }
  }
  if (Object.keys(errors).length === 0 && others.some((r) => sameRule(r, toRule(values)))) {
    errors.attribute = t`An identical rule already exists.`;
  }
  return errors;
}

/** The contract's BoostRuleProxy of valid form values: only the fields its CompareMode uses. */
export function toRule(values: BoostFormValues): BoostRuleProxy {
  const type = values.valueType;
  const condition: BoostRuleProxy = {
    AttributeName: values.attribute,
    AttributeValueType: type,
    CompareMode: values.mode,
  };
  if (isBetweenMode(values.mode)) {
    condition.LowerBound = toInvariant(type, values.lower) ?? '';
    condition.UpperBound = toInvariant(type, values.upper) ?? '';
  } else {
    condition.CompareTo = toInvariant(type, values.compareTo) ?? '';
  }
  const amount =
    values.amountKind === 'attribute'
      ? toBoostFields({ kind: 'attribute', direction: values.direction, attribute: values.amountAttribute })
      : toBoostFields({ kind: 'fixed', direction: values.direction, strength: values.strength || 'medium' });
  return { ...condition, ...amount };
}
