import { msg } from '@lingui/core/macro';
import {
  getBoostsForScope,
  getGetBoostsForScopeQueryKey,
  storeBoost,
} from '@/api/generated/endpoints/boost-bury/boost-bury';
import {
  getGetRedirectsQueryKey,
  getGetRedirectsUrl,
  storeRedirect,
} from '@/api/generated/endpoints/redirects/redirects';
import {
  getGetSynonymsForScopeQueryKey,
  getGetSynonymsForScopeUrl,
  storeSynonymsForQuery,
} from '@/api/generated/endpoints/synonyms/synonyms';
import type { BoostRuleProxy, RedirectEntry, ReloadStatus, SynonymsEntry } from '@/api/generated/model';
import { fetchList } from '@/api/list-worker';
import { isConflict } from '@/components/settings-notifications';
import type { TypedRule } from '@/bulk/rule-set/typed-rule';
import { boostCodec } from './codecs/boost';
import { redirectCodec } from './codecs/redirect';
import { synonymCodec } from './codecs/synonym';
import { kindAllowed, type ListKind, type RuleKind } from './kinds';
import type { QuestNumber, RuleAdapter, RuleTarget, WritableRuleAdapter } from './types';

const scopeOf = (target: RuleTarget) => ({
  customerId: target.customerId,
  storefrontId: target.storefrontId,
  languageCode: target.languageCode,
});
const questOf = (target: RuleTarget): QuestNumber => target.questNumber ?? 1;

export const synonymAdapter: WritableRuleAdapter<SynonymsEntry> = {
  codec: synonymCodec,
  api: {
    allowed: kindAllowed.synonym,
    queryKey: (target) => getGetSynonymsForScopeQueryKey(scopeOf(target)),
    list: (target, signal) =>
      fetchList<SynonymsEntry[]>(getGetSynonymsForScopeUrl(scopeOf(target)), { signal }),
    writer: (target) => ({
      add: async (rule) =>
        (
          await storeSynonymsForQuery({
            ...scopeOf(target),
            newQuery: rule.Query,
            newSynonyms: rule.Synonyms,
          })
        ).ReloadStatus,
      replace: async (old, rule) =>
        (
          await storeSynonymsForQuery({
            ...scopeOf(target),
            oldQuery: old.Query,
            oldSynonyms: old.Synonyms,
            newQuery: rule.Query,
            newSynonyms: rule.Synonyms,
          })
        ).ReloadStatus,
    }),
    texts: {
      plural: msg`synonym rules`,
      saved: msg`Synonym saved successfully`,
      saveFailed: msg`Error saving synonym`,
    },
  },
};

export const redirectAdapter: WritableRuleAdapter<RedirectEntry> = {
  codec: redirectCodec,
  api: {
    allowed: kindAllowed.redirect,
    queryKey: (target) => getGetRedirectsQueryKey(scopeOf(target)),
    list: (target, signal) => fetchList<RedirectEntry[]>(getGetRedirectsUrl(scopeOf(target)), { signal }),
    writer: (target) => ({
      add: async (rule) => (await storeRedirect({ EditedRedirect: rule }, scopeOf(target))).ReloadStatus,
      replace: async (old, rule) =>
        (await storeRedirect({ OldRedirect: old, EditedRedirect: rule }, scopeOf(target))).ReloadStatus,
    }),
    texts: {
      plural: msg`redirects`,
      saved: msg`Redirect saved successfully`,
      saveFailed: msg`Error saving redirect`,
    },
  },
};

export const boostAdapter: WritableRuleAdapter<BoostRuleProxy> = {
  codec: boostCodec,
  api: {
    allowed: kindAllowed.boost,
    queryKey: (target) => getGetBoostsForScopeQueryKey({ ...scopeOf(target), questNumber: questOf(target) }),
    list: (target, signal) =>
      getBoostsForScope({ ...scopeOf(target), questNumber: questOf(target) }, { signal }),
    writer: (target, current) => {
      const params = { ...scopeOf(target), questNumber: questOf(target) };
      // Boost writes are a compare-and-swap on the whole list: each answer carries the list to send next.
      let list = [...current];
      const write = async (
        request: { OldBoost?: BoostRuleProxy; NewBoost: BoostRuleProxy },
        retry = true,
      ): Promise<ReloadStatus> => {
        try {
          const response = await storeBoost({ ...request, CurrentBoosts: list }, params);
          list = response.CurrentBoosts;
          return response.ReloadStatus;
        } catch (error) {
          // Someone else changed the list meanwhile: read it again and try once more.
          if (!retry || !isConflict(error)) throw error;
          list = await getBoostsForScope(params);
          return write(request, false);
        }
      };
      return {
        add: (rule) => write({ NewBoost: rule }),
        replace: (old, rule) => write({ OldBoost: old, NewBoost: rule }),
      };
    },
    texts: {
      plural: msg`boost and bury rules`,
      saved: msg`Boost rule saved successfully`,
      saveFailed: msg`Error saving boost rule`,
    },
  },
};

export interface AdapterByKind {
  synonym: WritableRuleAdapter<SynonymsEntry>;
  redirect: WritableRuleAdapter<RedirectEntry>;
  boost: WritableRuleAdapter<BoostRuleProxy>;
  experience: RuleAdapter<TypedRule>;
  pin: RuleAdapter<TypedRule>;
  'manual-recommendation': RuleAdapter<TypedRule>;
}

// The kinds made of src/rules types have their adapters in typed-adapters.ts: an Undo in a list
// loads this module, and needs none of the rule types.
export const listAdapters: Pick<AdapterByKind, ListKind> = {
  synonym: synonymAdapter,
  redirect: redirectAdapter,
  boost: boostAdapter,
};

export type RuleOf<K extends RuleKind> = AdapterByKind[K] extends RuleAdapter<infer R> ? R : never;

/**
 * The adapter of a kind whose rules are written back one by one (Undo of a delete), typed by its
 * rule (TypeScript cannot narrow an indexed access on a generic key).
 */
export function writableAdapterFor<K extends ListKind>(kind: K): WritableRuleAdapter<RuleOf<K>> {
  return listAdapters[kind] as unknown as WritableRuleAdapter<RuleOf<K>>;
}
