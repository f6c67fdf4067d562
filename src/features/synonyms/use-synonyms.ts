import { t } from '@lingui/core/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getGetSynonymsForScopeQueryKey,
  useDeleteSynonymsForQuery,
  useStoreSynonymsForQuery,
} from '@/api/generated/endpoints/synonyms/synonyms';
import type { SynonymsEntry } from '@/api/generated/model';
import { synonymsListQuery } from '@/api/lists';
import { shownInPlace } from '@/api/load-state';
import { isConflict, notifySettingsDone, notifySettingsFailed } from '@/components/settings-notifications';
import { useUndoDelete } from '@/bulk/transfer/undo';
import { useScopeParams } from '@/scope/portal-scope';

export function useSynonyms() {
  return useQuery({ ...synonymsListQuery(useScopeParams()), meta: shownInPlace });
}

/** Create (no `old`) or edit (`old` is the entry as loaded: the server compares and swaps). */
export function useSaveSynonym() {
  const scope = useScopeParams();
  const queryClient = useQueryClient();
  const mutation = useStoreSynonymsForQuery({
    mutation: {
      onSuccess: (result) => notifySettingsDone(t`Synonym saved successfully`, result.ReloadStatus),
      onError: (error) => {
        // The form that saved stays open and says why it failed: no second notice.
        // The list changed meanwhile: show the current one, keep what the user typed.
        if (isConflict(error))
          void queryClient.invalidateQueries({ queryKey: getGetSynonymsForScopeQueryKey(scope) });
      },
      onSettled: (_data, error) => {
        if (!error) void queryClient.invalidateQueries({ queryKey: getGetSynonymsForScopeQueryKey(scope) });
      },
    },
  });
  return {
    ...mutation,
    save: (entry: SynonymsEntry, old?: SynonymsEntry) =>
      mutation.mutateAsync({
        params: {
          ...scope,
          newQuery: entry.Query,
          newSynonyms: entry.Synonyms,
          ...(old ? { oldQuery: old.Query, oldSynonyms: old.Synonyms } : {}),
        },
      }),
  };
}

export function useDeleteSynonym() {
  const scope = useScopeParams();
  const queryClient = useQueryClient();
  const offerUndo = useUndoDelete('synonym');
  const mutation = useDeleteSynonymsForQuery({
    mutation: {
      // Undo recreates exactly the deleted rule, as sent in the delete.
      onSuccess: (status, { params }) =>
        offerUndo(t`Synonym deleted successfully`, status, {
          Query: params.oldQuery,
          Synonyms: params.oldSynonyms,
        }),
      onError: (error) => notifySettingsFailed(t`Error deleting synonym`, error),
      onSettled: () => queryClient.invalidateQueries({ queryKey: getGetSynonymsForScopeQueryKey(scope) }),
    },
  });
  return {
    ...mutation,
    remove: (entry: SynonymsEntry) =>
      mutation.mutateAsync({ params: { ...scope, oldQuery: entry.Query, oldSynonyms: entry.Synonyms } }),
  };
}
