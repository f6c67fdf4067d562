/**
 * Changes drawn on a time chart: a marker on the day of each change, a shaded range where a pin or
 * a manual recommendation was scheduled. Pure, so the geometry and the averages are tested alone.
 */
export interface ChangeMarker {
  /** Local day of the change, YYYY-MM-DD. */
  date: string;
  /** What changed that day, one line per change. */
  changes: string[];
}

export interface ChangeRange {
  id: string;
  /** First and last local day, YYYY-MM-DD; open ends are the chart's ends. */
  from: string | null;
  to: string | null;
  title: string;
}

export interface ChartChanges {
  markers: ChangeMarker[];
  ranges: ChangeRange[];
}

/** What a marker reports the averages of: a metric per day, or a rank (null where a day has none). */
export interface MarkedSeries {
  id: string;
  label: string;
  /** One value per date of the chart; null for a day without one, which no average counts. */
  values: readonly (number | null)[];
  format: (value: number) => string;
}

/** The days a window of averages spans. */
export const averageDays = 7;

/**
 * The mean of a series over the 7 days before a day and over that day and the 6 after, within the
 * days the chart has and over the days with a value; null for a side with none.
 */
export function averagesAround(
  dates: readonly string[],
  values: readonly (number | null)[],
  date: string,
): { before: number | null; after: number | null } {
  const index = dates.findIndex((day) => day >= date);
  const at = index < 0 ? dates.length : index;
  const mean = (from: number, to: number) => {
    const slice = values
      .slice(Math.max(0, from), Math.max(0, to))
      .filter((value): value is number => value !== null);
    return slice.length === 0 ? null : slice.reduce((sum, value) => sum + value, 0) / slice.length;
  };
  return { before: mean(at - averageDays, at), after: mean(at, at + averageDays) };
}

/**
 * Horizontal centre of a day in a panel's inner area: a point scale for lines (first day at 0,
 * last at the width), a band scale with the given padding for bars (as nivo's, inner and outer).
 */
export function dayX(
  index: number,
  count: number,
  innerWidth: number,
  kind: 'line' | 'bar',
  padding = 0,
): number {
  if (kind === 'line') return count <= 1 ? innerWidth / 2 : (index * innerWidth) / (count - 1);
  const step = innerWidth / (count + padding);
  return step * (index + 0.5 + padding / 2);
}

/** The index of the first chart day on or after `date`, clamped to the chart; null outside it. */
export function dayIndex(dates: readonly string[], date: string): number | null {
  if (dates.length === 0) return null;
  if (date < (dates[0] as string) || date > (dates[dates.length - 1] as string)) return null;
  const index = dates.findIndex((day) => day >= date);
  return index < 0 ? null : index;
}

/** A range clipped to the chart's days, as first and last index; null when it misses the chart. */
export function rangeIndexes(
  dates: readonly string[],
  range: Pick<ChangeRange, 'from' | 'to'>,
): { first: number; last: number } | null {
  if (dates.length === 0) return null;
  const start = dates[0] as string;
  const end = dates[dates.length - 1] as string;
  const from = range.from && range.from > start ? range.from : start;
  const to = range.to && range.to < end ? range.to : end;
  if (from > to) return null;
  const first = dates.findIndex((day) => day >= from);
  let last = dates.length - 1;
  while (last > 0 && (dates[last] as string) > to) last -= 1;
  return first < 0 || last < first ? null : { first, last };
}
