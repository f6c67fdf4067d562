import { useEffect, useMemo } from 'react';
import { whenIdle } from './after-paint';
import type { TextFilter } from './text-filter';

/** Texts built per idle step: a few milliseconds, so a keystroke meanwhile is not held up. */
const prepareStep = 5_000;

/**
 * The rows of `rows` that match `filter`. Once the list is on screen, the lower-cased texts of its
 * rows are built in steps while the browser is idle, so the first keystroke only searches them.
 */
export function useFilteredRows<T extends object>(rows: readonly T[], filter: string, textFilter: TextFilter<T>): T[] {
  useEffect(() => {
    let cancel = () => undefined as void;
    const step = () => {
      if (!textFilter.prepare(rows, prepareStep)) cancel = whenIdle(step);
    };
    cancel = whenIdle(step);
    return () => cancel();
  }, [rows, textFilter]);
  return useMemo(() => textFilter.select(rows, filter), [rows, filter, textFilter]);
}
