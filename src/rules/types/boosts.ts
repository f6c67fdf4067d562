import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  deleteBoost,
  getBoostsForScope,
  getGetBoostsForScopeQueryKey,
  storeBoost,
} from '@/api/generated/endpoints/boost-bury/boost-bury';
import { HttpError } from '@/api/errors';
import { CompareMode, type BoostRuleProxy, type ReloadStatus } from '@/api/generated/model';
import { GetBoostsForScopeResponseItem } from '@/api/generated/zod/boost-bury/boost-bury';
import { parseWith } from '../canonical';
import type { RuleSet } from '../rule-set';
import type { RuleType, RuleTypeId } from '../rule-type';

type Quest = 'search' | 'navigation' | 'similar';
const questNumbers: Record<Quest, 1 | 2 | 3> = { search: 1, navigation: 2, similar: 3 };
/** Contract table: the fixed amounts of none / low / medium / high for boost and bury. */
const fixedAmounts = [0, 2, 5, 10, -2, -5, -10];

function canonical(rule: BoostRuleProxy): BoostRuleProxy {
  const out: BoostRuleProxy = {
    AttributeName: rule.AttributeName,
    AttributeValueType: rule.AttributeValueType,
    CompareMode: rule.CompareMode,
  };
  if (rule.CompareTo != null) out.CompareTo = rule.CompareTo;
  if (rule.LowerBound != null) out.LowerBound = rule.LowerBound;
  if (rule.UpperBound != null) out.UpperBound = rule.UpperBound;
  // Contract table: a missing BoostValue next to BoostFromAttribute means 1.
  const value = rule.BoostValue ?? (rule.BoostFromAttribute != null ? 1 : undefined);
  if (value !== undefined) out.BoostValue = value;
  if (rule.BoostFromAttribute != null) out.BoostFromAttribute = rule.BoostFromAttribute;
  return out;
}

function boostErrors(rule: BoostRuleProxy): string[] {
  const errors: string[] = [];
  if (rule.AttributeName.trim() === '') errors.push(t`AttributeName is required.`);
  const between = rule.CompareMode >= CompareMode.Between;
  if (between && (rule.LowerBound == null || rule.UpperBound == null))
    errors.push(t`LowerBound and UpperBound are required for the between modes.`);
  if (!between && rule.CompareTo == null) errors.push(t`CompareTo is required for this compare mode.`);
  const from = rule.BoostFromAttribute;
  if (
    from == null
      ? !fixedAmounts.includes(rule.BoostValue ?? NaN)
      : ![undefined, 1, -1].includes(rule.BoostValue)
  )
    errors.push(
      from == null
        ? t`BoostValue must be 0, 2, 5 or 10 (boost) or -2, -5 or -10 (bury).`
        : t`With BoostFromAttribute, BoostValue must be 1 (boost) or -1 (bury).`,
    );
  return errors;
}

/**
 * Boost writes compare and swap the whole list of the quest: the list each answer returns is kept
 * per scope and quest and sent with the next write; on a 409 the list is read again once.
 */
const lastLists = new Map<string, BoostRuleProxy[]>();

function boostType(quest: Quest, title: MessageDescriptor): RuleType<BoostRuleProxy> {
  const questNumber = questNumbers[quest];
  const id = `boosts.${quest}` as RuleTypeId;
  const key = (rule: BoostRuleProxy) => JSON.stringify(canonical(rule));
  return {
    id,
    title,
    allowed: (access) => access.BoostBuryAccess,
    key,
    label: (rule) => rule.AttributeName,
    canonical,
    fields: (rule) => {
      const c = canonical(rule);
      return (
        [
          'AttributeValueType',
          'CompareMode',
          'CompareTo',
          'LowerBound',
          'UpperBound',
          'BoostValue',
          'BoostFromAttribute',
        ] as const
      ).map((name) => ({ name, value: c[name] == null ? '' : String(c[name]) }));
    },
    parse: (value) => parseWith(GetBoostsForScopeResponseItem, value, boostErrors),
    get: (set) => set.boosts?.[quest],
    set: (set: RuleSet, rules) => ({ ...set, boosts: { ...set.boosts, [quest]: rules } }),
    queryKeys: (scope) => [getGetBoostsForScopeQueryKey({ ...scope, questNumber })],
    read: async (scope, options) => {
      const list = await getBoostsForScope({ ...scope, questNumber }, options);
      lastLists.set(JSON.stringify([scope, questNumber]), list);
      return list;
    },
    serial: true,
    write: async (scope, { before, after }, options) => {
      const params = { ...scope, questNumber };
      const listKey = JSON.stringify([scope, questNumber]);
      const send = async (retry: boolean): Promise<ReloadStatus> => {
        const list = lastLists.get(listKey) ?? (await getBoostsForScope(params, options));
        const request = {
          ...(before ? { OldBoost: before } : {}),
          ...(after ? { NewBoost: after } : {}),
          CurrentBoosts: list,
        };
        try {
          const response = after
            ? await storeBoost(request, params, options)
            : await deleteBoost(request, params, options);
          lastLists.set(listKey, response.CurrentBoosts);
          return response.ReloadStatus;
        } catch (error) {
          lastLists.delete(listKey);
          // A 409 on the list, not on this rule: read the list again once; a second 409 is a conflict.
          if (retry && error instanceof HttpError && error.status === 409) return send(false);
          throw error;
        }
      };
      return send(true);
    },
  };
}

export const boostSearchRules = boostType('search', msg`Boost & bury (search)`);
export const boostNavigationRules = boostType('navigation', msg`Boost & bury (navigation)`);
export const boostSimilarRules = boostType('similar', msg`Boost & bury (similar)`);
