import { useEffect, useMemo } from 'react';
import { whenIdle } from './after-paint';
import type { TextFilter } from './text-filter';

/**
 * The rows of `rows` that match `filter`. Once the list is on screen, the lower-cased texts of its
 * rows are built while the browser is idle, so the first keystroke only searches them.
 */
export function useFilteredRows<T extends object>(rows: readonly T[], filter: string, textFilter: TextFilter<T>): T[] {
  useEffect(() => whenIdle(() => textFilter.prepare(rows)), [rows, textFilter]);
  return useMemo(() => textFilter.select(rows, filter), [rows, filter, textFilter]);
}
