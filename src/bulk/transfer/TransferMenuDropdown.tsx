import { Trans, useLingui } from '@lingui/react/macro';
import { Menu, Text } from '@mantine/core';
import { IconCopy, IconFileExport, IconFileImport, IconTrash } from '@tabler/icons-react';
import { formatNumber } from '@/lib/format';
import type { FileFormat } from './file-format';
import { maxImportBytes } from './import-limit';

interface Props {
  /** What the file holds or why it is JSON only (kind-notes.ts). */
  note: string | null;
  formats: readonly FileFormat[];
  /** The scope's access flags let the user write the kind: import and copy are offered. */
  canWrite: boolean;
  /** Rows selected in the list; null where the list has no selection. */
  selectedCount: number | null;
  onExport: (format: FileFormat) => void;
  onImport: () => void;
  onCopyAll: () => void;
  onCopySelected: () => void;
  onDeleteSelected: () => void;
}

/** The items of the import/export menu. */
export function TransferMenuDropdown({
  note,
  formats,
  canWrite,
  selectedCount,
  onExport,
  onImport,
  onCopyAll,
  onCopySelected,
  onDeleteSelected,
}: Props) {
  const { i18n } = useLingui();
  const limitMb = formatNumber(maxImportBytes / (1024 * 1024), i18n.locale);
  return (
    <Menu.Dropdown>
      <Menu.Label>
        <Trans>Export this scope</Trans>
        {note ? (
          <Text size="xs" c="dimmed" maw={280}>
            {note}
          </Text>
        ) : null}
      </Menu.Label>
      {formats.includes('csv') ? (
        <Menu.Item leftSection={<IconFileExport size={16} />} onClick={() => onExport('csv')}>
          <Trans>Export as CSV</Trans>
        </Menu.Item>
      ) : null}
      <Menu.Item leftSection={<IconFileExport size={16} />} onClick={() => onExport('json')}>
        <Trans>Export as JSON</Trans>
      </Menu.Item>
      {canWrite ? (
        <>
          <Menu.Divider />
          <Menu.Item leftSection={<IconFileImport size={16} />} onClick={onImport}>
            {formats.includes('csv') ? (
              <Trans>Import from CSV or JSON…</Trans>
            ) : (
              <Trans>Import from JSON…</Trans>
            )}
            <Text size="xs" c="dimmed">
              <Trans>UTF-8, UTF-16 or Windows-1252; up to {limitMb} MB</Trans>
            </Text>
          </Menu.Item>
          <Menu.Divider />
        </>
      ) : null}
      {canWrite ? (
        <Menu.Item leftSection={<IconCopy size={16} />} onClick={onCopyAll}>
          <Trans>Copy all to another scope…</Trans>
        </Menu.Item>
      ) : null}
      {selectedCount !== null && canWrite ? (
        <Menu.Item
          leftSection={<IconCopy size={16} />}
          disabled={selectedCount === 0}
          onClick={onCopySelected}
        >
          {selectedCount === 0 ? (
            <Trans>Copy selected (select rows first)</Trans>
          ) : (
            <Trans>Copy {selectedCount} selected to another scope…</Trans>
          )}
        </Menu.Item>
      ) : null}
      {selectedCount !== null && canWrite && selectedCount > 0 ? (
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDeleteSelected}>
          <Trans>Delete {selectedCount} selected…</Trans>
        </Menu.Item>
      ) : null}
    </Menu.Dropdown>
  );
}
