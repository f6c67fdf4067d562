import { useEffect, useMemo, useState } from 'react';
import { afterNextPaint } from './after-paint';
import { estimateKey, sortByText, textOrders } from './sort-by-text';
import { finishSteps, firstInOrder, sortInSteps, type IndexCompare } from './stepwise-sort';

export type SortValue<T> = (row: T) => string | number;

/**
 * A list being sorted: `rows()` is the whole list, sorted once `complete`, before that its first
 * `firstCount` rows in their final order followed by the others unsorted. `step` does some of the
 * remaining work (a few milliseconds), `finish` all of it.
 */
export interface SortPlan<T> {
  rows: () => T[];
  complete: () => boolean;
  step: (budgetMs: number) => boolean;
  finish: () => T[];
  /** The rows' indices in sorted order (sorting the rest at once if need be). */
  order: () => readonly number[];
  /**
   * The rows at the indices `found` (ascending), like `rows()`: in sorted order once complete, before
   * that the first `firstCount` of them in their final order and the others after them.
   */
  arrange: (found: Int32Array) => T[];
}

/** Lists up to this size are sorted at once: a few milliseconds, and no second render. */
export const sortAtOnceUpTo = 5_000;
/** Rows in final order before the rest is sorted: several screens, for a scroll right after the first paint. */
export const firstCount = 200;
/** Comparisons per step of the stepwise sort: a few milliseconds. */
const stepSize = 4_096;

const now = () => (typeof performance === 'undefined' ? Date.now() : performance.now());

function done<T>(rows: readonly T[], order: number[]): SortPlan<T> {
  const sorted = order.map((index) => rows[index] as T);
  return {
    rows: () => sorted,
    complete: () => true,
    step: () => true,
    finish: () => sorted,
    order: () => order,
    arrange: (found) => pickInOrder(rows, order, found),
  };
}

const indicesOf = (rows: readonly unknown[]) => rows.map((_, index) => index);

/** The text keys of the rows, a step of rows at a time, then the merge sort by them. */
function* textSteps(texts: readonly string[], direction: 1 | -1): Generator<void, number[], void> {
  const keys: string[] = new Array<string>(texts.length);
  for (let index = 0; index < texts.length; index += 1) {
    keys[index] = estimateKey(texts[index] as string);
    if (index % stepSize === stepSize - 1) yield;
  }
  const { estimate, exact } = textOrders(texts, (index) => keys[index] as string, direction);
  return yield* sortInSteps(texts.length, estimate, stepSize, exact);
}

/**
 * `rows` ordered by `sortValue` as sortRowsBy orders them (texts by the collator, numbers by value,
 * stable; `direction` 1 ascending, -1 descending). Short lists are sorted at once; long ones show
 * their first rows exactly at once and sort the rest stepwise.
 */
export function planSort<T>(
  rows: readonly T[],
  sortValue: SortValue<T> | undefined,
  direction: 1 | -1,
): SortPlan<T> {
  if (!sortValue) return done(rows, indicesOf(rows));
  const values = rows.map(sortValue);
  const numeric = values.every((value) => typeof value === 'number');
  if (rows.length <= sortAtOnceUpTo) {
    if (!numeric) return done(rows, sortByText(indicesOf(rows), values.map(String), direction));
    const order = indicesOf(rows);
    order.sort((a, b) => direction * ((values[a] as number) - (values[b] as number)) || a - b);
    return done(rows, order);
  }
  let exact: IndexCompare;
  let steps: Generator<void, number[], void>;
  if (numeric) {
    const numbers = values as number[];
    exact = (a, b) => direction * ((numbers[a] as number) - (numbers[b] as number)) || a - b;
    steps = sortInSteps(rows.length, exact, stepSize);
  } else {
    const texts = values.every((value) => typeof value === 'string')
      ? (values as string[])
      : values.map(String);
    exact = textOrders(texts, () => '', direction).exact;
    steps = textSteps(texts, direction);
  }
  const first = firstInOrder(rows.length, exact, firstCount);
  const inFirst = new Uint8Array(rows.length);
  for (const index of first) inFirst[index] = 1;
  let current: T[] = first.map((index) => rows[index] as T);
  for (let index = 0; index < rows.length; index += 1) if (!inFirst[index]) current.push(rows[index] as T);
  let complete = false;
  let sortedOrder: number[] = [];
  const finishWith = (order: number[]) => {
    sortedOrder = order;
    current = order.map((index) => rows[index] as T);
    complete = true;
    return current;
  };
  const finish = () => (complete ? current : finishWith(finishSteps(steps)));
  return {
    rows: () => current,
    complete: () => complete,
    step: (budgetMs) => {
      const until = now() + budgetMs;
      while (!complete) {
        const next = steps.next();
        if (next.done) finishWith(next.value);
        else if (now() >= until) break;
      }
      return complete;
    },
    finish,
    order: () => {
      finish();
      return sortedOrder;
    },
    arrange: (found) => {
      if (complete) return pickInOrder(rows, sortedOrder, found);
      const firstFound = firstInOrder(
        found.length,
        (a, b) => exact(found[a] as number, found[b] as number),
        firstCount,
      );
      const taken = new Uint8Array(found.length);
      for (const place of firstFound) taken[place] = 1;
      const arranged = firstFound.map((place) => rows[found[place] as number] as T);
      found.forEach((index, place) => {
        if (!taken[place]) arranged.push(rows[index] as T);
      });
      return arranged;
    },
  };
}

/** Milliseconds of sorting per task, between which the page stays responsive. */
const sliceMs = 8;

/**
 * The rows sorted (see planSort). Long lists render first with their first rows in order, then
 * again once sorted in steps between tasks; `plan.order()` sorts the rest at once (e.g. for a
 * filter, whose result must be in order).
 */
export function useSortedRows<T>(
  rows: readonly T[],
  sortValues: Readonly<Record<string, SortValue<T>>>,
  sort: { column: string; direction: 'asc' | 'desc' } | null,
) {
  const plan = useMemo(
    () => planSort(rows, sort ? sortValues[sort.column] : undefined, sort?.direction === 'desc' ? -1 : 1),
    [rows, sortValues, sort],
  );
  // The sorted rows come back through state, not by reading the plan again: the React Compiler
  // memoises `plan.rows()` per plan, so a render after the plan finished would still get the
  // rows as they were before (the rows past the first ones stayed unsorted).
  const [finished, setFinished] = useState<{ plan: SortPlan<T>; rows: T[] } | null>(null);
  useEffect(() => {
    if (plan.complete()) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      if (plan.step(sliceMs)) setFinished({ plan, rows: plan.rows() });
      else timer = setTimeout(run, 0);
    };
    // Not before the first rows are on screen: a task queued now could delay that paint.
    const cancel = afterNextPaint(run);
    return () => {
      cancel();
      clearTimeout(timer);
    };
  }, [plan]);
  const sorted = finished?.plan === plan ? finished.rows : plan.rows();
  return useMemo(() => ({ rows: sorted, plan }), [sorted, plan]);
}

export type SortedRows<T> = ReturnType<typeof useSortedRows<T>>;

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
