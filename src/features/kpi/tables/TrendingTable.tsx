import type { FailedLoad } from '@/api/load-state';
import { useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import type { NavigationType, TrendingValuesResults } from '@/api/generated/model';
import { formatNumber } from '@/lib/format';
import { formatChange, relativeChange } from '../model/metrics';
import { KpiTable, type KpiColumn } from './KpiTable';
import { requestText } from './performance-columns';
import { RequestCell } from './RequestCell';

const rowKey = (row: TrendingValuesResults) =>
  `${row.RequestIdentity.RequestType}\u0000${row.RequestIdentity.RequestLabel}`;
const change = (row: TrendingValuesResults) => relativeChange(row.Recent, row.Previous);

interface TrendingTableProps {
  rows: TrendingValuesResults[] | undefined;
  navigationType: NavigationType;
  description: ReactNode;
  fileName: string;
  /** The load failed with nothing to show: said in place, with a way to try again. */
  failure?: FailedLoad | null;
}

/** Requests whose volume grew most: previous period, recent period and the change. */
export function TrendingTable({ rows, navigationType, description, fileName, failure }: TrendingTableProps) {
  const { t, i18n } = useLingui();
  const columns = useMemo<KpiColumn<TrendingValuesResults>[]>(() => {
    const number = (value: number) => (
      <Text size="sm" ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatNumber(value, i18n.locale)}
      </Text>
    );
    return [
      {
        id: 'request',
        header: t`Request`,
        width: '40%',
        sortValue: (row) => row.RequestDisplay.Value,
        csv: (row) => row.RequestDisplay.Value,
        render: (row) => (
          <RequestCell
            identity={row.RequestIdentity}
            display={row.RequestDisplay}
            mapping={row.RequestMapping}
            navigationType={navigationType}
          />
        ),
      },
      {
        id: 'previous',
        header: t`Previous volume`,
        align: 'right',
        sortValue: (row) => row.Previous,
        csv: (row) => row.Previous,
        render: (row) => number(row.Previous),
      },
      {
        id: 'recent',
        header: t`Recent volume`,
        align: 'right',
        sortValue: (row) => row.Recent,
        csv: (row) => row.Recent,
        render: (row) => number(row.Recent),
      },
      {
        id: 'change',
        header: t`Volume change`,
        align: 'right',
        // New requests (no previous volume) rank above every finite growth.
        sortValue: (row) => change(row) ?? (row.Recent > 0 ? Number.MAX_VALUE : 0),
        csv: (row) => {
          const value = change(row);
          return value === null ? '' : Math.round(value * 10000) / 10000;
        },
        render: (row) => {
          const value = change(row);
          if (value === null) {
            return (
              <Text size="sm" ta="right" fw={600} c="var(--portal-text-good)">
                {t`new`}
              </Text>
            );
          }
          const Icon = value >= 0 ? IconArrowUpRight : IconArrowDownRight;
          return (
            <Group gap={4} justify="flex-end" wrap="nowrap">
              <Icon
                size={16}
                aria-hidden="true"
                color={`var(--mantine-color-${value >= 0 ? 'teal' : 'red'}-8)`}
              />
              <Text
                size="sm"
                fw={600}
                c={value >= 0 ? 'var(--portal-text-good)' : 'var(--portal-text-bad)'}
                style={{ fontVariantNumeric: 'tabular-nums' }}
              >
                {formatChange(value, i18n.locale)}
              </Text>
            </Group>
          );
        },
      },
    ];
  }, [t, i18n, navigationType]);

  return (
    <KpiTable
      title={t`Trending requests`}
      description={description}
      rows={rows}
      failure={failure}
      columns={columns}
      rowKey={rowKey}
      filterText={requestText}
      fileName={fileName}
      empty={t`No request gained volume against the previous period.`}
      initialSort={{ column: 'change', direction: 'desc' }}
    />
  );
}
