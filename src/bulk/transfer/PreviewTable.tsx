import { useLingui } from '@lingui/react/macro';
import { Badge, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { sortRows, VirtualTable, type Column, type SortState } from '@/components/VirtualTable';
import type { PreviewRow, RowStatus } from './diff';
import { positionHeader } from './positions';
import type { PositionKind, RuleCodec } from './types';

// Filled and dark enough for white text to pass the contrast check.
const statusColors: Record<RowStatus, string> = {
  add: 'teal.9',
  change: 'blue.8',
  unchanged: 'gray.7',
  invalid: 'red.9',
};

export function StatusBadge({ status }: { status: RowStatus }) {
  const { t } = useLingui();
  const labels: Record<RowStatus, string> = {
    add: t`Add`,
    change: t`Change`,
    unchanged: t`Unchanged`,
    invalid: t`Error`,
  };
  return (
    <Badge color={statusColors[status]} variant="filled" tt="none">
      {labels[status]}
    </Badge>
  );
}

interface Props<R> {
  rows: readonly PreviewRow<R>[];
  /** The rows per outcome (of all rows: while a large file's rows arrive, `rows` holds the first). */
  counts: Record<RowStatus, number>;
  codec: RuleCodec<R>;
  positionKind: PositionKind;
}

function inPositionOrder(rows: readonly { position: number }[]): boolean {
  for (let index = 1; index < rows.length; index += 1)
    if ((rows[index - 1] as { position: number }).position > (rows[index] as { position: number }).position)
      return false;
  return true;
}

/** What an import or copy would do, row by row, filterable by outcome. */
export function PreviewTable<R>({ rows, counts, codec, positionKind }: Props<R>) {
  const { t } = useLingui();
  const [filter, setFilter] = useState<RowStatus | 'all'>('all');
  const [sort, setSort] = useState<SortState | null>({ column: 'position', direction: 'asc' });

  const columns = useMemo<Column<PreviewRow<R>>[]>(
    () => [
      {
        id: 'position',
        header: positionHeader(positionKind),
        width: 80,
        sortValue: (row) => row.position,
        render: (row) => row.position,
      },
      {
        id: 'status',
        header: t`Result`,
        width: 120,
        sortValue: (row) => row.status,
        render: (row) => <StatusBadge status={row.status} />,
      },
      {
        id: 'rule',
        header: t`Rule`,
        width: '26%',
        sortValue: (row) => row.label,
        render: (row) => (
          <Text size="sm" fw={600} truncate="end">
            {row.label || '—'}
          </Text>
        ),
      },
      {
        id: 'details',
        header: t`Details`,
        render: (row) => {
          if (row.status === 'invalid') {
            return (
              <Text size="sm" c="var(--portal-text-bad)" lineClamp={2} title={row.errors.join(' ')}>
                {row.errors.join(' ')}
              </Text>
            );
          }
          const next = row.rule ? codec.describe(row.rule) : '';
          if (row.status === 'change' && row.existing && row.rule) {
            const { now, next: changed } = codec.describeChange(row.existing, row.rule);
            return (
              <Stack gap={0}>
                <Text size="xs" c="dimmed" truncate="end">{t`Now: ${now}`}</Text>
                <Text size="xs" truncate="end">{t`New: ${changed}`}</Text>
              </Stack>
            );
          }
          return (
            <Text size="sm" truncate="end">
              {next}
            </Text>
          );
        },
      },
    ],
    [t, codec, positionKind],
  );

  const shown = useMemo(() => {
    const picked = filter === 'all' ? rows : rows.filter((row) => row.status === filter);
    // The rows come in file order: sorting 100,000 of them by position again would change nothing.
    return sort?.column === 'position' && sort.direction === 'asc' && inPositionOrder(picked)
      ? picked
      : sortRows(picked, columns, sort);
  }, [rows, filter, columns, sort]);

  const total = counts.add + counts.change + counts.unchanged + counts.invalid;
  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label={t`Show rows`}
        value={filter}
        onChange={(value) => setFilter(value as RowStatus | 'all')}
        data={[
          { value: 'all', label: t`All (${total})` },
          { value: 'add', label: t`To add (${counts.add})` },
          { value: 'change', label: t`To change (${counts.change})` },
          { value: 'unchanged', label: t`Unchanged (${counts.unchanged})` },
          { value: 'invalid', label: t`Errors (${counts.invalid})` },
        ]}
      />
      <VirtualTable
        label={t`Preview`}
        rows={shown}
        columns={columns}
        rowKey={(row) => String(row.position)}
        sort={sort}
        onSortChange={setSort}
        height={320}
        empty={t`No rows to show.`}
      />
    </Stack>
  );
}
