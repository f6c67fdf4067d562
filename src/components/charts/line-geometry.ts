import { createLinearScale, createPointScale, type ScaleLinear, type ScalePoint } from '@nivo/scales';

/** Where a line panel's days land, computed once per data and size (not per hover). */
export interface LineGeometry {
  xScale: ScalePoint<string>;
  yScale: ScaleLinear<number>;
  /** One position per day, in the inner (margin-less) area. */
  positions: { x: number; y: number }[];
}

/**
 * The scales and positions nivo's LineCanvas computes for one series with `xScale={{ type: 'point' }}`
 * and `yScale={{ type: 'linear', min: 0, max: 'auto' }}` (same nivo scale factories, so the same
 * ticks and pixels), without its per-point objects, nested copies and sorting: for two years of
 * days those cost more than the drawing.
 */
export function lineGeometry(
  dates: readonly string[],
  values: readonly number[],
  innerWidth: number,
  innerHeight: number,
): LineGeometry {
  const ys = dates.map((_, i) => values[i] ?? 0);
  const xScale = createPointScale<string>(
    { type: 'point' },
    { all: [...dates], min: dates[0] ?? '', max: dates[dates.length - 1] ?? '' },
    innerWidth,
  );
  // nivo's 'auto' maximum is the largest value (Math.max, so NaN stays NaN as it did there).
  const yScale = createLinearScale<number>(
    { type: 'linear', min: 0, max: 'auto' },
    { all: ys, min: Math.min(...ys), max: Math.max(...ys) },
    innerHeight,
    'y',
  );
  const positions = dates.map((date, i) => ({ x: xScale(date) ?? 0, y: yScale(ys[i] as number) }));
  return { xScale, yScale, positions };
}

/**
 * The index of the position nearest to (x, y), as nivo's Delaunay mesh finds it: the exact
 * nearest point in the plane, searched outwards from the nearest x (positions go left to right).
 */
export function nearestIndex(positions: readonly { x: number; y: number }[], x: number, y: number): number {
  if (positions.length === 0) return -1;
  let low = 0;
  let high = positions.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((positions[mid] as { x: number }).x < x) low = mid + 1;
    else high = mid;
  }
  let best = low;
  let bestDistance = Infinity;
  const consider = (i: number) => {
    const point = positions[i] as { x: number; y: number };
    const dx = point.x - x;
    if (dx * dx > bestDistance) return false;
    const distance = dx * dx + (point.y - y) ** 2;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = i;
    }
    return true;
  };
  for (let i = low; i < positions.length && consider(i); i += 1);
  for (let i = low - 1; i >= 0 && consider(i); i -= 1);
  return best;
}
