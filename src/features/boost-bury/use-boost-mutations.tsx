import { t } from '@lingui/core/macro';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  deleteBoost,
  getGetBoostsForScopeQueryKey,
  storeBoost,
} from '@/api/generated/endpoints/boost-bury/boost-bury';
import type { BoostRequest, BoostRuleProxy, StoreBoostParams } from '@/api/generated/model';
import { isConflict, notifySettingsDone, notifySettingsFailed } from '@/components/settings-notifications';
import { UndoButton } from '@/components/UndoButton';
import type { QuestNumber } from './quest';
import { useBoostParams } from './use-boost-rules';

/**
 * Both send the list as last loaded (CurrentBoosts): the server compares and swaps, and answers 409
 * when it changed meanwhile.
 */
export interface BoostMutations {
  /** Add (`old` null) or edit `old` as loaded. */
  save: (rule: BoostRuleProxy, old: BoostRuleProxy | null) => Promise<BoostRuleProxy[]>;
  remove: (rule: BoostRuleProxy) => Promise<BoostRuleProxy[]>;
}

/**
 * Plain functions over the generated calls rather than useMutation: the Undo of a deletion runs
 * from a notification, which lives outside the page (and outside the QueryClientProvider).
 */
function boostMutations(queryClient: QueryClient, params: StoreBoostParams, key: QueryKey): BoostMutations {
  // The answer carries the list as stored after the change; a conflict means ours is stale.
  const settle = (list: BoostRuleProxy[]) => queryClient.setQueryData(key, list);
  const loaded = () => queryClient.getQueryData<BoostRuleProxy[]>(key) ?? [];
  const reloadOnConflict = (error: unknown) => {
    if (isConflict(error)) void queryClient.invalidateQueries({ queryKey: key, exact: true });
  };

  const save: BoostMutations['save'] = async (rule, old) => {
    const current = loaded();
    const body: BoostRequest = old
      ? { OldBoost: old, NewBoost: rule, CurrentBoosts: current }
      : { NewBoost: rule, CurrentBoosts: current };
    try {
      const result = await storeBoost(body, params);
      settle(result.CurrentBoosts);
      notifySettingsDone(t`Boost rule saved successfully`, result.ReloadStatus);
      return result.CurrentBoosts;
    } catch (error) {
      // The form that saved stays open and says why it failed: no second notice.
      reloadOnConflict(error);
      throw error;
    }
  };

  const remove: BoostMutations['remove'] = async (rule) => {
    try {
      const result = await deleteBoost({ OldBoost: rule, CurrentBoosts: loaded() }, params);
      settle(result.CurrentBoosts);
      // Undo re-adds exactly the deleted rule, against the list as loaded when Undo is pressed.
      const undo = async () => {
        await save(rule, null);
      };
      notifySettingsDone(
        t`Boost rule deleted successfully`,
        result.ReloadStatus,
        <UndoButton onUndo={undo} />,
      );
      return result.CurrentBoosts;
    } catch (error) {
      notifySettingsFailed(t`Error deleting boost rule`, error);
      reloadOnConflict(error);
      throw error;
    }
  };

  return { save, remove };
}

export function useBoostMutations(quest: QuestNumber): BoostMutations {
  const queryClient = useQueryClient();
  const params = useBoostParams(quest);
  const { customerId, storefrontId, languageCode, questNumber } = params;
  return useMemo(() => {
    const scoped = { customerId, storefrontId, languageCode, questNumber };
    return boostMutations(queryClient, scoped, getGetBoostsForScopeQueryKey(scoped));
  }, [queryClient, customerId, storefrontId, languageCode, questNumber]);
}
