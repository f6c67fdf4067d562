import { t } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import {
  deleteSynonymsForQuery,
  getGetSynonymsForScopeQueryKey,
  storeSynonymsForQuery,
} from '@/api/generated/endpoints/synonyms/synonyms';
import type { ReloadStatus, SynonymsEntry } from '@/api/generated/model';
import { UndoButton } from '@/components/UndoButton';
import { notifySettingsDone, notifySettingsFailed } from '@/components/settings-notifications';
import type { useScopeParams } from '@/scope/portal-scope';

type ScopeParams = ReturnType<typeof useScopeParams>;

interface Accepted {
  scope: ScopeParams;
  /** The rule as the server stored it after the accept. */
  stored: SynonymsEntry;
  /** The rule before the accept; undefined when the accept created it. */
  before: SynonymsEntry | undefined;
  status: ReloadStatus;
  queryClient: QueryClient;
}

/**
 * Puts the rule back as it was before the accept, compare-and-swap against the rule the accept stored:
 * if someone changed it since, the server refuses (409) and the change stays as it is now.
 */
async function revert({ scope, stored, before, queryClient }: Accepted): Promise<boolean> {
  const old = { oldQuery: stored.Query, oldSynonyms: stored.Synonyms };
  try {
    if (before) {
      const result = await storeSynonymsForQuery({
        ...scope,
        ...old,
        newQuery: before.Query,
        newSynonyms: before.Synonyms,
      });
      notifySettingsDone(t`Synonym saved successfully`, result.ReloadStatus);
    } else {
      notifySettingsDone(t`Synonym deleted successfully`, await deleteSynonymsForQuery({ ...scope, ...old }));
    }
    return true;
  } catch (error) {
    notifySettingsFailed(before ? t`Error saving synonym` : t`Error deleting synonym`, error);
    return false;
  } finally {
    await queryClient.invalidateQueries({ queryKey: getGetSynonymsForScopeQueryKey(scope) });
  }
}

/** 'Synonym saved successfully' for an accepted suggestion, with Undo for as long as it is shown. */
export function notifyAccepted(accepted: Accepted): void {
  let id = '';
  id = notifySettingsDone(
    t`Synonym saved successfully`,
    accepted.status,
    <UndoButton
      onUndo={async () => {
        const ok = await revert(accepted);
        if (ok) notifications.hide(id);
        return ok;
      }}
    />,
  );
}
