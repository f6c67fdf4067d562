import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteExperienceRule,
  getGetExperienceRuleByIdQueryKey,
  getGetExperienceRulesQueryKey,
  requestExperienceControlCode,
  useGetExperienceRules,
  useRecreateFeatureSets,
} from '@/api/generated/endpoints/experience/experience';
import type { ExperienceRule } from '@/api/generated/model';
import { notify } from '@/notifications/notify';
import { notifySettingsDone, notifySettingsFailed } from '@/components/settings-notifications';
import { shownInPlace } from '@/api/load-state';
import { useScopeParams } from '@/scope/portal-scope';

export function useExperienceRules() {
  return useGetExperienceRules(useScopeParams(), { query: { meta: shownInPlace } });
}

/** Spec §7: deleting takes two calls — a one-time control code for the query, then the deletion with it. */
export function useDeleteExperienceRule() {
  const scope = useScopeParams();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (query: string) => {
      const { ControlCode } = await requestExperienceControlCode({ Query: query }, scope);
      // The delete names only the query: the change journal takes the rule from the list as loaded.
      const before = queryClient
        .getQueryData<ExperienceRule[]>(getGetExperienceRulesQueryKey(scope))
        ?.find((rule) => rule.Query === query);
      return deleteExperienceRule(
        { Query: query, ControlCode },
        scope,
        before ? { journal: { before } } : {},
      );
    },
    onSuccess: (status) => notifySettingsDone(t`Experience rule deleted successfully`, status),
    onError: (error) => notifySettingsFailed(t`Error deleting experience rule`, error),
    onSettled: (_status, _error, query) => {
      void queryClient.invalidateQueries({ queryKey: getGetExperienceRulesQueryKey(scope) });
      queryClient.removeQueries({ queryKey: getGetExperienceRuleByIdQueryKey({ ...scope, query }) });
    },
  });
}

/** The preview (nothing stored) and the application of recreated feature sets. */
export function useRecreatePreview() {
  const scope = useScopeParams();
  const mutation = useRecreateFeatureSets({
    // The dialog that asked for the preview says why it failed: no second notice.
  });
  return { ...mutation, run: () => mutation.mutateAsync({ params: { ...scope, preview: true } }) };
}

export function useApplyRecreate() {
  const scope = useScopeParams();
  const queryClient = useQueryClient();
  const mutation = useRecreateFeatureSets({
    mutation: {
      onSuccess: (result) => {
        const title = t`Feature sets recreated successfully`;
        if (result.ReloadStatus !== undefined) notifySettingsDone(title, result.ReloadStatus);
        else notify({ level: 'info', title, content: '' });
      },
      onError: (error) => notifySettingsFailed(t`Error recreating feature sets`, error),
      onSettled: () => {
        void queryClient.invalidateQueries({ queryKey: getGetExperienceRulesQueryKey(scope) });
        // Every rule may have changed: editors opened later must load the stored version.
        queryClient.removeQueries({ queryKey: getGetExperienceRuleByIdQueryKey() });
      },
    },
  });
  return { ...mutation, apply: () => mutation.mutateAsync({ params: { ...scope, preview: false } }) };
}
