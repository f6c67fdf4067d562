import { t } from '@lingui/core/macro';
import { AttributeValueType, CompareMode, type BoostRuleProxy } from '@/api/generated/model';
import type { RuleCodec } from '../types';
import { isJsonObject, notARule, text } from './fields';

const typeNames = Object.keys(AttributeValueType) as (keyof typeof AttributeValueType)[];
const modeNames = Object.keys(CompareMode) as (keyof typeof CompareMode)[];
/** Contract table: the fixed amounts of none / low / medium / high for boost and bury. */
const fixedAmounts = [0, 2, 5, 10, -2, -5, -10];
const isoDate = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** An enum given by its name (any case) or its number. */
function readEnum<T extends Record<string, number>>(values: T, raw: unknown): T[keyof T] | null {
  const all = Object.values(values);
  if (typeof raw === 'number') return (all.includes(raw) ? raw : null) as T[keyof T] | null;
  const cell = text(raw);
  if (/^\d+$/.test(cell)) return readEnum(values, Number(cell));
  const name = Object.keys(values).find((key) => key.toLowerCase() === cell.toLowerCase());
  return name === undefined ? null : (values[name] as T[keyof T]);
}

/** Optional condition values: strings, or numbers and booleans written in invariant form. */
function readValue(raw: unknown): string | undefined {
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  const value = text(raw);
  return value === '' ? undefined : value;
}

function readNumber(raw: unknown): number | undefined | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  const value = text(raw);
  if (value === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : null;
}

/** The value as a comparable number (Double, DateTime) or text; null when not in invariant form. */
function comparable(type: AttributeValueType, value: string): number | string | null {
  if (type === AttributeValueType.Boolean) return value === 'true' || value === 'false' ? value : null;
  if (type === AttributeValueType.Double) return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : null;
  if (type === AttributeValueType.DateTime)
    return isoDate.test(value) && !Number.isNaN(Date.parse(value)) ? Date.parse(value) : null;
  return value;
}

function formError(field: string, type: AttributeValueType): string {
  switch (type) {
    case AttributeValueType.Boolean:
      return t`${field} must be true or false.`;
    case AttributeValueType.Double:
      return t`${field} must be a number with a dot as decimal separator, e.g. 12.5.`;
    case AttributeValueType.DateTime:
      return t`${field} must be an ISO 8601 date, e.g. 2026-11-23T00:00:00Z.`;
    default:
      return t`${field} must not be empty.`;
  }
}

type Fields = Partial<Record<keyof BoostRuleProxy, unknown>>;

/** The contract's shape of a rule (modes, bounds, value forms, the BoostValue table). */
function build(fields: Fields) {
  const errors: string[] = [];
  const name = text(fields.AttributeName);
  if (name === '') errors.push(t`AttributeName is required.`);
  const type = readEnum(AttributeValueType, fields.AttributeValueType);
  if (type === null) errors.push(t`AttributeValueType must be one of ${typeNames.join(', ')}.`);
  const mode = readEnum(CompareMode, fields.CompareMode);
  if (mode === null) errors.push(t`CompareMode must be one of ${modeNames.join(', ')}.`);
  const compareTo = readValue(fields.CompareTo);
  const lower = readValue(fields.LowerBound);
  const upper = readValue(fields.UpperBound);
  if (type !== null && mode !== null) {
    if (mode >= CompareMode.Between) {
      if (compareTo !== undefined) errors.push(t`CompareTo is not used by the between modes.`);
      if (lower === undefined || upper === undefined)
        errors.push(t`LowerBound and UpperBound are required for the between modes.`);
      const low = lower === undefined ? undefined : comparable(type, lower);
      const high = upper === undefined ? undefined : comparable(type, upper);
      if (low === null) errors.push(formError('LowerBound', type));
      if (high === null) errors.push(formError('UpperBound', type));
      if (typeof low === 'number' && typeof high === 'number' && low > high)
        errors.push(t`LowerBound must not be greater than UpperBound.`);
    } else {
      if (lower !== undefined || upper !== undefined)
        errors.push(t`LowerBound and UpperBound are only used by the between modes.`);
      if (compareTo === undefined) errors.push(t`CompareTo is required for this compare mode.`);
      else if (comparable(type, compareTo) === null) errors.push(formError('CompareTo', type));
    }
  }
  const boostValue = readNumber(fields.BoostValue);
  const from = readValue(fields.BoostFromAttribute);
  if (
    from === undefined
      ? boostValue == null || !fixedAmounts.includes(boostValue)
      : boostValue !== undefined && boostValue !== 1 && boostValue !== -1
  ) {
    errors.push(
      from === undefined
        ? t`BoostValue must be 0, 2, 5 or 10 (boost) or -2, -5 or -10 (bury).`
        : t`With BoostFromAttribute, BoostValue must be 1 (boost) or -1 (bury).`,
    );
  }
  if (errors.length > 0 || type === null || mode === null) return { label: name, errors };
  const rule: BoostRuleProxy = { AttributeName: name, AttributeValueType: type, CompareMode: mode };
  if (compareTo !== undefined) rule.CompareTo = compareTo;
  if (lower !== undefined) rule.LowerBound = lower;
  if (upper !== undefined) rule.UpperBound = upper;
  if (boostValue != null) rule.BoostValue = boostValue;
  if (from !== undefined) rule.BoostFromAttribute = from;
  return { label: name, errors, rule };
}

/** Rule identity; a missing BoostValue next to BoostFromAttribute means 1 (contract table). */
function boostKey(rule: BoostRuleProxy): string {
  return JSON.stringify([
    rule.AttributeName,
    rule.AttributeValueType,
    rule.CompareMode,
    rule.CompareTo ?? null,
    rule.LowerBound ?? null,
    rule.UpperBound ?? null,
    rule.BoostValue ?? (rule.BoostFromAttribute != null ? 1 : null),
    rule.BoostFromAttribute ?? null,
  ]);
}

const modeSigns: Record<CompareMode, string> = {
  0: '<',
  1: '≤',
  2: '=',
  3: '≥',
  4: '>',
  5: '∈ [a, b)',
  6: '∈ [a, b]',
  7: '∈ (a, b)',
};

function describe(rule: BoostRuleProxy): string {
  const sign = modeSigns[rule.CompareMode];
  const condition =
    rule.CompareMode >= CompareMode.Between
      ? sign.replace('a', rule.LowerBound ?? '?').replace('b', rule.UpperBound ?? '?')
      : `${sign} ${rule.CompareTo ?? '?'}`;
  const amount = rule.BoostFromAttribute
    ? `${(rule.BoostValue ?? 1) < 0 ? '−' : '+'}${rule.BoostFromAttribute}`
    : `${(rule.BoostValue ?? 0) > 0 ? '+' : ''}${rule.BoostValue ?? 0}`;
  return `${rule.AttributeName} ${condition} → ${amount}`;
}

const columns = [
  'AttributeName',
  'AttributeValueType',
  'CompareMode',
  'CompareTo',
  'LowerBound',
  'UpperBound',
  'BoostValue',
  'BoostFromAttribute',
] as const;

export const boostCodec: RuleCodec<BoostRuleProxy> = {
  kind: 'boost',
  csv: {
    columns,
    required: ['AttributeName', 'AttributeValueType', 'CompareMode', 'BoostValue'],
    toRow: (rule) => [
      rule.AttributeName,
      typeNames.find((name) => AttributeValueType[name] === rule.AttributeValueType) ??
        String(rule.AttributeValueType),
      modeNames.find((name) => CompareMode[name] === rule.CompareMode) ?? String(rule.CompareMode),
      rule.CompareTo ?? '',
      rule.LowerBound ?? '',
      rule.UpperBound ?? '',
      rule.BoostValue === undefined ? '' : String(rule.BoostValue),
      rule.BoostFromAttribute ?? '',
    ],
    fromRow: (cells) =>
      build(
        Object.fromEntries(columns.map((column) => [column, cells[column.toLowerCase()] ?? ''])) as Fields,
      ),
  },
  fromJson: (value) => (isJsonObject(value) ? build(value as Fields) : { label: '', errors: [notARule()] }),
  key: boostKey,
  same: (a, b) => boostKey(a) === boostKey(b),
  label: (rule) => rule.AttributeName,
  describe,
  // Boost rules are matched as a whole, so two rules with one key never differ.
  describeChange: (now, next) => ({ now: describe(now), next: describe(next) }),
};
