// Boost and bury (spec §7): PUT BoostBury/BoostsForScope adds (NewBoost) or edits (OldBoost and
// NewBoost), PATCH deletes (OldBoost); each sends CurrentBoosts, the list as the client loaded it,
// for the compare-and-swap. The rule tested is an equality condition on a text attribute with a
// value no catalogue has, so it changes no ranking while it exists.
import type { ApiRequest } from '../http';
import type { RoundTrip, RoundTripContext } from './runner';

interface BoostRule {
  AttributeName: string;
  AttributeValueType: number;
  CompareMode: number;
  CompareTo?: string;
  BoostValue?: number;
}

interface AttributeInfo {
  Name: string;
  Type: number;
  CanBeBoostCondition: boolean;
}

const path = '/BoostBury/BoostsForScope';
const quest = { questNumber: 1 };
const sameRule = (a: BoostRule, b: BoostRule) =>
  a.AttributeName === b.AttributeName && a.CompareMode === b.CompareMode && a.CompareTo === b.CompareTo;

export function boostBuryRoundTrip(unique: string): RoundTrip<BoostRule> {
  /** The list as loaded before the update: what the stale update claims is still current. */
  let beforeUpdate: BoostRule[] = [];
  const current = async (ctx: RoundTripContext, step: string) =>
    (await ctx.read(step, { method: 'GET', path, query: ctx.scoped(quest) })) as BoostRule[];
  return {
    domain: 'boost-bury',
    prepare: async (ctx) => {
      const request: ApiRequest = {
        method: 'GET',
        path: '/BoostBury/AvailableAttributes',
        query: ctx.scoped(quest),
      };
      const attributes = (await ctx.expect('attributes', request)) as AttributeInfo[];
      const text = attributes.find((attribute) => attribute.CanBeBoostCondition && attribute.Type === 1);
      if (!text) {
        return ctx.fail({
          operation: 'boost-bury · attributes · GET /BoostBury/AvailableAttributes',
          outcome: 'error',
          message: 'no text attribute may be a boost condition: cannot build a test rule',
        });
      }
      const created = {
        AttributeName: text.Name,
        AttributeValueType: 1,
        CompareMode: 2,
        CompareTo: unique,
        BoostValue: 5,
      };
      return {
        created,
        updated: { ...created, BoostValue: 10 },
        key: (rule) => `[${rule.AttributeName}=${rule.CompareTo}]`,
      };
    },
    create: async (ctx, rule) => ({
      method: 'PUT',
      path,
      query: ctx.scoped(quest),
      body: { NewBoost: rule, CurrentBoosts: await current(ctx, 'create') },
    }),
    update: async (ctx, old, next) => {
      beforeUpdate = await current(ctx, 'update');
      return {
        method: 'PUT',
        path,
        query: ctx.scoped(quest),
        body: { OldBoost: old, NewBoost: next, CurrentBoosts: beforeUpdate },
      };
    },
    staleUpdate: async (ctx, old, next) => ({
      method: 'PUT',
      path,
      query: ctx.scoped(quest),
      body: { OldBoost: old, NewBoost: { ...next, BoostValue: -10 }, CurrentBoosts: beforeUpdate },
    }),
    delete: async (ctx, rule) => ({
      method: 'PATCH',
      path,
      query: ctx.scoped(quest),
      body: { OldBoost: rule, CurrentBoosts: await current(ctx, 'delete') },
    }),
    read: async (ctx, rule, step) => {
      const request: ApiRequest = { method: 'GET', path, query: ctx.scoped(quest) };
      const list = (await ctx.read(step, request)) as BoostRule[];
      return { request, stored: list.find((item) => sameRule(item, rule)) };
    },
  };
}
