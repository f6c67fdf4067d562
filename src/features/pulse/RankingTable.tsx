import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPin } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { RankingHistory } from '@/api/generated/model';
import { ProductThumb } from '@/components/ProductThumb';
import { sortRows, VirtualTable, type Column, type SortState } from '@/components/VirtualTable';
import { formatCurrency } from '@/lib/format';
import { contextToParams, productKey, type PinContext } from './pin-context';
import { formatRank, rankSortValue } from './rank-display';
import { RankSparkline } from './RankSparkline';
import { AnchorLink } from '@/components/router-links';
import { formatKpi } from './kpi-format';
import { useScopeCurrency } from '@/scope/portal-scope';

interface Props {
  label: string;
  rows: RankingHistory[];
  context: PinContext;
  /** Products pinned in this context right now. */
  pinned: ReadonlySet<string>;
  onPin: (row: RankingHistory) => void;
  empty: string;
}

/** The products of one Pulse ranking with today's KPIs, their rank history, and pin actions. Pure props → UI. */
export function RankingTable({ label, rows, context, pinned, onPin, empty }: Props) {
  const { t, i18n } = useLingui();
  const currency = useScopeCurrency();
  const [sort, setSort] = useState<SortState | null>({ column: 'rank', direction: 'asc' });
  const columns = useMemo<Column<RankingHistory>[]>(() => {
    const kpi = (value: number) => formatKpi(value, i18n.locale);
    return [
      {
        id: 'rank',
        header: t`Rank`,
        width: 90,
        sortValue: (r) => rankSortValue(r.Rank),
        render: (r) => (
          <Stack gap={2} align="flex-start">
            <Text fw={700}>{formatRank(r.Rank)}</Text>
            {pinned.has(productKey(r.Product.Entity)) ? (
              <Badge size="xs" color="orange" variant="dot" tt="none">
                {t`Pinned`}
              </Badge>
            ) : null}
          </Stack>
        ),
      },
      {
        id: 'product',
        header: t`Product`,
        // With the rank, it names the row: kept in view, and on the first line of a stacked row.
        sticky: true,
        sortValue: (r) => r.Product.Title,
        render: (r) => (
          <Group gap="sm" wrap="nowrap">
            <ProductThumb src={r.Product.ImageUrl} alt={r.Product.Title} size={44} />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate="end">
                {r.Product.Title}
              </Text>
              <Text size="xs" c="dimmed">
                {r.Product.Entity.ExternalId} · {formatCurrency(r.Product.Price, i18n.locale, currency)}
              </Text>
            </Stack>
          </Group>
        ),
      },
      // KPI headers and their sort icon need about 120px: narrower columns break the words ('Momentu m').
      {
        id: 'score',
        header: t`PulseScore`,
        width: 140,
        sortValue: (r) => r.KpisToday.PulseScore,
        render: (r) => kpi(r.KpisToday.PulseScore),
      },
      {
        id: 'momentum',
        header: t`Momentum`,
        width: 140,
        sortValue: (r) => r.KpisToday.Momentum,
        render: (r) => kpi(r.KpisToday.Momentum),
      },
      {
        id: 'popularity',
        header: t`Popularity`,
        width: 140,
        sortValue: (r) => r.KpisToday.Popularity,
        render: (r) => kpi(r.KpisToday.Popularity),
      },
      {
        id: 'history',
        header: t`Rank history`,
        width: 150,
        stackSpan: 2,
        stackHeight: 44,
        render: (r) => <RankSparkline history={r.History} pinHistory={r.PinHistory} />,
      },
      {
        id: 'actions',
        header: t`Pins`,
        width: 120,
        stackSpan: 2,
        render: (r) => <RowActions row={r} context={context} onPin={onPin} />,
      },
    ];
  }, [t, i18n.locale, currency, pinned, context, onPin]);

  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  return (
    <VirtualTable
      label={label}
      rows={sorted}
      columns={columns}
      rowKey={(r) => productKey(r.Product.Entity)}
      sort={sort}
      onSortChange={setSort}
      rowHeight={64}
      height="calc(100vh - 330px)"
      empty={empty}
      narrow="stack"
    />
  );
}

function RowActions({
  row,
  context,
  onPin,
}: {
  row: RankingHistory;
  context: PinContext;
  onPin: (row: RankingHistory) => void;
}) {
  const { t } = useLingui();
  const title = row.Product.Title;
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t`Pin`}>
        <ActionIcon variant="subtle" onClick={() => onPin(row)} aria-label={t`Pin ${title}`}>
          <IconPin size={18} />
        </ActionIcon>
      </Tooltip>
      <AnchorLink
        to="/merchandising/pulse/pinsForProduct"
        search={{
          ...contextToParams(context),
          productExternalId: row.Product.Entity.ExternalId,
          productType: row.Product.Entity.Type,
        }}
        size="sm"
        aria-label={t`All pins of ${title}`}
      >
        {t`All pins`}
      </AnchorLink>
    </Group>
  );
}
