import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import type { SaveConflict } from '@/lib/save-conflict';

interface Props<R> {
  /** The spec's 'Error saving …' text of the feature: the alert's title. */
  title: string;
  conflict: SaveConflict<R>;
  /** A duplicate: which rule holds the key already, in the feature's words. */
  duplicateText: (existing: R) => string;
  /** A stale edit: the rule as stored now, in the feature's words. */
  describe: (rule: R) => string;
  /** Opens the rule that holds the key (the form asks before it drops the input). */
  onOpenExisting: (existing: R) => void;
  /** Replaces the input with the stored version. */
  onLoadStored: (current: R) => void;
  /** Saves the input again: over the stored version, or as a new rule when it was deleted. */
  onSaveAgain: () => void;
  saving: boolean;
}

/**
 * A 409 on saving, told as what happened, with the actions that resolve it: a duplicate key is not
 * solved by saving again, a stale edit is (over the version stored now) or by loading that version.
 */
export function SaveConflictAlert<R>({
  title,
  conflict,
  duplicateText,
  describe,
  onOpenExisting,
  onLoadStored,
  onSaveAgain,
  saving,
}: Props<R>) {
  const { t } = useLingui();
  if (conflict.kind === 'duplicate')
    return (
      <Alert color="red" variant="light" role="alert" title={title}>
        <Text size="sm" fw={600}>
          <Trans>Already exists</Trans>
        </Text>
        <Text size="sm">{duplicateText(conflict.existing)}</Text>
        <Text size="sm">
          <Trans>Your input is kept: change it, or open the existing rule.</Trans>
        </Text>
        <Group mt="xs">
          <Button size="xs" variant="light" onClick={() => onOpenExisting(conflict.existing)}>
            <Trans>Open the existing rule</Trans>
          </Button>
        </Group>
      </Alert>
    );
  if (conflict.kind === 'stale') {
    const stored = describe(conflict.current);
    return (
      <Alert color="yellow" variant="light" role="alert" title={title}>
        <Text size="sm" fw={600}>
          <Trans>Changed meanwhile</Trans>
        </Text>
        <Text size="sm">
          <Trans>Someone saved this rule after you opened it. Your input is kept.</Trans>
        </Text>
        <Text size="sm">
          <Trans>Stored now: {stored}</Trans>
        </Text>
        <Group mt="xs">
          <Button size="xs" variant="light" onClick={() => onLoadStored(conflict.current)}>
            <Trans>Load the stored version</Trans>
          </Button>
          <Button size="xs" variant="light" color="yellow" loading={saving} onClick={onSaveAgain}>
            <Trans>Overwrite with my input</Trans>
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <Alert color="yellow" variant="light" role="alert" title={title}>
      <Text size="sm" fw={600}>
        {conflict.kind === 'gone' ? t`Deleted meanwhile` : t`Changed meanwhile`}
      </Text>
      <Text size="sm">
        {conflict.kind === 'gone'
          ? t`Someone deleted this rule after you opened it. Your input is kept.`
          : t`The list was changed meanwhile and has been reloaded. Your input is kept.`}
      </Text>
      <Group mt="xs">
        <Button size="xs" variant="light" loading={saving} onClick={onSaveAgain}>
          {conflict.kind === 'gone' ? t`Create it with my input` : t`Save again`}
        </Button>
      </Group>
    </Alert>
  );
}
