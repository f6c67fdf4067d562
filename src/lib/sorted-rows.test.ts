import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortRowsBy } from '@/components/VirtualTable';
import { renderHook, waitFor } from '@testing-library/react';
import { firstCount, pickInOrder, planSort, sortAtOnceUpTo, useSortedRows } from './sorted-rows';
import { textFilter } from './text-filter';

interface Row {
  name: string;
  count: number;
}

const sortValues = { name: (row: Row) => row.name, count: (row: Row) => row.count };
const rowsOf = (names: readonly string[]) => names.map((name, index) => ({ name, count: index % 7 }));
const bigList = (seed: number) =>
  rowsOf(
    Array.from(
      { length: sortAtOnceUpTo + 1_500 },
      (_, i) => `Jacke ${((i * 7919 + seed) % 997).toString(36)} ${i % 13}`,
    ),
  );

describe('planSort', () => {
  it('sorts a short list at once, exactly as the table sorts', () => {
    const rows = rowsOf(['b', 'Ä', 'a10', 'a9', 'A2']);
    const plan = planSort(rows, sortValues.name, 1);
    expect(plan.complete()).toBe(true);
    expect(plan.rows()).toEqual(sortRowsBy(rows, sortValues, { column: 'name', direction: 'asc' }));
  });

  it('shows the first rows of a long list in order at once, all rows, and the full order after its steps', () => {
    for (const [column, direction] of [
      ['name', 1],
      ['name', -1],
      ['count', 1],
      ['count', -1],
    ] as const) {
      const rows = bigList(column.length + direction);
      const expected = sortRowsBy(rows, sortValues, { column, direction: direction === 1 ? 'asc' : 'desc' });
      const plan = planSort(rows, sortValues[column], direction);
      expect(plan.complete()).toBe(false);
      expect(plan.rows()).toHaveLength(rows.length);
      expect(plan.rows().slice(0, firstCount)).toEqual(expected.slice(0, firstCount));
      expect(new Set(plan.rows())).toEqual(new Set(rows));
      let steps = 0;
      while (!plan.step(0)) steps += 1;
      expect(steps).toBeGreaterThan(3);
      expect(plan.rows()).toEqual(expected);
    }
  });

  it('finishes at once on demand, with the same order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), (seed) => {
        const rows = bigList(seed);
        expect(planSort(rows, sortValues.name, 1).finish()).toEqual(
          sortRowsBy(rows, sortValues, { column: 'name', direction: 'asc' }),
        );
      }),
      { numRuns: 5 },
    );
  });

  it('keeps the list order without a sort value', () => {
    const rows = bigList(1);
    expect(planSort(rows, undefined, 1).rows()).toEqual(rows);
  });
});

describe('filtering a sorted list through its index', () => {
  const filter = textFilter<Row>((row) => [row.name]);
  it('gives what filtering the sorted list row by row gives, sorted at once or in steps', () => {
    const word = fc.string({ unit: fc.constantFrom(...'ajkAJ 1ä'.split('')), maxLength: 5 });
    fc.assert(
      fc.property(
        fc.array(word, { maxLength: 60 }),
        fc.array(word, { maxLength: 6 }),
        fc.boolean(),
        (names, typed, big) => {
          const rows = big ? [...bigList(names.length), ...rowsOf(names)] : rowsOf(names);
          const expected = (text: string) =>
            sortRowsBy(rows, sortValues, { column: 'name', direction: 'asc' }).filter((row) =>
              filter(row, text),
            );
          const sorting = planSort(rows, sortValues.name, 1);
          for (const text of typed) {
            const found = filter.indices(rows, text);
            if (!found) continue; // an empty filter shows the list as it is being sorted (tested above)
            // While the sort is under way: the first matches in order, then all the others.
            const early = sorting.arrange(found);
            expect(early.slice(0, firstCount)).toEqual(expected(text).slice(0, firstCount));
            expect(new Set(early)).toEqual(new Set(expected(text)));
            expect(early).toHaveLength(expected(text).length);
          }
          const plan = planSort(rows, sortValues.name, 1);
          for (const text of typed) {
            const found = filter.indices(rows, text);
            if (!found) continue;
            expect(pickInOrder(rows, plan.order(), found)).toEqual(expected(text));
            expect(plan.arrange(found)).toEqual(expected(text));
          }
        },
      ),
      { numRuns: 12 },
    );
  });
});

describe('useSortedRows', () => {
  it('a long list ends up wholly sorted on screen, not just its first rows', async () => {
    const rows = bigList(5);
    const sort = { column: 'name', direction: 'asc' } as const;
    const { result } = renderHook(() => useSortedRows(rows, sortValues, sort));
    const expected = sortRowsBy(rows, sortValues, sort).map((row) => row.name);
    expect(result.current.rows.slice(0, firstCount).map((row) => row.name)).toEqual(
      expected.slice(0, firstCount),
    );
    await waitFor(() => expect(result.current.rows.map((row) => row.name)).toEqual(expected), {
      timeout: 10_000,
    });
  });
});
