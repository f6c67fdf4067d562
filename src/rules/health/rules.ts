import type { BoostRuleProxy, ProductPositionOverride } from '@/api/generated/model';
import type { RuleSet } from '@/rules/rule-set';
import { boostKey } from './boost-keys';
import { entityKey, normaliseQuery, pinContextKey } from './keys';
import type { PinContext, PinRef, Quest, RuleRef } from './types';

export interface PinEntry {
  ref: PinRef;
  pin: ProductPositionOverride;
}

/** Every pin of a rule set with its context, whichever of the three lists it is in. */
export function pinEntries(ruleSet: RuleSet): PinEntry[] {
  const entries: PinEntry[] = [];
  const add = (context: PinContext, pin: ProductPositionOverride) =>
    entries.push({
      ref: { type: 'pin', context, entity: pin.Entity, position: pin.Position },
      pin,
    });
  for (const o of ruleSet.pins?.global ?? []) add({ kind: 'global' }, o.Pin);
  for (const o of ruleSet.pins?.query ?? []) add({ kind: 'query', query: o.Query }, o.Pin);
  for (const o of ruleSet.pins?.navigation ?? [])
    add({ kind: 'navigation', attribute: o.NavigationAttribute, value: o.NavigationValue }, o.Pin);
  return entries;
}

export const quests: readonly Quest[] = ['search', 'navigation', 'similar'];

/** The boost lists that were read, by quest. */
export function boostLists(ruleSet: RuleSet): [Quest, BoostRuleProxy[]][] {
  return quests.flatMap((quest): [Quest, BoostRuleProxy[]][] => {
    const list = ruleSet.boosts?.[quest];
    return list ? [[quest, list]] : [];
  });
}

/** A pin's identity within its scope: context, product and position. */
export const pinKey = (ref: PinRef): string =>
  `${pinContextKey(ref.context)}|${entityKey(ref.entity)}|${ref.position}`;

/** A short, stable text for a rule's identity (finding ids). */
export function ruleKey(ref: RuleRef): string {
  switch (ref.type) {
    case 'synonym':
    case 'experience':
      return `${ref.type}:${normaliseQuery(ref.query)}`;
    case 'redirect':
      return `redirect:${ref.name}`;
    case 'boost':
      return `boost:${ref.quest}:${boostKey(ref.rule)}`;
    case 'pin':
      return `pin:${pinKey(ref)}`;
    case 'manualRecommendation':
      return `manualRecommendation:${entityKey(ref.source)}`;
  }
}
