import type { PinHistoryEntry, RankingHistoryEntry } from '@/api/generated/model';
import { chartRank } from './rank-display';

export interface ChartPoint {
  x: number;
  y: number;
  rank: number;
  date: string;
}

export interface RankChartModel {
  /** Polylines of known ranks; an unknown rank (-1) breaks the line. */
  segments: ChartPoint[][];
  /** Days beyond the ranked range (rank > 1e9), drawn at the bottom edge. */
  outOfRange: ChartPoint[];
  /** Pinned positions on the days the product was pinned. */
  pins: ChartPoint[];
  /** The worst rank on the chart's scale (bottom edge). */
  maxRank: number;
  /** The days on the chart (YYYY-MM-DD, oldest first) and where each one lies. */
  days: string[];
  xOf: (day: string) => number;
  yOf: (rank: number) => number;
  /** Where out-of-range days are drawn: the bottom edge, below the scale. */
  outOfRangeY: number;
}

interface Box {
  width: number;
  height: number;
  /** Room kept free on each side so markers are not cut off. */
  pad: number;
  /** Height of the band below the scale where out-of-range days sit (only when there are any). */
  band?: number;
}

/** The smallest scale: a product between ranks 1 and 3 should not look like it swings wildly. */
const MIN_SCALE = 5;

export const dayOf = (iso: string) => iso.slice(0, 10);

/**
 * Places a rank history and its pin history on one chart: time left to right, rank 1 at the top.
 * Pure, so the sparkline of a ranking row and the product's large chart share it.
 */
export function rankChartModel(
  history: RankingHistoryEntry[],
  pinHistory: PinHistoryEntry[],
  { width, height, pad, band = 0 }: Box,
): RankChartModel {
  const days = [
    ...new Set([...history.map((h) => dayOf(h.DateUtc)), ...pinHistory.map((p) => dayOf(p.DateUtc))]),
  ].sort();
  const index = new Map(days.map((day, i) => [day, i]));
  // Out-of-range markers sit on the bottom edge; their excess does not stretch the scale.
  const inRange = (r: ReturnType<typeof chartRank>): r is { value: number; outOfRange: false } =>
    r !== null && !r.outOfRange;
  const ranked = history.map((h) => chartRank(h.Rank)).filter(inRange);
  const pinRanks = pinHistory.map((p) => chartRank(p.Rank)).filter(inRange);
  const maxRank = Math.max(MIN_SCALE, ...ranked.map((r) => r.value), ...pinRanks.map((r) => r.value));
  const anyOutOfRange = [...history, ...pinHistory].some((entry) => chartRank(entry.Rank)?.outOfRange);
  const scaleBottom = height - pad - (anyOutOfRange ? band : 0);
  const x = (day: string) =>
    pad +
    (days.length <= 1
      ? (width - 2 * pad) / 2
      : ((index.get(day) ?? 0) / (days.length - 1)) * (width - 2 * pad));
  const y = (rank: number) => pad + ((Math.min(rank, maxRank) - 1) / (maxRank - 1)) * (scaleBottom - pad);

  const segments: ChartPoint[][] = [];
  const outOfRange: ChartPoint[] = [];
  let current: ChartPoint[] = [];
  for (const entry of history) {
    const rank = chartRank(entry.Rank);
    const day = dayOf(entry.DateUtc);
    if (rank === null || rank.outOfRange) {
      if (current.length) segments.push(current);
      current = [];
      if (rank?.outOfRange)
        outOfRange.push({ x: x(day), y: height - pad, rank: entry.Rank, date: entry.DateUtc });
      continue;
    }
    current.push({ x: x(day), y: y(rank.value), rank: entry.Rank, date: entry.DateUtc });
  }
  if (current.length) segments.push(current);

  const pins = pinHistory.flatMap((p) => {
    const rank = chartRank(p.Rank);
    return rank
      ? [
          {
            x: x(dayOf(p.DateUtc)),
            y: rank.outOfRange ? height - pad : y(rank.value),
            rank: p.Rank,
            date: p.DateUtc,
          },
        ]
      : [];
  });
  return { segments, outOfRange, pins, maxRank, days, xOf: x, yOf: y, outOfRangeY: height - pad };
}

export const pointsAttr = (points: ChartPoint[]) =>
  points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
