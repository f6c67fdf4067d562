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
    // In sorted order; while a long list is still being sorted, its first matches in order.
    return found ? sorted.plan.arrange(found) : sorted.rows;
  }, [data, sorted, filter, textFilter]);
}
