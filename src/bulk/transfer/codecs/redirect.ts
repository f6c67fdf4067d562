import { t } from '@lingui/core/macro';
import type { RedirectEntry } from '@/api/generated/model';
import { isSafeLinkTarget } from '@/lib/safe-url';
import { isBlankTerm } from '@/lib/blank-term';
import { decodeList, encodeList } from '../csv-cells';
import type { RuleCodec } from '../types';
import { unsafeTargetText } from './unsafe-target-text';
import { isJsonObject, notARule, readBoolean, sameItems, text, textList } from './fields';

/** Spec §5 plus the contract's safe-target rule. */
export function redirectErrors(name: string, terms: readonly string[] | null, target: string): string[] {
  const errors: string[] = [];
  if (name === '') errors.push(t`Name is required`);
  if (!terms || terms.length === 0) errors.push(t`Terms are required`);
  else if (terms.some(isBlankTerm)) errors.push(t`Terms cannot be empty`);
  if (target === '') errors.push(t`Target is required`);
  else if (!isSafeLinkTarget(target)) errors.push(unsafeTargetText());
  return errors;
}

function build(name: string, terms: string[] | null, target: string, enabled: boolean | null) {
  const errors = redirectErrors(name, terms, target);
  if (enabled === null) errors.push(t`Enabled must be true or false`);
  const rule =
    errors.length === 0
      ? { Rules: terms ?? [], Name: name, Target: target, Enabled: enabled ?? true }
      : undefined;
  return { label: name, errors, rule };
}

export const redirectCodec: RuleCodec<RedirectEntry> = {
  kind: 'redirect',
  csv: {
    columns: ['Name', 'Terms', 'Target', 'Enabled'],
    // A hand-made file may leave Enabled out: its redirects are enabled.
    required: ['Name', 'Terms', 'Target'],
    toRow: (rule) => [rule.Name, encodeList(rule.Rules), rule.Target, String(rule.Enabled)],
    fromRow: (cells) =>
      build(
        (cells.name ?? '').trim(),
        decodeList(cells.terms ?? ''),
        (cells.target ?? '').trim(),
        readBoolean(cells.enabled ?? '', true),
      ),
  },
  fromJson: (value) => {
    if (!isJsonObject(value)) return { label: '', errors: [notARule()] };
    const enabled =
      value.Enabled === undefined ? true : typeof value.Enabled === 'boolean' ? value.Enabled : null;
    return build(text(value.Name), textList(value.Rules), text(value.Target), enabled);
  },
  key: (rule) => rule.Name,
  same: (a, b) =>
    a.Name === b.Name && a.Target === b.Target && a.Enabled === b.Enabled && sameItems(a.Rules, b.Rules),
  label: (rule) => rule.Name,
  describe: (rule) => `${rule.Rules.join(', ')} → ${rule.Target}${rule.Enabled ? '' : ` (${t`disabled`})`}`,
  describeChange: (now, next) => {
    const parts = (rule: RedirectEntry) => [
      ...(sameItems(now.Rules, next.Rules) ? [] : [rule.Rules.join(', ')]),
      ...(now.Target === next.Target ? [] : [rule.Target]),
      ...(now.Enabled === next.Enabled ? [] : [rule.Enabled ? t`enabled` : t`disabled`]),
    ];
    return { now: parts(now).join(' · '), next: parts(next).join(' · ') };
  },
};
