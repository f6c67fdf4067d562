import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ProductThumb } from '@/components/ProductThumb';
import { ScheduleBadge } from '@/components/ScheduleBadge';
import { sortRows, VirtualTable, type Column, type SortState } from '@/components/VirtualTable';
import { formatDateTime } from '@/lib/format';
import { contextLabel, productKey, type PinKind, type PinRow } from './pin-context';
import { pinStatus } from './pin-status';
import { useNow } from './use-now';

interface Props {
  label: string;
  /** 'all' mixes the three variants (one product's pins) and names each pin's context. */
  kind: PinKind | 'all';
  rows: PinRow[];
  empty: string;
  onEdit: (row: PinRow) => void;
  onDelete: (row: PinRow) => void;
  /** Rows of this context are marked (the product's pins on the ranking context's page). */
  highlight?: (row: PinRow) => boolean;
}

const statusOrder = { active: 0, scheduled: 1, expired: 2 } as const;

export function pinRowKey(row: PinRow): string {
  const c = row.context;
  const where = c.kind === 'query' ? c.query : c.kind === 'navigation' ? `${c.attribute}=${c.value}` : '';
  return `${c.kind}|${where}|${productKey(row.pin.Entity)}`;
}

/** One list of pins (global, per query or per navigation) with their windows and status. Pure props → UI. */
export function PinsTable({ label, kind, rows, empty, onEdit, onDelete, highlight }: Props) {
  const { t, i18n } = useLingui();
  const now = useNow();
  const [sort, setSort] = useState<SortState | null>(null);

  const columns = useMemo<Column<PinRow>[]>(() => {
    const list: Column<PinRow>[] = [
      {
        id: 'product',
        header: t`Product`,
        sortValue: (r) => r.product.Title,
        render: (r) => (
          <Group gap="sm" wrap="nowrap">
            <ProductThumb src={r.product.ImageUrl} alt={r.product.Title} size={36} />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate="end">
                {r.product.Title}
              </Text>
              <Text size="xs" c="dimmed">
                {r.product.Entity.ExternalId}
              </Text>
            </Stack>
          </Group>
        ),
      },
    ];
    if (kind !== 'global')
      list.push({
        id: 'context',
        header: kind === 'query' ? t`Query` : kind === 'navigation' ? t`Navigation page` : t`Applies to`,
        width: '18%',
        sortValue: (r) => contextLabel(r.context),
        render: (r) => (
          <Group gap={6} wrap="nowrap">
            <Text size="sm" truncate="end">
              {kind === 'all'
                ? contextLabel(r.context)
                : r.context.kind === 'query'
                  ? r.context.query
                  : r.context.kind === 'navigation'
                    ? `${r.context.attribute} = ${r.context.value}`
                    : ''}
            </Text>
            {highlight?.(r) ? (
              <Badge size="xs" variant="default" tt="none">
                {t`This ranking`}
              </Badge>
            ) : null}
          </Group>
        ),
      });
    list.push(
      {
        id: 'position',
        header: t`Position`,
        width: 120,
        sortValue: (r) => r.pin.Position,
        render: (r) => <Text size="sm">{r.pin.Position}</Text>,
      },
      {
        id: 'start',
        header: t`Start`,
        width: 170,
        sortValue: (r) => r.pin.StartTime ?? '',
        render: (r) => (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {r.pin.StartTime ? formatDateTime(r.pin.StartTime, i18n.locale) : t`Immediately`}
          </Text>
        ),
      },
      {
        id: 'end',
        header: t`End`,
        width: 170,
        sortValue: (r) => r.pin.EndTime ?? '~',
        render: (r) => (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {r.pin.EndTime ? formatDateTime(r.pin.EndTime, i18n.locale) : t`Until deleted`}
          </Text>
        ),
      },
      {
        id: 'status',
        header: t`Status`,
        width: 170,
        sortValue: (r) => statusOrder[pinStatus(r.pin, now)],
        render: (r) => (
          // Two badges (status and due to ad) are wider than the column: they stack instead of covering the actions.
          <Group gap={4}>
            <ScheduleBadge status={pinStatus(r.pin, now)} />
            {r.pin.DueToAd ? (
              <Badge
                color="grape.8"
                c="var(--mantine-color-text)"
                variant="outline"
                tt="none"
                style={{ flexShrink: 0 }}
              >
                {t`Due to ad`}
              </Badge>
            ) : null}
          </Group>
        ),
      },
      {
        id: 'actions',
        header: t`Actions`,
        width: 100,
        render: (r) => <PinActions row={r} onEdit={onEdit} onDelete={onDelete} />,
      },
    );
    return list;
  }, [t, i18n.locale, kind, now, highlight, onEdit, onDelete]);

  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  // Short lists show whole, however tall their rows (stacked badges); long ones scroll inside the table (virtualised).
  const height = rows.length <= 7 ? 'auto' : 460;

  return (
    <VirtualTable
      label={label}
      rows={sorted}
      columns={columns}
      rowKey={pinRowKey}
      sort={sort}
      onSortChange={setSort}
      rowHeight={56}
      height={height}
      empty={empty}
    />
  );
}

function PinActions({
  row,
  onEdit,
  onDelete,
}: {
  row: PinRow;
  onEdit: (row: PinRow) => void;
  onDelete: (row: PinRow) => void;
}) {
  const { t } = useLingui();
  const title = row.product.Title;
  const where = contextLabel(row.context);
  const edit = row.context.kind === 'global' ? t`Edit pin ${title}` : t`Edit pin ${title} (${where})`;
  const remove = row.context.kind === 'global' ? t`Delete pin ${title}` : t`Delete pin ${title} (${where})`;
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t`Edit`}>
        <ActionIcon variant="subtle" onClick={() => onEdit(row)} aria-label={edit}>
          <IconEdit size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t`Delete`}>
        <ActionIcon variant="subtle" color="red" onClick={() => onDelete(row)} aria-label={remove}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
