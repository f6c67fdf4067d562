import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { GetBoostsForScopeQuestNumber } from '@/api/generated/model';

/**
 * The one mapping of navigation type → quest number (contract: 1 search, 2 navigation
 * getentitiesbyattribute, 3 similar recommendations getrelatedentities). Each has its own rule list.
 */
export const boostQuests = {
  search: { quest: 1, results: msg`search results` },
  getentitiesbyattribute: { quest: 2, results: msg`navigation results` },
  getrelatedentities: { quest: 3, results: msg`similar-product recommendations` },
} as const satisfies Record<string, { quest: GetBoostsForScopeQuestNumber; results: MessageDescriptor }>;

export type BoostNavigationType = keyof typeof boostQuests;
export type QuestNumber = (typeof boostQuests)[BoostNavigationType]['quest'];

export function questFor(navigationType: BoostNavigationType): QuestNumber {
  return boostQuests[navigationType].quest;
}
