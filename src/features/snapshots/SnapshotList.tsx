import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconGitCompare, IconTrash } from '@tabler/icons-react';
import { formatNumber } from '@/lib/format';
import { ruleTypeIds } from '@/rules/registry';
import type { SnapshotMeta } from '@/rules/snapshots/snapshot';
import { formatSize } from './format-size';
import { originLabels, snapshotTime } from './snapshot-name';
import { typeName } from './type-names';

export interface SnapshotListProps {
  snapshots: readonly SnapshotMeta[];
  onCompare: (snapshot: SnapshotMeta) => void;
  onExport: (snapshot: SnapshotMeta) => void;
  onDelete: (snapshot: SnapshotMeta) => void;
}

/** The user's snapshots of the scope: when, how, how many rules of each type, how big. */
export function SnapshotList({ snapshots, onCompare, onExport, onDelete }: SnapshotListProps) {
  const { t, i18n } = useLingui();
  if (snapshots.length === 0)
    return (
      <Text c="dimmed" size="sm">
        <Trans>No snapshots of this scope yet.</Trans>
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover aria-label={t`Snapshots`} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Taken at`}</Table.Th>
            <Table.Th>{t`Rules per type`}</Table.Th>
            <Table.Th>{t`Size`}</Table.Th>
            <Table.Th>
              <Text span size="sm" fw={700}>
                <Trans>Actions</Trans>
              </Text>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {snapshots.map((snapshot) => {
            const when = snapshotTime(snapshot.takenAt, i18n.locale);
            return (
              <Table.Tr key={snapshot.id}>
                {/* Unwrapped, so the column is as wide as the time and the badge under it is never cut. */}
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm">{when}</Text>
                  <Badge size="xs" variant="light" color={snapshot.origin === 'automatic' ? 'gray' : 'blue'}>
                    {i18n._(originLabels[snapshot.origin])}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="xs">
                    {ruleTypeIds
                      .filter((type) => snapshot.counts[type] !== undefined)
                      .map(
                        (type) =>
                          `${typeName(i18n, type)}: ${formatNumber(snapshot.counts[type] ?? 0, i18n.locale)}`,
                      )
                      .join(' · ')}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm">{formatSize(snapshot.size, i18n.locale)}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={t`Compare with live`}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t`Compare snapshot of ${when} with live`}
                        onClick={() => onCompare(snapshot)}
                      >
                        <IconGitCompare size={18} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t`Export as file`}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t`Export snapshot of ${when}`}
                        onClick={() => onExport(snapshot)}
                      >
                        <IconDownload size={18} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t`Delete`}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t`Delete snapshot of ${when}`}
                        onClick={() => onDelete(snapshot)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
