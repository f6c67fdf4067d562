import type { FailedLoad } from '@/api/load-state';
import { LoadFailure } from '@/components/LoadFailure';
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import { IconChartLine, IconTable } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import type { MainKpisPerDay } from '@/api/generated/model';
import { preloadChartPanel, TimeSeriesChart } from '@/components/charts/TimeSeriesChart';
import { afterNextPaint } from '@/lib/after-paint';
import type { DateRange } from '../model/date-range';
import type { ChartType } from '../model/kpi-view';
import type { MetricId } from '../model/metrics';
import { dailyMetricIds, dailySeries } from './chart-series';
import { ChartControls } from './ChartControls';
import { DailyTable } from './DailyTable';
import { useScopeCurrency } from '@/scope/portal-scope';
import { useChartChanges } from '@/journal/use-chart-changes';

interface KpiChartSectionProps {
  days: MainKpisPerDay[] | undefined;
  /** The chart waits for the screen's numbers, so they are never held up by it. */
  numbersShown: boolean;
  range: DateRange;
  chartType: ChartType;
  metrics: readonly MetricId[];
  onChange: (patch: { chartType?: ChartType; metrics?: MetricId[] }) => void;
  fileName: string;
  /** The load failed with nothing to show: said in place, with a way to try again. */
  failure?: FailedLoad | null;
}

/** The per-day chart (Kpi/KpisPerDay) with its controls, and the same values as a table on demand. */
export function KpiChartSection({
  days,
  numbersShown,
  range,
  chartType,
  metrics: chosen,
  onChange,
  fileName,
  failure = null,
}: KpiChartSectionProps) {
  const { t, i18n } = useLingui();
  const currency = useScopeCurrency();
  const [asTable, setAsTable] = useState(false);
  // The chart's code loads while the data is on its way, not after it arrived; but after the first
  // paint, so the screen's numbers and texts do not wait for its download.
  useEffect(() => afterNextPaint(() => void preloadChartPanel(chartType)), [chartType]);
  // A link may name only IPN, which has no daily values: draw the volume then.
  const drawn = useMemo(
    () => (chosen.some((id) => dailyMetricIds.includes(id)) ? chosen : [...chosen, 'volume' as const]),
    [chosen],
  );
  const series = useMemo(() => dailySeries(days ?? [], drawn, i18n, currency), [days, drawn, i18n, currency]);
  const dates = useMemo(() => (days ?? []).map((day) => day.Date), [days]);
  const { startDate, endDate } = range;
  const title = t`Per day`;
  const hasTraffic = (days ?? []).some((day) => day.Count > 0);
  // Rule changes and scheduled pins are marked once the chart itself can be drawn.
  const changes = useChartChanges(Boolean(days) && numbersShown && hasTraffic);

  return (
    <Paper withBorder radius="md" p="md" mb="lg">
      <Group justify="space-between" align="center" mb="md" wrap="wrap" gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Group gap="md" wrap="wrap">
          <ChartControls
            chartType={chartType}
            chosen={drawn}
            onChartType={(next) => onChange({ chartType: next })}
            onMetrics={(next) => onChange({ metrics: next })}
          />
          <Button
            variant={asTable ? 'light' : 'default'}
            size="xs"
            leftSection={
              asTable ? (
                <IconChartLine size={14} aria-hidden="true" />
              ) : (
                <IconTable size={14} aria-hidden="true" />
              )
            }
            onClick={() => setAsTable((value) => !value)}
            aria-pressed={asTable}
          >
            {t`Show as table`}
          </Button>
        </Group>
      </Group>
      {chosen.includes('interactionsPerNavigation') ? (
        <Text size="xs" c="dimmed" mb="xs">
          {t`Interactions Per Navigation has no daily values; its total is in the cards above.`}
        </Text>
      ) : null}
      {!days && failure ? (
        <LoadFailure error={failure.error} onRetry={failure.retry} />
      ) : !days || !numbersShown ? (
        <Skeleton height={series.length * 228} radius="sm" />
      ) : !hasTraffic ? (
        <Text c="dimmed" ta="center" py="xl">
          {t`No traffic in the chosen period, so there is nothing to draw.`}
        </Text>
      ) : asTable ? (
        <DailyTable days={days} title={t`Values per day`} fileName={fileName} />
      ) : (
        <TimeSeriesChart
          kind={chartType}
          dates={dates}
          series={series}
          changes={changes}
          describe={(item) => {
            const metric = item.label;
            return t`${metric} per day from ${startDate} to ${endDate}. The values are also available with Show as table.`;
          }}
        />
      )}
    </Paper>
  );
}
