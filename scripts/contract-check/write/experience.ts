// Experience rules (spec §7): POST Experience/Rule creates, PUT edits (OldExperienceRule and
// EditedExperienceRule), and a delete first asks POST Experience/ControlCode for a one-time code,
// then sends DELETE Experience/Rule with the query and the code. GET Experience/RuleById reads one
// rule; with existenceCheck=true it answers whether the rule exists.
import type { ApiRequest } from '../http';
import type { RoundTrip } from './runner';

interface ExperienceRule {
  Query: string;
  FeatureSets: unknown[];
  IsFixed: boolean;
}

const path = '/Experience/Rule';

export const experienceRoundTrip = (unique: string): RoundTrip<ExperienceRule> => ({
  domain: 'experience',
  prepare: async () => ({
    created: { Query: unique, FeatureSets: [], IsFixed: false },
    updated: { Query: unique, FeatureSets: [], IsFixed: true },
    key: (rule) => `[Query=${rule.Query}]`,
  }),
  create: async (ctx, rule) => ({
    method: 'POST',
    path,
    query: ctx.scoped(),
    body: { ExperienceRule: rule },
  }),
  update: async (ctx, old, next) => ({
    method: 'PUT',
    path,
    query: ctx.scoped(),
    body: { OldExperienceRule: old, EditedExperienceRule: next },
  }),
  staleUpdate: async (ctx, old, next) => ({
    method: 'PUT',
    path,
    query: ctx.scoped(),
    body: { OldExperienceRule: old, EditedExperienceRule: { ...next, IsFixed: false } },
  }),
  delete: async (ctx, rule) => {
    const code = (await ctx.expect('control code', {
      method: 'POST',
      path: '/Experience/ControlCode',
      query: ctx.scoped(),
      body: { Query: rule.Query },
    })) as { ControlCode: string };
    return {
      method: 'DELETE',
      path,
      query: ctx.scoped(),
      body: { Query: rule.Query, ControlCode: code.ControlCode },
    };
  },
  read: async (ctx, rule, step) => {
    const exists: ApiRequest = {
      method: 'GET',
      path: '/Experience/RuleById',
      query: ctx.scoped({ query: rule.Query, existenceCheck: true }),
    };
    if ((await ctx.read(step, exists)) !== true) return { request: exists, stored: undefined };
    const request: ApiRequest = {
      method: 'GET',
      path: '/Experience/RuleById',
      query: ctx.scoped({ query: rule.Query }),
    };
    return { request, stored: await ctx.read(step, request) };
  },
});
