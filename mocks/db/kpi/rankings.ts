import type { KpiRequest } from './requests';
import type { Funnel } from './results';

export interface RequestRow {
  request: KpiRequest;
  funnel: Funnel;
}

const POPULAR_COUNT = 50;
const TRENDING_COUNT = 25;
/** Trending needs some recent volume, or a query searched twice instead of once would top the list. */
const TRENDING_MIN_RECENT = 5;

const byVolume = (a: RequestRow, b: RequestRow) =>
  b.funnel.navigations - a.funnel.navigations || a.request.label.localeCompare(b.request.label);

const ir = (row: RequestRow) => row.funnel.sessions / row.funnel.navigations;

export function popular(rows: RequestRow[]): RequestRow[] {
  return rows
    .filter((row) => row.funnel.navigations > 0)
    .sort(byVolume)
    .slice(0, POPULAR_COUNT);
}

/**
 * Spec §9: the highest-volume requests whose IR is in the bottom 10th percentile. Here: among the
 * requests with at least the median volume (lower median), those whose IR is at most the 10th
 * percentile (nearest rank) of those requests' IRs; by volume, highest first.
 */
export function lowPerforming(rows: RequestRow[]): RequestRow[] {
  const withTraffic = rows.filter((row) => row.funnel.navigations > 0);
  if (withTraffic.length === 0) return [];
  const volumes = withTraffic.map((row) => row.funnel.navigations).sort((a, b) => a - b);
  const median = volumes[Math.floor((volumes.length - 1) / 2)] ?? 0;
  const highVolume = withTraffic.filter((row) => row.funnel.navigations >= median);
  const irs = highVolume.map(ir).sort((a, b) => a - b);
  const p10 = irs[Math.max(0, Math.ceil(0.1 * irs.length) - 1)] ?? 0;
  return highVolume.filter((row) => ir(row) <= p10).sort(byVolume);
}

export interface TrendRow {
  request: KpiRequest;
  recent: number;
  previous: number;
}

/** Growth of Recent over Previous (a request new in the recent period counts as grown from 1). */
export function trending(rows: TrendRow[]): TrendRow[] {
  const growth = (row: TrendRow) => row.recent / Math.max(1, row.previous);
  return rows
    .filter((row) => row.recent > row.previous && row.recent >= TRENDING_MIN_RECENT)
    .sort(
      (a, b) =>
        growth(b) - growth(a) || b.recent - a.recent || a.request.label.localeCompare(b.request.label),
    )
    .slice(0, TRENDING_COUNT);
}
