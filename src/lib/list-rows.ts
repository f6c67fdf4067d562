import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { sortInWorker } from '@/api/list-worker';
import { whenIdle } from './after-paint';
import { sortOrder } from './sort-order';
import { needleOf, type TextFilter } from './text-filter';

export type SortValue<T> = (row: T) => string | number;

export interface ListSort {
  column: string;
  direction: 'asc' | 'desc';
}

/**
 * Lists up to this size are sorted in the page, in the render; longer ones in the list worker,
 * so the page stays responsive (sorting 100,000 texts with the collator takes most of a second on a
 * desktop, several on a phone).
 */
export const SORT_IN_PAGE_UP_TO = 5_000;

interface WorkerOrder<T> {
  rows: readonly T[];
  key: string;
  order: Int32Array;
}

/**
 * The order of `rows` (indices) for `sort`, or null for their own order. A long list is sorted in
 * the list worker: until its order arrives the rows show in their last order (their own the first
 * time).
 */
export function useSortOrder<T>(
  rows: readonly T[],
  sortValues: Readonly<Record<string, SortValue<T>>>,
  sort: ListSort | null,
): Int32Array | null {
  const sortValue = sort ? sortValues[sort.column] : undefined;
  const direction = sort?.direction === 'desc' ? -1 : 1;
  const key = `${sort?.column} ${direction}`;
  const inPage = rows.length <= SORT_IN_PAGE_UP_TO;
  const pageOrder = useMemo(
    () => (sortValue && inPage ? sortOrder(rows.map(sortValue), direction) : null),
    [rows, sortValue, direction, inPage],
  );
  const [workerOrder, setWorkerOrder] = useState<WorkerOrder<T> | null>(null);
  useEffect(() => {
    if (!sortValue || inPage) return;
    let current = true;
    void sortInWorker(rows.map(sortValue), direction).then((order) => {
      if (current) setWorkerOrder({ rows, key, order });
    });
    return () => {
      current = false;
    };
  }, [rows, sortValue, direction, key, inPage]);
  if (!sortValue) return null;
  if (inPage) return pageOrder;
  return workerOrder?.rows === rows ? workerOrder.order : null;
}

/**
 * The rows of a list as its table shows them: sorted (useSortOrder), then those matching the
 * filter's text. The filter follows the input as a deferred value, so typing stays immediate while
 * the list catches up; the lower-cased texts are built once per list, while the browser is idle.
 */
export function useListRows<T extends object>(
  rows: readonly T[],
  sortValues: Readonly<Record<string, SortValue<T>>>,
  sort: ListSort | null,
  filter: string,
  matches: TextFilter<T>,
): readonly T[] {
  const order = useSortOrder(rows, sortValues, sort);
  const needle = needleOf(useDeferredValue(filter));
  useEffect(() => whenIdle(() => void matches.texts(rows)), [rows, matches]);
  return useMemo(() => {
    if (needle === '' && !order) return rows;
    const texts = needle === '' ? null : matches.texts(rows);
    const shown: T[] = [];
    for (let place = 0; place < rows.length; place += 1) {
      const index = order ? (order[place] as number) : place;
      if (!texts || (texts[index] as string).includes(needle)) shown.push(rows[index] as T);
    }
    return shown;
  }, [rows, order, needle, matches]);
}
