import { useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import type { PinHistoryEntry, RankingHistoryEntry } from '@/api/generated/model';
import type { ChangeMarker } from '@/components/charts/change-marks';
import { formatKpi } from './kpi-format';
import { dayOf as day } from './rank-chart';
import { formatRank } from './rank-display';

/** A product's rank history as a table, for screen readers and exact values (RankHistoryChart). */
export function RankHistoryTable({
  history,
  pinHistory,
  markers = [],
}: {
  history: RankingHistoryEntry[];
  pinHistory: PinHistoryEntry[];
  /** The journal's changes per day; a column of them when any falls on a day of the history. */
  markers?: readonly ChangeMarker[];
}) {
  const { t, i18n } = useLingui();
  const pinByDay = new Map(pinHistory.map((p) => [day(p.DateUtc), p.Rank]));
  const changesByDay = new Map(markers.map((marker) => [marker.date, marker.changes]));
  const withChanges = history.some((h) => changesByDay.has(day(h.DateUtc)));
  const kpi = (n: number) => formatKpi(n, i18n.locale);
  return (
    // On a phone the table scrolls sideways; its viewport takes the focus so keys can scroll it too.
    <Table.ScrollContainer
      minWidth={withChanges ? 760 : 520}
      scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}
    >
      <Table aria-label={t`Rank history`} striped mt="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Date`}</Table.Th>
            <Table.Th>{t`Rank`}</Table.Th>
            <Table.Th>{t`Pinned position`}</Table.Th>
            <Table.Th>{t`PulseScore`}</Table.Th>
            <Table.Th>{t`Momentum`}</Table.Th>
            <Table.Th>{t`Popularity`}</Table.Th>
            {withChanges ? <Table.Th miw={240}>{t`Changes`}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.map((h) => {
            const pin = pinByDay.get(day(h.DateUtc));
            return (
              <Table.Tr key={h.DateUtc}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(h.DateUtc)}</Table.Td>
                <Table.Td>{formatRank(h.Rank)}</Table.Td>
                <Table.Td>{pin === undefined ? '–' : formatRank(pin)}</Table.Td>
                <Table.Td>{kpi(h.ExtraKpis.PulseScore)}</Table.Td>
                <Table.Td>{kpi(h.ExtraKpis.Momentum)}</Table.Td>
                <Table.Td>{kpi(h.ExtraKpis.Popularity)}</Table.Td>
                {withChanges ? (
                  <Table.Td>{changesByDay.get(day(h.DateUtc))?.join('; ') ?? '–'}</Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
