import { msg, t } from '@lingui/core/macro';
import {
  deleteSynonymsForQuery,
  getGetSynonymsForScopeQueryKey,
  getGetSynonymsForScopeUrl,
  storeSynonymsForQuery,
} from '@/api/generated/endpoints/synonyms/synonyms';
import type { SynonymsEntry } from '@/api/generated/model';
import { GetSynonymsForScopeResponseItem } from '@/api/generated/zod/synonyms/synonyms';
import { fetchList } from '@/api/list-worker';
import { parseWith, sortedSet } from '../canonical';
import type { RuleType } from '../rule-type';

/** Spec §5: query required; synonyms required; none may be empty. */
function synonymErrors(rule: SynonymsEntry): string[] {
  const errors: string[] = [];
  if (rule.Query.trim() === '') errors.push(t`Query is required`);
  if (rule.Synonyms.length === 0) errors.push(t`Synonyms are required`);
  else if (rule.Synonyms.some((s) => s.trim() === '')) errors.push(t`Synonym cannot be empty`);
  return errors;
}

export const synonymRules: RuleType<SynonymsEntry> = {
  id: 'synonyms',
  title: msg`Synonyms`,
  allowed: (access) => access.SynonymsAccess,
  key: (rule) => rule.Query,
  label: (rule) => rule.Query,
  canonical: (rule) => ({ Query: rule.Query, Synonyms: sortedSet(rule.Synonyms) }),
  fields: (rule) => [{ name: 'Synonyms', value: sortedSet(rule.Synonyms).join(', ') }],
  parse: (value) => parseWith(GetSynonymsForScopeResponseItem, value, synonymErrors),
  get: (set) => set.synonyms,
  set: (set, rules) => ({ ...set, synonyms: rules }),
  queryKeys: (scope) => [getGetSynonymsForScopeQueryKey(scope)],
  read: (scope, options) => fetchList<SynonymsEntry[]>(getGetSynonymsForScopeUrl(scope), options),
  write: async (scope, { before, after }, options) => {
    if (!after)
      return await deleteSynonymsForQuery(
        { ...scope, oldQuery: before?.Query ?? '', oldSynonyms: before?.Synonyms ?? [] },
        options,
      );
    const old = before ? { oldQuery: before.Query, oldSynonyms: before.Synonyms } : {};
    return (
      await storeSynonymsForQuery(
        { ...scope, ...old, newQuery: after.Query, newSynonyms: after.Synonyms },
        options,
      )
    ).ReloadStatus;
  },
};
