import { BarCanvas } from '@nivo/bar';
import { useMemo } from 'react';
import { chartMargin, useChartTheme } from './chart-theme';
import { ChartTooltip } from './ChartTooltip';
import { dateTicks, type PanelProps } from './chart-types';

type Datum = { date: string; value: number };

/** Canvas bars of one metric per day; thin bars without gaps for long ranges. */
export default function BarPanel({ dates, series, width, height }: PanelProps) {
  const chartTheme = useChartTheme();
  const data = useMemo<Datum[]>(
    () => dates.map((date, i) => ({ date, value: series.values[i] ?? 0 })),
    [dates, series.values],
  );
  return (
    <BarCanvas<Datum>
      data={data}
      keys={['value']}
      indexBy="date"
      width={width}
      height={height}
      margin={chartMargin}
      theme={chartTheme}
      colors={[series.color]}
      padding={dates.length > 120 ? 0 : 0.2}
      valueScale={{ type: 'linear', min: 0 }}
      // Unrounded bands: hundreds of days get even, gapless bars instead of pixel-rounding stripes.
      indexScale={{ type: 'band', round: false }}
      enableLabel={false}
      enableGridY
      gridYValues={4}
      axisBottom={{ tickValues: dateTicks(dates, width), tickSize: 4, tickPadding: 6 }}
      axisLeft={{
        tickValues: 4,
        tickSize: 0,
        tickPadding: 8,
        format: (value: number) => series.formatAxis(value),
      }}
      tooltip={({ indexValue, value }) => (
        <ChartTooltip
          date={String(indexValue)}
          label={series.label}
          value={series.format(value)}
          color={series.color}
        />
      )}
    />
  );
}
