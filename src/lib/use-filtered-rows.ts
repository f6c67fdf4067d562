import { useEffect, useMemo } from 'react';
import { whenIdle } from './after-paint';
import type { SortedRows } from './sorted-rows';
import type { TextFilter } from './text-filter';

/** Texts built per idle step: a few milliseconds, so a keystroke meanwhile is not held up. */
const prepareStep = 5_000;
/**
 * At the latest this long after the last step, the next one runs even if the browser is not idle.
 * Why: right after a long list's first paint its stepwise sort keeps the page busy in short tasks,
 * so idle callbacks waited up to their default 2 s, and a keystroke within that time built the
 * texts of 100,000 rows itself (the bench's 'jacke' keystrokes at 100,000 rows).
 */
const prepareWithinMs = 50;

/**
 * The rows of `data` that match `filter`, in the order of `sorted` (data sorted by useSortedRows).
 * The filter searches `data` itself, so its texts stay valid when a long list's stepwise sort ends;
 * they are built in steps while the browser is idle once the list is on screen, so the first
 * keystroke only searches them.
 */
export function useFilteredRows<T extends object>(
  data: readonly T[],
  sorted: SortedRows<T>,
  filter: string,
  textFilter: TextFilter<T>,
): readonly T[] {
  useEffect(() => {
    let cancel = () => undefined as void;
    const step = () => {
      if (!textFilter.prepare(data, prepareStep)) cancel = whenIdle(step, prepareWithinMs);
    };
    cancel = whenIdle(step, prepareWithinMs);
    return () => cancel();
  }, [data, textFilter]);
  return useMemo(() => {
    const found = textFilter.indices(data, filter);
    // In sorted order; while a long list is still being sorted, its first matches in order.
    return found ? sorted.plan.arrange(found) : sorted.rows;
  }, [data, sorted, filter, textFilter]);
}
