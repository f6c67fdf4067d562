import {
  useGetAvailableAttributes,
  useGetBoostsForScope,
} from '@/api/generated/endpoints/boost-bury/boost-bury';
import { shownInPlace } from '@/api/load-state';
import { useScopeParams } from '@/scope/portal-scope';
import type { QuestNumber } from './quest';

export function useBoostParams(quest: QuestNumber) {
  return { ...useScopeParams(), questNumber: quest };
}

/** The rules of the scope and quest, in stored order. */
export function useBoostRules(quest: QuestNumber) {
  return useGetBoostsForScope(useBoostParams(quest), { query: { meta: shownInPlace } });
}

/** The attributes rules may use; they change with the catalogue, not with every edit. */
export function useBoostAttributes(quest: QuestNumber) {
  return useGetAvailableAttributes(useBoostParams(quest), {
    query: { staleTime: 5 * 60_000, meta: shownInPlace },
  });
}
