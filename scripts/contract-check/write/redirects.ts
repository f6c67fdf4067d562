// Redirects (spec §7): PUT EngineSettings/Redirect with OldRedirect/EditedRedirect, DELETE with the
// redirect's fields as query parameters; GET EngineSettings/Redirect lists them.
import type { ApiRequest } from '../http';
import type { RoundTrip } from './runner';

interface Redirect {
  Name: string;
  Rules: string[];
  Target: string;
  Enabled: boolean;
}

const path = '/EngineSettings/Redirect';

export const redirectsRoundTrip = (unique: string): RoundTrip<Redirect> => ({
  domain: 'redirects',
  prepare: async () => {
    const created = { Name: unique, Rules: [`${unique} term`], Target: `/${unique}`, Enabled: false };
    return {
      created,
      updated: { ...created, Rules: [`${unique} term`, `${unique} other`], Target: `/${unique}/edited` },
      key: (redirect) => `[Name=${redirect.Name}]`,
    };
  },
  create: async (ctx, redirect) => ({
    method: 'PUT',
    path,
    query: ctx.scoped(),
    body: { EditedRedirect: redirect },
  }),
  update: async (ctx, old, next) => ({
    method: 'PUT',
    path,
    query: ctx.scoped(),
    body: { OldRedirect: old, EditedRedirect: next },
  }),
  staleUpdate: async (ctx, old, next) => ({
    method: 'PUT',
    path,
    query: ctx.scoped(),
    body: { OldRedirect: old, EditedRedirect: { ...next, Target: `/${unique}/stale` } },
  }),
  delete: async (ctx, redirect) => ({
    method: 'DELETE',
    path,
    query: ctx.scoped({
      enabled: redirect.Enabled,
      name: redirect.Name,
      target: redirect.Target,
      rules: redirect.Rules,
    }),
  }),
  read: async (ctx, redirect, step) => {
    const request: ApiRequest = { method: 'GET', path, query: ctx.scoped() };
    const list = (await ctx.read(step, request)) as Redirect[];
    return { request, stored: list.find((item) => item.Name === redirect.Name) };
  },
});
