// Synonyms (spec §7): PUT/DELETE EngineSettings/SynonymsForQuery with the old and new query and
// synonyms as query parameters; GET EngineSettings/SynonymsForScope lists the rules.
import type { ApiRequest } from '../http';
import type { RoundTrip } from './runner';

interface SynonymRule {
  Query: string;
  Synonyms: string[];
}

const path = '/EngineSettings/SynonymsForQuery';

const store = (old: SynonymRule | null, next: SynonymRule) => ({
  ...(old ? { oldQuery: old.Query, oldSynonyms: old.Synonyms } : {}),
  newQuery: next.Query,
  newSynonyms: next.Synonyms,
});

export const synonymsRoundTrip = (unique: string): RoundTrip<SynonymRule> => ({
  domain: 'synonyms',
  prepare: async () => ({
    created: { Query: unique, Synonyms: [`${unique}-a`, `${unique}-b`] },
    updated: { Query: unique, Synonyms: [`${unique}-c`] },
    key: (rule) => `[Query=${rule.Query}]`,
  }),
  create: async (ctx, rule) => ({ method: 'PUT', path, query: ctx.scoped(store(null, rule)) }),
  update: async (ctx, old, next) => ({ method: 'PUT', path, query: ctx.scoped(store(old, next)) }),
  staleUpdate: async (ctx, old, next) => ({
    method: 'PUT',
    path,
    query: ctx.scoped(store(old, { ...next, Synonyms: [`${unique}-stale`] })),
  }),
  delete: async (ctx, rule) => ({
    method: 'DELETE',
    path,
    query: ctx.scoped({ oldQuery: rule.Query, oldSynonyms: rule.Synonyms }),
  }),
  read: async (ctx, rule, step) => {
    const request: ApiRequest = {
      method: 'GET',
      path: '/EngineSettings/SynonymsForScope',
      query: ctx.scoped(),
    };
    const list = (await ctx.read(step, request)) as SynonymRule[];
    return { request, stored: list.find((item) => item.Query === rule.Query) };
  },
});
