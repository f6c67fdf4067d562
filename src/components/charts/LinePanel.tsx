import { LineCanvas, type LineSeries } from '@nivo/line';
import { useMemo } from 'react';
import { chartMargin, chartTheme } from './chart-theme';
import { ChartTooltip } from './ChartTooltip';
import { dateTicks, type PanelProps } from './chart-types';

interface Series extends LineSeries {
  id: string;
  data: { x: string; y: number }[];
}

/** A canvas line of one metric per day; points only where there are few days (two years stay smooth). */
export default function LinePanel({ dates, series, width, height }: PanelProps) {
  const data = useMemo<Series[]>(
    () => [{ id: series.label, data: dates.map((date, i) => ({ x: date, y: series.values[i] ?? 0 })) }],
    [dates, series.label, series.values],
  );
  return (
    <LineCanvas<Series>
      data={data}
      width={width}
      height={height}
      margin={chartMargin}
      theme={chartTheme}
      colors={[series.color]}
      xScale={{ type: 'point' }}
      yScale={{ type: 'linear', min: 0, max: 'auto' }}
      curve="monotoneX"
      lineWidth={2}
      enableArea
      areaOpacity={0.08}
      enablePoints={dates.length <= 45}
      pointSize={5}
      enableGridX={false}
      gridYValues={4}
      axisBottom={{ tickValues: dateTicks(dates, width), tickSize: 4, tickPadding: 6 }}
      axisLeft={{ tickValues: 4, tickSize: 0, tickPadding: 8, format: (value: number) => series.formatAxis(value) }}
      tooltip={({ point }) => (
        <ChartTooltip date={String(point.data.x)} label={series.label} value={series.format(Number(point.data.y))} color={series.color} />
      )}
    />
  );
}
