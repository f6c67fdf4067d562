/** Contract: ranks are 1-based; -1 means unknown; above 1e9 is an out-of-range marker (pinned or beyond the ranked range). */
export const OUT_OF_RANGE_BASE = 1_000_000_000;

export type RankKind = 'ranked' | 'unknown' | 'outOfRange';

export function rankKind(rank: number): RankKind {
  if (!Number.isFinite(rank) || !Number.isInteger(rank) || rank < 1) return 'unknown';
  return rank > OUT_OF_RANGE_BASE ? 'outOfRange' : 'ranked';
}

/**
 * Spec §3/§9: -1 displays as '?', a rank above 1e9 as the excess followed by '+'
 * (1000000200 → '200+'). Anything else that is not a 1-based rank is unknown as well.
 */
export function formatRank(rank: number): string {
  switch (rankKind(rank)) {
    case 'unknown':
      return '?';
    case 'outOfRange':
      return `${rank - OUT_OF_RANGE_BASE}+`;
    case 'ranked':
      return String(rank);
  }
}

/**
 * Where a rank sits on a chart: the rank itself, the excess for out-of-range markers (drawn
 * differently), nothing for unknown ranks (a gap).
 */
export function chartRank(rank: number): { value: number; outOfRange: boolean } | null {
  const kind = rankKind(rank);
  if (kind === 'unknown') return null;
  return kind === 'outOfRange'
    ? { value: rank - OUT_OF_RANGE_BASE, outOfRange: true }
    : { value: rank, outOfRange: false };
}

/** Sorting: ranked first by rank, then the out-of-range markers by their excess, unknown last. */
export function rankSortValue(rank: number): number {
  const kind = rankKind(rank);
  if (kind === 'unknown') return Number.MAX_SAFE_INTEGER;
  return rank;
}
