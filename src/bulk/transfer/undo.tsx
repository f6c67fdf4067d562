import { notifications } from '@mantine/notifications';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ReloadStatus } from '@/api/generated/model';
import { i18n } from '@/i18n/i18n';
import { notifySettingsDone, notifySettingsFailed } from '@/components/settings-notifications';
import { UndoButton } from '@/components/UndoButton';
import { usePortalScope } from '@/scope/portal-scope';
import type { RuleOf } from './adapters';
import type { ListKind } from './kinds';
import type { QuestNumber, RuleTarget, WritableRuleAdapter } from './types';

/** Recreates a deleted rule exactly as it was, in the scope (and quest) it was deleted from. */
async function recreate<R>(
  { api, codec }: WritableRuleAdapter<R>,
  target: RuleTarget,
  rule: R,
  queryClient: QueryClient,
): Promise<boolean> {
  try {
    // Boost writes compare the whole list: read the current one first.
    const current =
      codec.kind === 'boost'
        ? await queryClient.fetchQuery({
            queryKey: api.queryKey(target),
            queryFn: ({ signal }) => api.list(target, signal),
            staleTime: 0,
          })
        : [];
    const status = await api.writer(target, current).add(rule);
    notifySettingsDone(i18n._(api.texts.saved), status);
    return true;
  } catch (error) {
    notifySettingsFailed(i18n._(api.texts.saveFailed), error);
    return false;
  } finally {
    await queryClient.invalidateQueries({ queryKey: api.queryKey(target) });
  }
}

/**
 * The '... deleted successfully' notification with Undo for as long as it is shown; Undo recreates
 * exactly the deleted rule in the scope it was deleted from, even if the user has switched scope since.
 */
export function useUndoDelete<K extends ListKind>(kind: K, questNumber?: QuestNumber) {
  const queryClient = useQueryClient();
  const { scope } = usePortalScope();
  const { customerId, storefrontId, languageCode } = scope;
  return useCallback(
    (title: string, status: ReloadStatus, rule: RuleOf<K>) => {
      const target: RuleTarget = { customerId, storefrontId, languageCode, questNumber };
      let id = '';
      id = notifySettingsDone(
        title,
        status,
        <UndoButton
          onUndo={async () => {
            // The codecs load on this click: a list page does not download them before its first
            // paint for an undo that may never come.
            const { writableAdapterFor } = await import('./adapters');
            const ok = await recreate(writableAdapterFor(kind), target, rule, queryClient);
            if (ok) notifications.hide(id);
            return ok;
          }}
        />,
      );
    },
    [kind, questNumber, queryClient, customerId, storefrontId, languageCode],
  );
}
