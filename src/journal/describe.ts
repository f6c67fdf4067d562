import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { JournalEntry, JournalRuleType } from './entry';

export const ruleTypeTitles: Record<JournalRuleType, MessageDescriptor> = {
  synonyms: msg`Synonyms`,
  redirects: msg`Redirects`,
  'boosts.search': msg`Boost & bury (search)`,
  'boosts.navigation': msg`Boost & bury (navigation)`,
  'boosts.similar': msg`Boost & bury (similar)`,
  experienceRules: msg`Experience rules`,
  'pins.global': msg`Global pins`,
  'pins.query': msg`Pins per query`,
  'pins.navigation': msg`Pins per navigation`,
  manualRecommendations: msg`Manual recommendations`,
};

export interface Field {
  name: string;
  value: string;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** A rule's fields, nested ones named by their path (`Pin · Position`), lists of values joined. */
export function ruleFields(rule: unknown, path: string[] = []): Field[] {
  if (!isObject(rule)) return rule === undefined ? [] : [{ name: path.join(' · '), value: String(rule) }];
  return Object.entries(rule).flatMap(([key, value]): Field[] => {
    const name = [...path, key];
    if (Array.isArray(value) && value.every((item) => !isObject(item)))
      return [{ name: name.join(' · '), value: value.map(String).join(', ') }];
    if (Array.isArray(value))
      return value.flatMap((item, index) => ruleFields(item, [...name, String(index + 1)]));
    if (isObject(value)) return ruleFields(value, name);
    return value === undefined || value === null ? [] : [{ name: name.join(' · '), value: String(value) }];
  });
}

/** The name a merchandiser knows a rule by: its query, name, attribute or product. */
export function ruleLabel(rule: unknown): string {
  if (!isObject(rule)) return '';
  const pin = isObject(rule.Pin) && isObject(rule.Pin.Entity) ? rule.Pin.Entity.ExternalId : undefined;
  const source = isObject(rule.SourceProduct) ? rule.SourceProduct.ExternalId : undefined;
  const context = [rule.Query, rule.NavigationAttribute, rule.NavigationValue].filter(
    (v) => typeof v === 'string',
  );
  const parts = [rule.Name, rule.AttributeName, source, ...context, pin].filter(
    (part): part is string => typeof part === 'string' && part !== '',
  );
  return parts.join(' · ');
}

/** Before and after side by side, field by field; `changed` marks what differs. */
export function compareFields(
  before: unknown,
  after: unknown,
): { name: string; before: string | null; after: string | null; changed: boolean }[] {
  const old = new Map(ruleFields(before).map((field) => [field.name, field.value]));
  const next = new Map(ruleFields(after).map((field) => [field.name, field.value]));
  const names = [...new Set([...old.keys(), ...next.keys()])];
  return names.map((name) => {
    const a = old.get(name) ?? null;
    const b = next.get(name) ?? null;
    return { name, before: a, after: b, changed: a !== b };
  });
}

/** A change in one line, for chart markers: "Changed: Synonyms · rain jacket". */
export function describeChange(entry: JournalEntry, i18n: I18n): string {
  const action =
    entry.source === 'revert'
      ? i18n._(msg`Reverted`)
      : entry.before === null && entry.beforeKnown
        ? i18n._(msg`Added`)
        : entry.after === null
          ? i18n._(msg`Deleted`)
          : i18n._(msg`Changed`);
  return `${action}: ${i18n._(ruleTypeTitles[entry.ruleType])} · ${ruleLabel(entry.after ?? entry.before)}`;
}
