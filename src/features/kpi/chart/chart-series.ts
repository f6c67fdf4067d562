import { DEFAULT_THEME } from '@mantine/core';
import type { I18n } from '@lingui/core';
import type { MainKpisPerDay } from '@/api/generated/model';
import type { TimeSeries } from '@/components/charts/chart-types';
import { metrics, type MetricId } from '../model/metrics';

const { colors } = DEFAULT_THEME;

/** A fixed color per metric, so a metric looks the same on every screen. */
export const metricColors: Record<MetricId, string> = {
  volume: colors.indigo[6],
  interactionRate: colors.teal[7],
  interactionsPerNavigation: colors.cyan[7],
  averageInteractionPosition: colors.orange[7],
  revenue: colors.grape[6],
};

/** The metrics Kpi/KpisPerDay has values for (it has no IPN). */
export const dailyMetricIds: MetricId[] = [
  'volume',
  'interactionRate',
  'averageInteractionPosition',
  'revenue',
];

export function dailySeries(
  days: readonly MainKpisPerDay[],
  chosen: readonly MetricId[],
  i18n: I18n,
  currency: string | null,
): TimeSeries[] {
  return dailyMetricIds
    .filter((id) => chosen.includes(id))
    .map((id) => {
      const metric = metrics[id];
      const fromDay = metric.fromDay as (day: MainKpisPerDay) => number;
      return {
        id,
        label: i18n._(metric.label),
        values: days.map(fromDay),
        color: metricColors[id],
        format: (value: number) => metric.format(value, i18n.locale, currency),
        formatAxis: (value: number) => metric.formatAxis(value, i18n.locale, currency),
      };
    });
}
