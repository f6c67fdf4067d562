import { deleteBoost, getBoostsForScope, storeBoost } from '@/api/generated/endpoints/boost-bury/boost-bury';
import {
  deleteRedirect,
  getGetRedirectsUrl,
  storeRedirect,
} from '@/api/generated/endpoints/redirects/redirects';
import {
  deleteSynonymsForQuery,
  getGetSynonymsForScopeUrl,
  storeSynonymsForQuery,
} from '@/api/generated/endpoints/synonyms/synonyms';
import type { BoostRuleProxy, RedirectEntry, SynonymsEntry } from '@/api/generated/model';
import { fetchList } from '@/api/list-worker';
import type { WriteHint } from '@/api/write-observer';
import { rateLimitWatch, type BulkTarget, type EngineOptions, type RowChange } from '@/bulk/engine';
import { classifyApiError } from './classify-api-error';
import { boostCodec } from './codecs/boost';
import { redirectCodec } from './codecs/redirect';
import { synonymCodec } from './codecs/synonym';
import type { ListKind } from './kinds';
import type { RuleCodec, RuleTarget } from './types';

const scopeOf = (target: RuleTarget) => ({
  customerId: target.customerId,
  storefrontId: target.storefrontId,
  languageCode: target.languageCode,
});

function byKey<R>(codec: RuleCodec<R>, rules: readonly R[]): Map<string, R> {
  return new Map(rules.map((rule) => [codec.key(rule), rule]));
}

function synonymTarget(target: RuleTarget, journal?: WriteHint): BulkTarget<SynonymsEntry> {
  const scope = scopeOf(target);
  const limit = rateLimitWatch();
  const call = (signal: AbortSignal) => ({ signal, onResponseHeaders: limit.note, journal });
  return {
    write: async ({ before, after }, signal) => {
      if (!after)
        return await deleteSynonymsForQuery(
          { ...scope, oldQuery: before?.Query ?? '', oldSynonyms: before?.Synonyms ?? [] },
          call(signal),
        );
      const old = before ? { oldQuery: before.Query, oldSynonyms: before.Synonyms } : {};
      return (
        await storeSynonymsForQuery(
          { ...scope, ...old, newQuery: after.Query, newSynonyms: after.Synonyms },
          call(signal),
        )
      ).ReloadStatus;
    },
    snapshot: async (signal) =>
      byKey(synonymCodec, await fetchList<SynonymsEntry[]>(getGetSynonymsForScopeUrl(scope), call(signal))),
    same: synonymCodec.same,
    classify: classifyApiError,
    rateLimit: limit.latest,
  };
}

function redirectTarget(target: RuleTarget, journal?: WriteHint): BulkTarget<RedirectEntry> {
  const scope = scopeOf(target);
  const limit = rateLimitWatch();
  const call = (signal: AbortSignal) => ({ signal, onResponseHeaders: limit.note, journal });
  return {
    write: async ({ before, after }, signal) => {
      if (!after) {
        const old = before as RedirectEntry;
        return await deleteRedirect(
          { ...scope, name: old.Name, enabled: old.Enabled, target: old.Target, rules: old.Rules },
          call(signal),
        );
      }
      return (
        await storeRedirect(
          before ? { OldRedirect: before, EditedRedirect: after } : { EditedRedirect: after },
          scope,
          call(signal),
        )
      ).ReloadStatus;
    },
    snapshot: async (signal) =>
      byKey(redirectCodec, await fetchList<RedirectEntry[]>(getGetRedirectsUrl(scope), call(signal))),
    same: redirectCodec.same,
    classify: classifyApiError,
    rateLimit: limit.latest,
  };
}

/** Boost writes compare-and-swap the whole list, so they go one at a time, carrying the list each answer returns. */
function boostTarget(target: RuleTarget, journal?: WriteHint): BulkTarget<BoostRuleProxy> {
  const params = { ...scopeOf(target), questNumber: target.questNumber ?? 1 };
  let list: BoostRuleProxy[] | null = null;
  const limit = rateLimitWatch();
  const call = (signal: AbortSignal) => ({ signal, onResponseHeaders: limit.note, journal });
  const write = async (
    { before, after }: RowChange<BoostRuleProxy>,
    signal: AbortSignal,
    retry = true,
  ): Promise<string | number> => {
    list ??= await getBoostsForScope(params, call(signal));
    const request = {
      ...(before ? { OldBoost: before } : {}),
      ...(after ? { NewBoost: after } : {}),
      CurrentBoosts: list,
    };
    try {
      const response = after
        ? await storeBoost(request, params, call(signal))
        : await deleteBoost(request, params, call(signal));
      list = response.CurrentBoosts;
      return response.ReloadStatus;
    } catch (error) {
      // A 409 on the list (not on this rule): read the list again once; the engine judges a second 409.
      list = null;
      if (retry && classifyApiError(error).kind === 'conflict')
        return write({ key: '', before, after }, signal, false);
      throw error;
    }
  };
  return {
    write,
    snapshot: async (signal) => byKey(boostCodec, (list = await getBoostsForScope(params, call(signal)))),
    same: boostCodec.same,
    classify: classifyApiError,
    rateLimit: limit.latest,
  };
}

/** The server side of a kind for the bulk-write engine, and the engine settings it needs. */
export function bulkTargetFor(
  kind: ListKind,
  target: RuleTarget,
  /** Tells the change journal which job the rows belong to. */
  journal?: WriteHint,
): { target: BulkTarget<unknown>; engine: Partial<EngineOptions> } {
  switch (kind) {
    case 'synonym':
      return { target: synonymTarget(target, journal) as BulkTarget<unknown>, engine: {} };
    case 'redirect':
      return { target: redirectTarget(target, journal) as BulkTarget<unknown>, engine: {} };
    case 'boost':
      return {
        target: boostTarget(target, journal) as BulkTarget<unknown>,
        engine: { initialConcurrency: 1, maxConcurrency: 1 },
      };
  }
}
