import { HttpResponse, type HttpHandler } from 'msw';
import { ReloadStatus, type SynonymsEntry } from '@/api/generated/model';
import { isBlankTerm } from '@/lib/blank-term';
import { serverError } from '../auth';
import { contractHttp, type ContractQuery } from '../contract-http';
import { listSynonyms, sameTerms, synonymsStore } from '../db/synonyms';

const staleRule = 'The synonym rule was changed meanwhile. Reload and try again.';
const alreadyExists = (query: string) => `A synonym rule for "${query}" already exists.`;

/** Spec §5 validation of the rule to store; trimmed, duplicates dropped, as the engine keeps it. */
function validatedEntry(params: ContractQuery<'newQuery' | 'newSynonyms'>): SynonymsEntry | string {
  const query = (params.get('newQuery') ?? '').trim();
  if (!query) return 'Query is required';
  const synonyms = params.getAll('newSynonyms').map((s) => s.trim());
  if (synonyms.length === 0) return 'Synonyms are required';
  if (synonyms.some(isBlankTerm)) return 'Synonym cannot be empty';
  return { Query: query, Synonyms: [...new Set(synonyms)] };
}

export const synonymsHandlers: HttpHandler[] = [
  contractHttp.get('/EngineSettings/SynonymsForScope', 'SynonymsAccess', ({ scope }) =>
    HttpResponse.json(listSynonyms(scope)),
  ),

  contractHttp.put('/EngineSettings/SynonymsForQuery', 'SynonymsAccess', ({ query: params, scope }) => {
    const entry = validatedEntry(params);
    if (typeof entry === 'string') return serverError(400, entry);
    const rules = synonymsStore.get(scope);
    const oldQuery = params.get('oldQuery');

    if (oldQuery === null) {
      if (rules.has(entry.Query)) return serverError(409, alreadyExists(entry.Query));
      rules.set(entry.Query, entry.Synonyms);
    } else {
      // Without the loaded synonyms the edit could silently overwrite someone else's change.
      if (!params.has('oldSynonyms')) return serverError(400, 'oldSynonyms are required to edit a rule');
      const stored = rules.get(oldQuery);
      if (!stored || !sameTerms(stored, params.getAll('oldSynonyms'))) return serverError(409, staleRule);
      if (entry.Query !== oldQuery && rules.has(entry.Query))
        return serverError(409, alreadyExists(entry.Query));
      replaceKeepingPosition(rules, oldQuery, entry);
    }
    return HttpResponse.json({ NewEntry: entry, ReloadStatus: ReloadStatus.AllSucceeded });
  }),

  contractHttp.delete('/EngineSettings/SynonymsForQuery', 'SynonymsAccess', ({ query: params, scope }) => {
    const oldQuery = params.get('oldQuery');
    if (!oldQuery) return serverError(400, 'Query is required');
    const rules = synonymsStore.get(scope);
    const stored = rules.get(oldQuery);
    if (!stored || !sameTerms(stored, params.getAll('oldSynonyms'))) return serverError(409, staleRule);
    rules.delete(oldQuery);
    return HttpResponse.json(ReloadStatus.AllSucceeded);
  }),
];

/** An edited rule stays where it was in the list, even when its query was renamed. */
function replaceKeepingPosition(rules: Map<string, string[]>, oldQuery: string, entry: SynonymsEntry): void {
  if (entry.Query === oldQuery) {
    rules.set(oldQuery, entry.Synonyms);
    return;
  }
  const entries = [...rules].map(([query, synonyms]): [string, string[]] =>
    query === oldQuery ? [entry.Query, entry.Synonyms] : [query, synonyms],
  );
  rules.clear();
  entries.forEach(([query, synonyms]) => rules.set(query, synonyms));
}
