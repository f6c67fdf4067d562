import type { FailedLoad } from '@/api/load-state';
import { LoadFailure } from '@/components/LoadFailure';
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { sortRows, VirtualTable, type Column, type SortState } from '@/components/VirtualTable';
import { downloadCsv, type CsvCell } from '@/lib/csv';

export interface KpiColumn<T> extends Column<T> {
  /** The cell as exported (raw number or text); columns without it are not exported. */
  csv?: (row: T) => CsvCell;
}

interface KpiTableProps<T> {
  title: string;
  description?: ReactNode;
  /** undefined while loading. */
  rows: readonly T[] | undefined;
  columns: readonly KpiColumn<T>[];
  rowKey: (row: T) => string;
  /** The text the filter box searches. */
  filterText: (row: T) => string;
  fileName: string;
  empty: ReactNode;
  initialSort?: SortState | null;
  maxHeight?: number;
  /** Inside another card: no frame and no visible title (the title still names the table). */
  bare?: boolean;
  /** The load failed with nothing to show: said in place, with a way to try again. */
  failure?: FailedLoad | null;
}

const ROW_HEIGHT = 48;

/** A KPI list: sortable by any column, filtered by text, exported to CSV exactly as shown. */
export function KpiTable<T>({
  title,
  description,
  rows,
  columns,
  rowKey,
  filterText,
  fileName,
  empty,
  initialSort = null,
  maxHeight = 520,
  bare = false,
  failure = null,
}: KpiTableProps<T>) {
  const { t } = useLingui();
  const [filter, setFilter] = useState('');
  const deferred = useDeferredValue(filter.trim().toLocaleLowerCase());
  const [sort, setSort] = useState<SortState | null>(initialSort);
  const shown = useMemo(
    () =>
      sortRows(
        (rows ?? []).filter((row) => !deferred || filterText(row).toLocaleLowerCase().includes(deferred)),
        columns,
        sort,
      ),
    [rows, deferred, filterText, columns, sort],
  );
  const exported = columns.filter((column) => column.csv);
  const exportCsv = () =>
    downloadCsv(
      fileName,
      exported.map((column) => column.header),
      shown.map((row) => exported.map((column) => column.csv?.(row))),
    );

  const content = (
    <>
      <Group justify={bare ? 'flex-end' : 'space-between'} align="flex-start" mb="sm" wrap="wrap" gap="sm">
        {bare ? null : (
          <Stack gap={2} maw={640}>
            <Title order={2} size="h4">
              {title}
            </Title>
            {description ? (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            ) : null}
          </Stack>
        )}
        <Group gap="sm">
          <TextInput
            aria-label={t`Filter ${title}`}
            placeholder={t`Filter`}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
            w={220}
          />
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            onClick={() => void exportCsv()}
            disabled={shown.length === 0}
            aria-label={t`Export ${title} as CSV`}
          >
            {t`CSV`}
          </Button>
        </Group>
      </Group>
      {rows === undefined && failure ? (
        <LoadFailure error={failure.error} onRetry={failure.retry} />
      ) : rows === undefined ? (
        <Skeleton height={Math.min(maxHeight, 6 * ROW_HEIGHT + 40)} radius="md" />
      ) : (
        <VirtualTable
          label={title}
          rows={shown}
          columns={columns}
          rowKey={rowKey}
          sort={sort}
          onSortChange={setSort}
          rowHeight={ROW_HEIGHT}
          height={Math.min(maxHeight, Math.max(shown.length, 3) * ROW_HEIGHT + 44)}
          empty={deferred && rows.length > 0 ? t`No row matches the filter.` : empty}
          // On a phone the numbers are what the list is for: every row shows them under its name.
          narrow="stack"
        />
      )}
    </>
  );
  return bare ? (
    content
  ) : (
    <Paper withBorder radius="md" p="md">
      {content}
    </Paper>
  );
}
