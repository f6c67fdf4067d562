import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countSelected,
  isRowSelected,
  noSelection,
  selectedRows,
  selectionFor,
  setRows,
  type SelectionState,
} from './selection-state';

interface Row {
  id: string;
}
const key = (row: Row) => row.id;
const list = (ids: readonly number[]): Row[] => [...new Set(ids)].map((id) => ({ id: `r${id}` }));

type Step =
  | { op: 'toggle'; at: number; on: boolean }
  | { op: 'setShown'; filter: number; on: boolean }
  | { op: 'reload'; ids: number[] };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('toggle' as const), at: fc.nat(), on: fc.boolean() }),
  // filter 0: all rows shown; else the rows whose number is divisible by it.
  fc.record({ op: fc.constant('setShown' as const), filter: fc.nat({ max: 3 }), on: fc.boolean() }),
  fc.record({ op: fc.constant('reload' as const), ids: fc.array(fc.nat({ max: 30 }), { maxLength: 25 }) }),
);

describe('selection state ("all except" for select all)', () => {
  it('selects exactly what a plain set of keys selects, through toggles, select all shown and reloads', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 30 }), { maxLength: 25 }),
        fc.array(step, { maxLength: 30 }),
        (ids, steps) => {
          let data = list(ids);
          let state: SelectionState<Row> = noSelection;
          const naive = new Set<string>();
          const shownOf = (filter: number) =>
            filter === 0 ? data : data.filter((row) => Number(row.id.slice(1)) % (filter + 1) === 0);
          for (const next of steps) {
            if (next.op === 'reload') {
              data = list(next.ids);
              state = selectionFor(state, data, key);
              // A reload drops the rows no longer there from the selection.
              const present = new Set(data.map(key));
              naive.forEach((id) => present.has(id) || naive.delete(id));
            } else {
              const rows =
                next.op === 'toggle'
                  ? data.length
                    ? [data[next.at % data.length] as Row]
                    : []
                  : shownOf(next.filter);
              state = setRows(state, rows, next.on, data, key);
              rows.forEach((row) => (next.on ? naive.add(row.id) : naive.delete(row.id)));
            }
            const expected = data.filter((row) => naive.has(row.id));
            expect(selectedRows(state, data, key)).toEqual(expected);
            data.forEach((row) => expect(isRowSelected(state, row, key)).toBe(naive.has(row.id)));
            for (const filter of [0, 1, 2]) {
              const shown = shownOf(filter);
              expect(countSelected(state, shown, data, key)).toBe(
                shown.filter((row) => naive.has(row.id)).length,
              );
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('select all of an unfiltered list keeps no keys, and its selected rows are the list itself', () => {
    const data = list(Array.from({ length: 1_000 }, (_, i) => i));
    const all = setRows(noSelection as SelectionState<Row>, data, true, data, key);
    expect(all.kind).toBe('all');
    expect(selectedRows(all, data, key)).toBe(data);
    expect(countSelected(all, data, data, key)).toBe(1_000);
  });
});
