import { msg, t } from '@lingui/core/macro';
import {
  deleteRedirect,
  getGetRedirectsQueryKey,
  getGetRedirectsUrl,
  storeRedirect,
} from '@/api/generated/endpoints/redirects/redirects';
import type { RedirectEntry } from '@/api/generated/model';
import { GetRedirectsResponseItem } from '@/api/generated/zod/redirects/redirects';
import { fetchList } from '@/api/list-worker';
import { isSafeLinkTarget } from '@/lib/safe-url';
import { parseWith, sortedSet } from '../canonical';
import type { RuleType } from '../rule-type';

/** Spec §5 plus the contract's safe-target rule. */
function redirectErrors(rule: RedirectEntry): string[] {
  const errors: string[] = [];
  if (rule.Name.trim() === '') errors.push(t`Name is required`);
  if (rule.Rules.length === 0) errors.push(t`Terms are required`);
  else if (rule.Rules.some((term) => term.trim() === '')) errors.push(t`Terms cannot be empty`);
  if (rule.Target.trim() === '') errors.push(t`Target is required`);
  else if (!isSafeLinkTarget(rule.Target))
    errors.push(
      t`The target must be a web address starting with http:// or https://, or a path on the shop starting with a single "/".`,
    );
  return errors;
}

export const redirectRules: RuleType<RedirectEntry> = {
  id: 'redirects',
  title: msg`Redirects`,
  allowed: (access) => access.RedirectsAccess,
  key: (rule) => rule.Name,
  label: (rule) => rule.Name,
  canonical: (rule) => ({
    Rules: sortedSet(rule.Rules),
    Name: rule.Name,
    Target: rule.Target,
    Enabled: rule.Enabled,
  }),
  fields: (rule) => [
    { name: 'Terms', value: sortedSet(rule.Rules).join(', ') },
    { name: 'Target', value: rule.Target },
    { name: 'Enabled', value: String(rule.Enabled) },
  ],
  parse: (value) => parseWith(GetRedirectsResponseItem, value, redirectErrors),
  get: (set) => set.redirects,
  set: (set, rules) => ({ ...set, redirects: rules }),
  queryKeys: (scope) => [getGetRedirectsQueryKey(scope)],
  read: (scope, options) => fetchList<RedirectEntry[]>(getGetRedirectsUrl(scope), options),
  write: async (scope, { before, after }, options) => {
    if (!after) {
      const old = before as RedirectEntry;
      return await deleteRedirect(
        { ...scope, name: old.Name, enabled: old.Enabled, target: old.Target, rules: old.Rules },
        options,
      );
    }
    const request = before ? { OldRedirect: before, EditedRedirect: after } : { EditedRedirect: after };
    return (await storeRedirect(request, scope, options)).ReloadStatus;
  },
};
