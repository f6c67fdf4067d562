import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { allowedRuleTypes } from '@/rules/registry';
import { snapshotScopeKey, type Snapshot, type SnapshotMeta } from '@/rules/snapshots/snapshot';
import { deleteSnapshot, listSnapshots, saveSnapshot } from '@/rules/snapshots/snapshot-store';
import { describeRules, newSnapshotId, takeSnapshot } from '@/rules/snapshots/take-snapshot';
import type { SnapshotFileResult } from '@/rules/snapshots/snapshot-file';
import { usePortalScope, useScopeParams } from '@/scope/portal-scope';

/** One key per user and scope: the list is kept per user and scope. */
export const snapshotsQueryKey = (user: string, scopeKey: string) => ['snapshots', user, scopeKey] as const;

/** The signed-in user's snapshots of the current scope, and what may be taken of it. */
export function useSnapshots(user: string) {
  const { scope } = usePortalScope();
  const params = useScopeParams();
  const scopeKey = snapshotScopeKey(params);
  const types = allowedRuleTypes(scope.access);
  const queryClient = useQueryClient();
  const queryKey = snapshotsQueryKey(user, scopeKey);
  const list = useQuery({ queryKey, queryFn: () => listSnapshots(user, scopeKey) });
  const refresh = () => queryClient.invalidateQueries({ queryKey });

  const take = useMutation({
    mutationFn: () => takeSnapshot(params, types, user),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (meta: SnapshotMeta) => deleteSnapshot(meta.id),
    onSettled: refresh,
  });
  const keepImported = useMutation({
    mutationFn: async (file: Extract<SnapshotFileResult, { ok: true }>) => {
      const snapshot: Snapshot = {
        id: newSnapshotId(),
        user,
        scope: params,
        scopeKey,
        origin: 'imported',
        takenAt: file.takenAt,
        readAt: file.readAt,
        ...describeRules(file.rules),
        rules: file.rules,
      };
      await saveSnapshot(snapshot);
      return snapshot;
    },
    onSettled: refresh,
  });
  return { scope: params, types, list, take, remove, keepImported, refresh };
}
