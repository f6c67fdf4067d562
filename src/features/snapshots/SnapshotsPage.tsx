import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, FileButton, List, Stack, Text, Title } from '@mantine/core';
import { IconCamera, IconUpload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useProfile } from '@/auth/auth-context';
import { PageHeader } from '@/components/PageHeader';
import { downloadFile } from '@/bulk/transfer/download';
import type { RefusedRule } from '@/rules/rule-file';
import type { SnapshotMeta } from '@/rules/snapshots/snapshot';
import { readSnapshotFile, snapshotFile } from '@/rules/snapshots/snapshot-file';
import { loadSnapshot } from '@/rules/snapshots/snapshot-store';
import { usePortalScope } from '@/scope/portal-scope';
import { scopeOptions } from '@/scope/resolution';
import { ComparePanel } from './ComparePanel';
import { SnapshotList } from './SnapshotList';
import { typeName } from './type-names';
import { useSnapshots } from './use-snapshots';

const concrete = (value: string) => value !== '' && value !== '*';

/** The snapshots page for the signed-in user. */
export function SnapshotsPage() {
  return <SnapshotsScreen user={useProfile().id} />;
}

/** Snapshots of the scope kept for `user`: take, list, export, import, compare, restore. */
export function SnapshotsScreen({ user }: { user: string }) {
  const { t, i18n } = useLingui();
  const { scope: current, scopeInfos } = usePortalScope();
  const { scope, list, take, remove, keepImported, refresh } = useSnapshots(user);
  const [request, setRequest] = useState<{ snapshot: SnapshotMeta; at: number } | null>(null);
  const [importResult, setImportResult] = useState<{ error?: string; refused?: RefusedRule[] } | null>(null);
  const scopes = useMemo(() => {
    const others = scopeOptions(scopeInfos).filter(
      (option) =>
        concrete(option.storefrontId) &&
        concrete(option.languageCode) &&
        !(
          option.customerId === current.customerId &&
          option.storefrontId === current.storefrontId &&
          option.languageCode === current.languageCode
        ),
    );
    return [current, ...others];
  }, [scopeInfos, current]);

  const exportSnapshot = async (meta: SnapshotMeta) => {
    const snapshot = await loadSnapshot(meta);
    if (!snapshot) return;
    const stamp = new Date(meta.takenAt).toISOString().slice(0, 19).replace(/[:T]/g, '-');
    downloadFile({
      fileName: `snapshot-${meta.scope.customerId}-${meta.scope.storefrontId}-${meta.scope.languageCode}-${stamp}.json`,
      mimeType: 'application/json',
      content: await snapshotFile(snapshot),
    });
  };
  const importFile = async (file: File | null) => {
    if (!file) return;
    const result = await readSnapshotFile(await file.text(), scope);
    if (!result.ok) return setImportResult({ error: result.reason });
    await keepImported.mutateAsync(result);
    setImportResult({ refused: result.refused });
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={<Trans>Snapshots</Trans>}
        description={t`Keep the rules of the scope as they are now, compare them with what is live or with another scope, and restore what went wrong.`}
        actions={
          <>
            <Button
              leftSection={<IconCamera size={16} />}
              loading={take.isPending}
              onClick={() => take.mutate()}
            >
              <Trans>Take snapshot</Trans>
            </Button>
            <FileButton onChange={(file) => void importFile(file)} accept="application/json,.json">
              {(props) => (
                <Button variant="default" leftSection={<IconUpload size={16} />} {...props}>
                  <Trans>Import snapshot file</Trans>
                </Button>
              )}
            </FileButton>
          </>
        }
      />
      <Text size="sm" c="dimmed">
        <Trans>
          Snapshots are kept in this browser for you and this scope. The portal also keeps one by itself
          before the first change of a day in a scope; each type of rule is read at one moment, shown as the
          time of the snapshot.
        </Trans>
      </Text>
      {take.isError ? (
        <Alert color="red" title={t`The snapshot could not be taken`}>
          {take.error instanceof Error ? take.error.message : String(take.error)}
        </Alert>
      ) : null}
      {importResult?.error ? (
        <Alert
          color="red"
          title={t`The file was not imported`}
          withCloseButton
          onClose={() => setImportResult(null)}
        >
          {importResult.error}
        </Alert>
      ) : null}
      {importResult?.refused ? (
        <Alert
          color={importResult.refused.length > 0 ? 'yellow' : 'teal'}
          title={importResult.refused.length > 0 ? t`Imported without the rules below` : t`Snapshot imported`}
          withCloseButton
          onClose={() => setImportResult(null)}
        >
          <List size="sm">
            {importResult.refused.map((rule) => (
              <List.Item key={`${rule.type}-${rule.position}`}>
                {typeName(i18n, rule.type)} #{rule.position} {rule.label}: {rule.errors.join(' ')}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <Stack gap="xs">
        <Title order={2} size="h3">
          <Trans>Kept snapshots</Trans>
        </Title>
        <SnapshotList
          snapshots={list.data ?? []}
          onCompare={(snapshot) => setRequest({ snapshot, at: Date.now() })}
          onExport={(snapshot) => void exportSnapshot(snapshot)}
          onDelete={(snapshot) => remove.mutate(snapshot)}
        />
      </Stack>
      <ComparePanel
        user={user}
        snapshots={list.data ?? []}
        scopes={scopes}
        request={request}
        onSnapshotTaken={() => void refresh()}
      />
    </Stack>
  );
}
