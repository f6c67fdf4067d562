import { Box, Group, Skeleton, Stack, Text } from '@mantine/core';
import { dayX, type ChartChanges } from './change-marks';
import { ChangeList } from './ChangeList';
import { ChangeOverlay, useMarkerText } from './ChangeOverlay';
import { chartMargin } from './chart-theme';
import type { ChartKind, TimeSeries } from './chart-types';
import { useChartPanel } from './panel-loader';
import { useStaggered } from './use-staggered';
import { useWidth } from './use-width';

export { preloadChartPanel } from './panel-loader';

export interface TimeSeriesChartProps {
  kind: ChartKind;
  dates: readonly string[];
  series: readonly TimeSeries[];
  /** Height of each metric's panel. */
  panelHeight?: number;
  /** Accessible description of each panel, e.g. "Volume per day, 2026-01-01 to 2026-01-30". */
  describe: (series: TimeSeries) => string;
  /** Rule changes to mark on every panel, and list below them. */
  changes?: ChartChanges;
}

/**
 * One panel per metric, stacked on the same dates: every metric keeps its own axis and unit
 * instead of sharing a normalised one.
 */
export function TimeSeriesChart({
  kind,
  dates,
  series,
  panelHeight = 200,
  describe,
  changes,
}: TimeSeriesChartProps) {
  const { ref, width } = useWidth<HTMLDivElement>();
  const Panel = useChartPanel(kind);
  const shown = useStaggered(series.length, width > 0 && Panel !== undefined);
  const markerText = useMarkerText();
  // The panels' plot area and day positions, as their nivo scales place them.
  const plot = {
    left: chartMargin.left,
    top: chartMargin.top,
    width: width - chartMargin.left - chartMargin.right,
    height: panelHeight - chartMargin.top - chartMargin.bottom,
  };
  const padding = kind === 'bar' && dates.length <= 120 ? 0.2 : 0;
  const x = (index: number) => plot.left + dayX(index, dates.length, plot.width, kind, padding);
  return (
    <Stack gap="md" ref={ref}>
      {series.map((item, index) => (
        <Box key={item.id}>
          <Group gap={6} mb={4}>
            <span
              aria-hidden="true"
              style={{ width: 10, height: 10, borderRadius: 2, background: item.color }}
            />
            <Text size="sm" fw={600}>
              {item.label}
            </Text>
          </Group>
          <ChangeOverlay
            dates={dates}
            changes={width > 0 && index < shown ? changes : undefined}
            plot={plot}
            x={x}
            describe={(marker) => markerText(marker.changes, item, dates, marker.date)}
          >
            <div role="img" aria-label={describe(item)} style={{ height: panelHeight }}>
              {width > 0 && Panel && index < shown ? (
                <Panel dates={dates} series={item} width={width} height={panelHeight} />
              ) : (
                <Skeleton height={panelHeight} radius="sm" />
              )}
            </div>
          </ChangeOverlay>
        </Box>
      ))}
      {changes ? <ChangeList changes={changes} dates={dates} series={series} /> : null}
    </Stack>
  );
}
