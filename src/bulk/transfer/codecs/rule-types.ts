import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { Access } from '@/api/generated/model';
import { typedKey, type TypedRule } from '@/bulk/rule-set/typed-rule';
import { sameCanonical } from '@/rules/canonical';
import { fieldChanges } from '@/rules/compare';
import { isRuleTypeId, ruleTypes } from '@/rules/registry';
import { labelOf } from '@/rules/rule-file';
import type { RuleField, RuleTypeId } from '@/rules/rule-type';
import { typesOfKind, type TypedKind } from '../kinds';
import type { CsvFormat, RuleCodec } from '../types';
import { isJsonObject, notARule } from './fields';

const typeOf = (rule: TypedRule) => ruleTypes[rule.type];

/** Fields as the preview shows them: `name: value`, empty ones left out. */
function fieldsText(fields: readonly { name: string; value: string }[]): string {
  return fields
    .filter((field) => field.value !== '')
    .map((field) => `${field.name}: ${field.value}`)
    .join(' · ');
}

/**
 * An entry of a rule file (`{ type, rule }`) checked against the contract by its type's own
 * `parse` (src/rules), the same check a snapshot file's entries get.
 */
export function readTypedEntry(
  types: readonly RuleTypeId[],
  value: unknown,
): { rule?: TypedRule; errors: string[]; label: string } {
  if (!isJsonObject(value) || !isRuleTypeId(value.type) || !types.includes(value.type))
    return { label: '', errors: [notARule()] };
  const type = value.type;
  const parsed = ruleTypes[type].parse(value.rule);
  if (parsed.errors) return { label: labelOf(value.rule), errors: parsed.errors };
  return { label: ruleTypes[type].label(parsed.rule), errors: [], rule: { type, rule: parsed.rule } };
}

/**
 * The codec of a kind made of src/rules types: identity, equality, labels and contract checks are
 * the types' own; the preview shows a rule's fields as a comparison of snapshots does.
 */
export function typedCodec(
  kind: TypedKind,
  extra: {
    csv?: CsvFormat<TypedRule>;
    /** Refusals beyond the type's access flag (a pin due to an ad). */
    refuse?: (rule: TypedRule, access: Access) => string[];
  } = {},
): RuleCodec<TypedRule> {
  const types = typesOfKind[kind];
  // With several types in one file, the details say which type a rule is.
  const prefix = (rule: TypedRule) => (types.length > 1 ? `${i18n._(typeOf(rule).title)} · ` : '');
  const fields = (rule: TypedRule): RuleField[] => typeOf(rule).fields(rule.rule);
  return {
    kind,
    types,
    csv: extra.csv,
    fromJson: (value) => readTypedEntry(types, value),
    key: (rule) => typedKey(rule.type, typeOf(rule).key(rule.rule)),
    same: (a, b) => a.type === b.type && sameCanonical(typeOf(a).canonical, a.rule, b.rule),
    label: (rule) => typeOf(rule).label(rule.rule),
    describe: (rule) => prefix(rule) + fieldsText(fields(rule)),
    describeChange: (now, next) => {
      const changes = fieldChanges(fields(now), fields(next));
      return {
        now: fieldsText(changes.map((change) => ({ name: change.name, value: change.from || '—' }))),
        next: fieldsText(changes.map((change) => ({ name: change.name, value: change.to || '—' }))),
      };
    },
    refuse: (rule, access) => {
      if (!typeOf(rule).allowed(access)) {
        const title = i18n._(typeOf(rule).title);
        return [t`${title} are not part of your access to this scope.`];
      }
      return extra.refuse?.(rule, access) ?? [];
    },
  };
}
