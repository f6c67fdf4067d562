import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import type { NavigationType, PerformanceResults } from '@/api/generated/model';
import { metrics, type MetricId } from '../model/metrics';
import type { KpiColumn } from './KpiTable';
import { RequestCell } from './RequestCell';
import { useScopeCurrency } from '@/scope/portal-scope';

const numericMetrics: MetricId[] = [
  'volume',
  'interactionRate',
  'interactionsPerNavigation',
  'averageInteractionPosition',
];

export function requestText(row: Pick<PerformanceResults, 'RequestDisplay' | 'RequestIdentity'>): string {
  return `${row.RequestDisplay.Value} ${row.RequestDisplay.Details ?? ''} ${row.RequestIdentity.RequestLabel}`;
}

/** Columns of a list of requests with their KPIs (popular, low-performing, matching). */
export function usePerformanceColumns(navigationType: NavigationType): KpiColumn<PerformanceResults>[] {
  const { t, i18n } = useLingui();
  const currency = useScopeCurrency();
  return useMemo(
    () => [
      {
        id: 'request',
        header: t`Request`,
        width: '34%',
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
      ...numericMetrics.map((id): KpiColumn<PerformanceResults> => {
        const metric = metrics[id];
        const value = (row: PerformanceResults) => metric.fromRequest?.(row) ?? 0;
        return {
          id,
          header: i18n._(id === 'volume' ? metric.label : metric.short),
          align: 'right',
          sortValue: value,
          csv: value,
          render: (row) => (
            <Text size="sm" ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {metric.format(value(row), i18n.locale, currency)}
            </Text>
          ),
        };
      }),
    ],
    [t, i18n, navigationType, currency],
  );
}
