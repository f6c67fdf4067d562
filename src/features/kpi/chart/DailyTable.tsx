import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import type { MainKpisPerDay } from '@/api/generated/model';
import { metrics } from '../model/metrics';
import { KpiTable, type KpiColumn } from '../tables/KpiTable';
import { dailyMetricIds } from './chart-series';
import { useScopeCurrency } from '@/scope/portal-scope';

/** The chart's values as a table: charts are never the only way to read a number. */
export function DailyTable({
  days,
  title,
  fileName,
}: {
  days: MainKpisPerDay[];
  title: string;
  fileName: string;
}) {
  const { t, i18n } = useLingui();
  const currency = useScopeCurrency();
  const columns = useMemo<KpiColumn<MainKpisPerDay>[]>(
    () => [
      {
        id: 'date',
        header: t`Date`,
        sortValue: (day) => day.Date,
        csv: (day) => day.Date,
        render: (day) => <Text size="sm">{day.Date}</Text>,
      },
      ...dailyMetricIds.map((id): KpiColumn<MainKpisPerDay> => {
        const metric = metrics[id];
        const value = metric.fromDay as (day: MainKpisPerDay) => number;
        return {
          id,
          header: i18n._(metric.label),
          align: 'right',
          sortValue: value,
          csv: value,
          render: (day) => (
            <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {metric.format(value(day), i18n.locale, currency)}
            </Text>
          ),
        };
      }),
    ],
    [t, i18n, currency],
  );
  return (
    <KpiTable
      title={title}
      rows={days}
      columns={columns}
      rowKey={(day) => day.Date}
      filterText={(day) => day.Date}
      fileName={fileName}
      empty={t`No days in the period.`}
      initialSort={{ column: 'date', direction: 'asc' }}
      maxHeight={420}
      bare
    />
  );
}
