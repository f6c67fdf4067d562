import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { Loading } from '@/components/Loading';
import { settingsErrorMessage } from '@/components/settings-notifications';
import { summariseRecreate } from './recreate-diff';
import { RecreateRuleDiff } from './RecreateRuleDiff';
import { useApplyRecreate, useRecreatePreview } from './use-experience-rules';
import { useReturnFocus } from '@/components/use-return-focus';

/**
 * Recreating feature sets first runs as a preview (nothing stored): the user sees per query what
 * would change and which source products are missing, then applies it or cancels.
 */
export function RecreateFeatureSetsModal({ onClose }: { onClose: () => void }) {
  useReturnFocus();
  const { t } = useLingui();
  const preview = useRecreatePreview();
  const apply = useApplyRecreate();
  const { run } = preview;

  useEffect(() => {
    run().catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once when the dialog opens; a retry is the user's choice
  }, []);

  const summary = useMemo(() => (preview.data ? summariseRecreate(preview.data) : null), [preview.data]);
  const changedCount = summary?.changed.length ?? 0;
  const unchanged = summary?.unchanged.join(', ') ?? '';

  const onApply = () =>
    apply
      .apply()
      .then(onClose)
      .catch(() => undefined);

  return (
    <Modal
      opened
      onClose={onClose}
      title={t`Recreate feature sets`}
      size="xl"
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <Stack>
        <Text size="sm">
          <Trans>
            Recreating rebuilds every feature set from the current attributes of its source product. Fixed
            rules are kept as they are. Nothing is stored until you apply it.
          </Trans>
        </Text>
        {preview.isPending ? <Loading /> : null}
        {preview.isError ? (
          <Alert color="red" variant="light" role="alert" title={t`Error recreating feature sets`}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{settingsErrorMessage(preview.error)}</Text>
              <Button size="xs" variant="default" onClick={() => run().catch(() => undefined)}>
                <Trans>Try again</Trans>
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {summary ? (
          <>
            <Text size="sm" fw={600} aria-live="polite">
              {changedCount === 0 ? (
                <Trans>No rule would change.</Trans>
              ) : (
                <Trans>Rules that would change: {changedCount}</Trans>
              )}
            </Text>
            {summary.changed.map((diff) => (
              <RecreateRuleDiff key={diff.query} diff={diff} />
            ))}
            {summary.unchanged.length > 0 ? (
              <Text size="sm" c="dimmed">
                <Trans>Unchanged: {unchanged}</Trans>
              </Text>
            ) : null}
          </>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={onApply} loading={apply.isPending} disabled={!summary || changedCount === 0}>
            <Trans>Apply</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
