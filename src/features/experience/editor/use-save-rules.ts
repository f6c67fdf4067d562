import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createExperienceRule,
  getGetExperienceRuleByIdQueryKey,
  getGetExperienceRulesQueryKey,
  updateExperienceRule,
} from '@/api/generated/endpoints/experience/experience';
import { ReloadStatus, type ExperienceRule } from '@/api/generated/model';
import { notifySettingsDone } from '@/components/settings-notifications';
import { useScopeParams } from '@/scope/portal-scope';
import type { SaveStep } from './editor-state';

/** A save that stopped at one rule; the rules stored before it are kept in `saved`. */
export class PartialSaveError extends Error {
  constructor(
    readonly reason: unknown,
    readonly saved: ExperienceRule[],
    readonly failedStep: SaveStep,
  ) {
    super(reason instanceof Error ? reason.message : String(reason));
  }
}

const severity: Record<ReloadStatus, number> = {
  [ReloadStatus.AllSucceeded]: 0,
  [ReloadStatus.NoOnlineEngines]: 1,
  [ReloadStatus.SomeMayHaveFailed]: 2,
  [ReloadStatus.Error]: 3,
};

/** The status the user must hear about when several rules were saved at once. */
export function worstStatus(statuses: readonly ReloadStatus[]): ReloadStatus {
  return statuses.reduce(
    (worst, status) => (severity[status] > severity[worst] ? status : worst),
    ReloadStatus.AllSucceeded,
  );
}

/**
 * Stores the editor's rules one call per query: POST {ExperienceRule} for a new rule, PUT
 * {EditedExperienceRule, OldExperienceRule} for a stored one (compare-and-swap, 409 when it changed).
 */
export function useSaveRules() {
  const scope = useScopeParams();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (steps: SaveStep[]) => {
      const saved: ExperienceRule[] = [];
      const statuses: ReloadStatus[] = [];
      for (const step of steps) {
        try {
          const result =
            step.kind === 'create'
              ? await createExperienceRule({ ExperienceRule: step.rule }, scope)
              : await updateExperienceRule(
                  { EditedExperienceRule: step.edited, OldExperienceRule: step.old },
                  scope,
                );
          saved.push(result.ExperienceRule);
          statuses.push(result.ReloadStatus);
          queryClient.setQueryData(
            getGetExperienceRuleByIdQueryKey({ ...scope, query: result.ExperienceRule.Query }),
            result.ExperienceRule,
          );
          if (step.kind === 'update' && step.old.Query !== result.ExperienceRule.Query)
            queryClient.removeQueries({
              queryKey: getGetExperienceRuleByIdQueryKey({ ...scope, query: step.old.Query }),
            });
        } catch (error) {
          if (statuses.length > 0)
            notifySettingsDone(t`Experience rule saved successfully`, worstStatus(statuses));
          throw new PartialSaveError(error, saved, step);
        }
      }
      return { saved, status: worstStatus(statuses) };
    },
    onSuccess: ({ status }) => notifySettingsDone(t`Experience rule saved successfully`, status),
    // The editor stays open and says why the save failed: no second notice.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: getGetExperienceRulesQueryKey(scope) });
      // Existence checks of the saved queries are now stale.
      void queryClient.invalidateQueries({
        queryKey: getGetExperienceRuleByIdQueryKey(),
        predicate: (q) =>
          (q.queryKey[1] as { existenceCheck?: boolean } | undefined)?.existenceCheck === true,
      });
    },
  });
}
