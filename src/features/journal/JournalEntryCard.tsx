import { Alert, Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconArrowBackUp } from '@tabler/icons-react';
import type { ReloadStatus } from '@/api/generated/model';
import { isReloadWarning, reloadStatusText } from '@/components/reload-status';
import type { JournalEntry } from '@/journal/entry';
import { formatDateTime } from '@/lib/format';
import { compareFields, describeChange } from '@/journal/describe';

export interface RevertState {
  /** The rule was changed again since: nothing was written; `current` is the live version (null: gone). */
  conflict?: { current: unknown };
  reverted?: boolean;
}

export interface JournalEntryCardProps {
  entry: JournalEntry;
  revert: RevertState | undefined;
  reverting: boolean;
  onRevert: (entry: JournalEntry) => void;
}

/** One change: what, who, when, the engine's answer, every field before and after, and the revert. */
export function JournalEntryCard({ entry, revert, reverting, onRevert }: JournalEntryCardProps) {
  const { t, i18n } = useLingui();
  const sources = { edit: t`Edit`, bulk: t`Bulk job`, restore: t`Restore`, revert: t`Revert` };
  const status = entry.reloadStatus as ReloadStatus | null;
  const rows = compareFields(entry.beforeKnown ? entry.before : undefined, entry.after);
  const headingId = `journal-entry-${entry.id}`;

  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Text id={headingId} fw={600} component="h2" size="md" m={0}>
              {describeChange(entry, i18n)}
            </Text>
            <Text size="sm" c="dimmed">
              {entry.userName} · {formatDateTime(new Date(entry.at).toISOString(), i18n.locale)}
            </Text>
          </Stack>
          <Badge variant="light" color="gray">
            {sources[entry.source]}
          </Badge>
        </Group>
        {status ? (
          <Text size="sm" c={isReloadWarning(status) ? 'var(--portal-text-warn)' : undefined}>
            {reloadStatusText(status)}
          </Text>
        ) : null}
        <FieldTable
          rows={rows}
          beforeTitle={t`Before`}
          afterTitle={t`After`}
          beforeUnknown={!entry.beforeKnown}
        />
        {revert?.conflict ? (
          <Alert color="red" title={t`Changed again since: not reverted`}>
            <Stack gap="xs">
              <Text size="sm">
                {t`The rule is no longer as this change left it, so nothing was written. Compare both versions and edit the rule on its page if it still needs to change.`}
              </Text>
              <FieldTable
                rows={compareFields(entry.after, revert.conflict.current)}
                beforeTitle={t`As this change left it`}
                afterTitle={t`Now`}
              />
            </Stack>
          </Alert>
        ) : null}
        <Group justify="flex-end">
          {revert?.reverted ? (
            <Text size="sm" c="var(--portal-text-good)">
              {t`Reverted: the revert is listed as a change of its own.`}
            </Text>
          ) : entry.beforeKnown ? (
            <Button
              variant="default"
              leftSection={<IconArrowBackUp size={16} aria-hidden="true" />}
              loading={reverting}
              onClick={() => onRevert(entry)}
              aria-describedby={headingId}
            >
              {t`Revert this change`}
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              {t`The call did not carry the rule as it was before, so this change cannot be reverted from here.`}
            </Text>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

function FieldTable({
  rows,
  beforeTitle,
  afterTitle,
  beforeUnknown = false,
}: {
  rows: ReturnType<typeof compareFields>;
  beforeTitle: string;
  afterTitle: string;
  beforeUnknown?: boolean;
}) {
  const { t } = useLingui();
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table withTableBorder verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t`Field`}</Table.Th>
            <Table.Th scope="col">{beforeTitle}</Table.Th>
            <Table.Th scope="col">{afterTitle}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.name} fw={row.changed ? 600 : undefined}>
              <Table.Th scope="row" fw={row.changed ? 600 : 400}>
                {row.name}
              </Table.Th>
              <Table.Td>{beforeUnknown ? t`not recorded` : (row.before ?? '—')}</Table.Td>
              <Table.Td>{row.after ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
