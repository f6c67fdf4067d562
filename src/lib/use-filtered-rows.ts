import { useEffect, useMemo } from 'react';
import { whenIdle } from './after-paint';
import type { SortedRows } from './sorted-rows';
import type { TextFilter } from './text-filter';

/** Texts built per idle step: a few milliseconds, so a keystroke meanwhile is not held up. */
const prepareStep = 5_000;

/**
 * The rows of `data` that match `filter`, in the order of `sorted` (data sorted by useSortedRows).
 * The filter searches `data` itself, so its texts stay valid when a long list's stepwise sort ends;
 * they are built in steps while the browser is idle once the list is on screen, so the first
 * keystroke only searches them.
 */
export function useFilteredRows<T extends object>(data: readonly T[], sorted: SortedRows<T>, filter: string, textFilter: TextFilter<T>): readonly T[] {
  useEffect(() => {
    let cancel = () => undefined as void;
    const step = () => {
      if (!textFilter.prepare(data, prepareStep)) cancel = whenIdle(step);
    };
    cancel = whenIdle(step);
    return () => cancel();
  }, [data, textFilter]);
  return useMemo(() => {
    const found = textFilter.indices(data, filter);
    // In sorted order (a sort still under way is finished first).
    return found ? pickInOrder(data, sorted.plan.order(), found) : sorted.rows;
  }, [data, sorted, filter, textFilter]);
}

/** Each row's place in an order, built once per order (for filters that match few rows). */
const ranks = new WeakMap<readonly number[], Int32Array>();
function rankOf(order: readonly number[]): Int32Array {
  let rank = ranks.get(order);
  if (!rank) {
    rank = new Int32Array(order.length);
    order.forEach((index, place) => ((rank as Int32Array)[index] = place));
    ranks.set(order, rank);
  }
  return rank;
}

/**
 * The rows of `data` at the indices `found`, in the order `order` (indices of all rows): a few
 * matches are sorted by their place in it, many picked in one pass over it.
 */
export function pickInOrder<T>(data: readonly T[], order: readonly number[], found: Int32Array): T[] {
  if (found.length * 16 < data.length) {
    const rank = rankOf(order);
    return Array.from(found)
      .sort((a, b) => (rank[a] as number) - (rank[b] as number))
      .map((index) => data[index] as T);
  }
  const matches = new Uint8Array(data.length);
  for (const index of found) matches[index] = 1;
  const shown: T[] = [];
  for (const index of order) if (matches[index]) shown.push(data[index] as T);
  return shown;
}
