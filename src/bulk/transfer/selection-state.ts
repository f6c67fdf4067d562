/**
 * Which rows of a list are selected, by key. "Select all shown" on an unfiltered list of 100,000
 * rules is kept as "all rows of this list except these" instead of a set of 100,000 keys: building
 * that set, and filtering the list by it for the selected rows and the count, cost the page over
 * 100 ms per click. It becomes a set of keys only when the list itself changes (a
 * reload), so the selection still means the same rows.
 */
export type SelectionState<T> =
  | { kind: 'keys'; keys: ReadonlySet<string> }
  | { kind: 'all'; of: readonly T[]; except: ReadonlySet<string> };

export type RowKey<T> = (row: T) => string;

export const noSelection: SelectionState<never> = { kind: 'keys', keys: new Set() };

/**
 * The state for the list `data` (a reload): rows no longer in it leave the selection (a rule
 * deleted meanwhile and created again is not selected again), and an "all of" the previous list
 * turns into the keys it selected.
 */
export function selectionFor<T>(
  state: SelectionState<T>,
  data: readonly T[],
  key: RowKey<T>,
): SelectionState<T> {
  if (state.kind === 'all' ? state.of === data : state.keys.size === 0) return state;
  const selected = new Set<string>();
  if (state.kind === 'all')
    for (const row of state.of) if (!state.except.has(key(row))) selected.add(key(row));
  const keys = new Set<string>();
  for (const row of data)
    if ((state.kind === 'all' ? selected : state.keys).has(key(row))) keys.add(key(row));
  return { kind: 'keys', keys };
}

/** Whether `row` (a row of the list the state is for) is selected. */
export function isRowSelected<T>(state: SelectionState<T>, row: T, key: RowKey<T>): boolean {
  return state.kind === 'keys' ? state.keys.has(key(row)) : !state.except.has(key(row));
}

const withKeys = (keys: ReadonlySet<string>, change: (next: Set<string>) => void): ReadonlySet<string> => {
  const next = new Set(keys);
  change(next);
  return next;
};

/** Selects (`on`) or unselects `rows`, rows of `data` (the list the state is for). */
export function setRows<T>(
  state: SelectionState<T>,
  rows: readonly T[],
  on: boolean,
  data: readonly T[],
  key: RowKey<T>,
): SelectionState<T> {
  // All rows of the list (no filter: as many shown as there are): no key needed.
  if (rows.length === data.length && data.length > 0)
    return on ? { kind: 'all', of: data, except: new Set() } : { kind: 'keys', keys: new Set() };
  // Rows selected or unselected: keys join or leave the selection (in "all" mode, the exceptions).
  const add = state.kind === 'keys' ? on : !on;
  const change = (next: Set<string>) =>
    rows.forEach((row) => (add ? next.add(key(row)) : next.delete(key(row))));
  return state.kind === 'keys'
    ? { kind: 'keys', keys: withKeys(state.keys, change) }
    : { ...state, except: withKeys(state.except, change) };
}

/** The selected rows of `data`, in its order (`data` itself when all are selected). */
export function selectedRows<T>(state: SelectionState<T>, data: readonly T[], key: RowKey<T>): readonly T[] {
  if (state.kind === 'keys')
    return state.keys.size === 0 ? [] : data.filter((row) => state.keys.has(key(row)));
  return state.except.size === 0 ? data : data.filter((row) => !state.except.has(key(row)));
}

/** How many of `rows` (rows of `data`) are selected. */
export function countSelected<T>(
  state: SelectionState<T>,
  rows: readonly T[],
  data: readonly T[],
  key: RowKey<T>,
): number {
  if (state.kind === 'keys' && state.keys.size === 0) return 0;
  if (state.kind === 'all' && rows.length === data.length) return rows.length - state.except.size;
  let count = 0;
  for (const row of rows) if (isRowSelected(state, row, key)) count += 1;
  return count;
}
