import { t } from '@lingui/core/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import {
  getGetRedirectsQueryKey,
  useDeleteRedirect as useDeleteRedirectMutation,
  useStoreRedirect,
} from '@/api/generated/endpoints/redirects/redirects';
import type { RedirectEntry } from '@/api/generated/model';
import { redirectsListQuery } from '@/api/lists';
import { shownInPlace } from '@/api/load-state';
import { isConflict, notifySettingsDone, notifySettingsFailed } from '@/components/settings-notifications';
import { useUndoDelete } from '@/bulk/transfer/undo';
import { useScopeParams } from '@/scope/portal-scope';

export function useRedirects() {
  return useQuery({ ...redirectsListQuery(useScopeParams()), meta: shownInPlace });
}

/** Create (no `old`) or edit (`old` is the redirect as loaded: the server compares and swaps). */
export function useSaveRedirect() {
  const scope = useScopeParams();
  const queryClient = useQueryClient();
  const queryKey = getGetRedirectsQueryKey(scope);
  const mutation = useStoreRedirect({
    mutation: {
      onSuccess: (result) => {
        // Show the stored version at once; the refetch below confirms the whole list.
        queryClient.setQueryData<RedirectEntry[]>(queryKey, (list) =>
          list?.map((entry) => (entry.Name === result.Entry.Name ? result.Entry : entry)),
        );
        notifySettingsDone(t`Redirect saved successfully`, result.ReloadStatus);
      },
      // The form that saved stays open and says why it failed: no second notice.
      // Also after a conflict: the list changed meanwhile, so show the current one.
      onSettled: () => queryClient.invalidateQueries({ queryKey }),
    },
  });
  return {
    ...mutation,
    save: (entry: RedirectEntry, old?: RedirectEntry | null) =>
      mutation.mutateAsync({
        data: old ? { OldRedirect: old, EditedRedirect: entry } : { EditedRedirect: entry },
        params: scope,
      }),
  };
}

/** Enable or disable from the list: an edit of the loaded redirect; the switch moves at once and falls back on failure. */
export function useToggleRedirect() {
  const scope = useScopeParams();
  const queryClient = useQueryClient();
  const { save } = useSaveRedirect();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback(
    async (entry: RedirectEntry, enabled: boolean) => {
      const queryKey = getGetRedirectsQueryKey(scope);
      setPending((names) => new Set(names).add(entry.Name));
      queryClient.setQueryData<RedirectEntry[]>(queryKey, (list) =>
        list?.map((r) => (r.Name === entry.Name ? { ...r, Enabled: enabled } : r)),
      );
      try {
        await save({ ...entry, Enabled: enabled }, entry);
      } catch {
        // Reported by the save; the refetch it triggers puts the switch back where the server has it.
      } finally {
        setPending((names) => {
          const next = new Set(names);
          next.delete(entry.Name);
          return next;
        });
      }
    },
    [save, scope, queryClient],
  );
  return { toggle, pending };
}

export function useDeleteRedirect() {
  const scope = useScopeParams();
  const queryClient = useQueryClient();
  const offerUndo = useUndoDelete('redirect');
  const mutation = useDeleteRedirectMutation({
    mutation: {
      onSuccess: (status, { params }) =>
        offerUndo(t`Redirect deleted successfully`, status, {
          Name: params.name,
          Rules: params.rules,
          Target: params.target,
          Enabled: params.enabled,
        }),
      onError: (error) => {
        notifySettingsFailed(t`Error deleting redirect`, error);
        if (isConflict(error))
          void queryClient.invalidateQueries({ queryKey: getGetRedirectsQueryKey(scope) });
      },
      onSettled: (_status, error) => {
        if (!error) void queryClient.invalidateQueries({ queryKey: getGetRedirectsQueryKey(scope) });
      },
    },
  });
  return {
    ...mutation,
    remove: (entry: RedirectEntry) =>
      mutation.mutateAsync({
        params: {
          ...scope,
          enabled: entry.Enabled,
          name: entry.Name,
          target: entry.Target,
          rules: entry.Rules,
        },
      }),
  };
}
