/** One metric over time: what a time-series panel draws. */
export interface TimeSeries {
  id: string;
  label: string;
  /** One value per date of the chart, in date order. */
  values: readonly number[];
  /** A concrete color: canvas cannot read CSS variables. */
  color: string;
  format: (value: number) => string;
  formatAxis: (value: number) => string;
}

export type ChartKind = 'line' | 'bar';

export interface PanelProps {
  dates: readonly string[];
  series: TimeSeries;
  width: number;
  height: number;
}

/** Evenly spaced date ticks that fit the width (a YYYY-MM-DD label needs about 90 px). */
export function dateTicks(dates: readonly string[], width: number): string[] {
  if (dates.length === 0) return [];
  const fit = Math.max(2, Math.floor(width / 95));
  const step = Math.max(1, Math.ceil(dates.length / fit));
  const ticks: string[] = [];
  for (let i = 0; i < dates.length; i += step) ticks.push(dates[i] as string);
  return ticks;
}
