import { useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import type { PinHistoryEntry, RankingHistoryEntry } from '@/api/generated/model';
import { formatKpi } from './kpi-format';
import { dayOf as day } from './rank-chart';
import { formatRank } from './rank-display';

/** A product's rank history as a table, for screen readers and exact values (RankHistoryChart). */
export function RankHistoryTable({
  history,
  pinHistory,
}: {
  history: RankingHistoryEntry[];
  pinHistory: PinHistoryEntry[];
}) {
  const { t, i18n } = useLingui();
  const pinByDay = new Map(pinHistory.map((p) => [day(p.DateUtc), p.Rank]));
  const kpi = (n: number) => formatKpi(n, i18n.locale);
  return (
    <Table aria-label={t`Rank history`} striped mt="xs" fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t`Date`}</Table.Th>
          <Table.Th>{t`Rank`}</Table.Th>
          <Table.Th>{t`Pinned position`}</Table.Th>
          <Table.Th>{t`PulseScore`}</Table.Th>
          <Table.Th>{t`Momentum`}</Table.Th>
          <Table.Th>{t`Popularity`}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {history.map((h) => {
          const pin = pinByDay.get(day(h.DateUtc));
          return (
            <Table.Tr key={h.DateUtc}>
              <Table.Td>{day(h.DateUtc)}</Table.Td>
              <Table.Td>{formatRank(h.Rank)}</Table.Td>
              <Table.Td>{pin === undefined ? '–' : formatRank(pin)}</Table.Td>
              <Table.Td>{kpi(h.ExtraKpis.PulseScore)}</Table.Td>
              <Table.Td>{kpi(h.ExtraKpis.Momentum)}</Table.Td>
              <Table.Td>{kpi(h.ExtraKpis.Popularity)}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
