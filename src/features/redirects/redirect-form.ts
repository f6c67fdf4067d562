import { t } from '@lingui/core/macro';
import type { RedirectEntry } from '@/api/generated/model';
import { isSafeLinkTarget } from '@/lib/safe-url';
import { unsafeTargetText } from '@/bulk/transfer/codecs/unsafe-target-text';
import { isBlankTerm } from '@/lib/blank-term';
import { textFilter } from '@/lib/text-filter';

export interface RedirectFormValues {
  name: string;
  terms: string[];
  target: string;
  enabled: boolean;
}

export type RedirectFormErrors = Partial<Record<keyof RedirectFormValues, string>>;

export function toFormValues(entry: RedirectEntry | null): RedirectFormValues {
  return {
    name: entry?.Name ?? '',
    terms: entry ? [...entry.Rules] : [],
    target: entry?.Target ?? '',
    enabled: entry?.Enabled ?? true,
  };
}

/**
 * Spec §5 ('Name is required', 'Terms are required', 'Terms cannot be empty' also for a lone separator
 * or quote, 'Target is required'),
 * the contract's safe target, and a name no other redirect of the scope has (the name identifies it).
 */
export function validateRedirect(
  values: RedirectFormValues,
  others: readonly RedirectEntry[] = [],
): RedirectFormErrors {
  const errors: RedirectFormErrors = {};
  const name = values.name.trim();
  const target = values.target.trim();
  if (name === '') errors.name = t`Name is required`;
  else if (others.some((other) => other.Name === name))
    errors.name = t`Another redirect of this scope is already named "${name}".`;
  if (values.terms.length === 0) errors.terms = t`Terms are required`;
  else if (values.terms.some(isBlankTerm)) errors.terms = t`Terms cannot be empty`;
  if (target === '') errors.target = t`Target is required`;
  else if (!isSafeLinkTarget(target)) errors.target = unsafeTargetText();
  return errors;
}

export function toEntry(values: RedirectFormValues): RedirectEntry {
  return {
    Name: values.name.trim(),
    Rules: values.terms.map((term) => term.trim()),
    Target: values.target.trim(),
    Enabled: values.enabled,
  };
}

/** Case-insensitive match on name, any term or the target. */
export const matchesFilter = textFilter<RedirectEntry>((entry) => [entry.Name, entry.Target, ...entry.Rules]);
