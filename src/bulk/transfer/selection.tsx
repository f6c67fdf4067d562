import { useLingui } from '@lingui/react/macro';
import { Checkbox } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { CellCheckbox } from '@/components/table-cells';
import {
  countSelected,
  isRowSelected,
  noSelection,
  selectedRows,
  selectionFor,
  setRows,
  type SelectionState,
} from './selection-state';

export interface RowSelection<T> {
  /** The selected rows as currently loaded (a reload drops deleted ones and picks up edits). */
  selected: readonly T[];
  isSelected: (row: T) => boolean;
  /** How many of `rows` (rows of the list) are selected. */
  countIn: (rows: readonly T[]) => number;
  toggle: (row: T, on: boolean) => void;
  setMany: (rows: readonly T[], on: boolean) => void;
  clear: () => void;
}

const noRows: readonly never[] = [];

/**
 * Row selection by key; it starts empty again whenever `resetKey` (e.g. the scope) changes. "Select
 * all shown" on the unfiltered list holds no keys (selection-state.ts).
 */
export function useRowSelection<T>(
  rows: readonly T[] | undefined,
  key: (row: T) => string,
  resetKey: string,
): RowSelection<T> {
  const data = rows ?? noRows;
  const [state, setState] = useState<{ resetKey: string; selection: SelectionState<T> }>({
    resetKey,
    selection: noSelection,
  });
  const selection = useMemo(
    () => (state.resetKey === resetKey ? selectionFor(state.selection, data, key) : noSelection),
    [state, resetKey, data, key],
  );
  const update = useCallback(
    (change: (current: SelectionState<T>) => SelectionState<T>) =>
      setState((previous) => ({
        resetKey,
        selection: change(
          previous.resetKey === resetKey ? selectionFor(previous.selection, data, key) : noSelection,
        ),
      })),
    [resetKey, data, key],
  );
  const selected = useMemo(() => selectedRows(selection, data, key), [selection, data, key]);
  return {
    selected,
    isSelected: (row) => isRowSelected(selection, row, key),
    countIn: (shown) => countSelected(selection, shown, data, key),
    toggle: (row, on) => update((current) => setRows(current, [row], on, data, key)),
    setMany: (many, on) => update((current) => setRows(current, many, on, data, key)),
    clear: () => update(() => noSelection),
  };
}

/** "Select all shown" for a filtered list, indeterminate when only some are selected. */
export function SelectShownCheckbox<T>({
  rows,
  selection,
}: {
  rows: readonly T[];
  selection: RowSelection<T>;
}) {
  const { t } = useLingui();
  const count = selection.countIn(rows);
  const all = rows.length > 0 && count === rows.length;
  return (
    <Checkbox
      label={t`Select all shown`}
      checked={all}
      indeterminate={count > 0 && !all}
      disabled={rows.length === 0}
      onChange={() => selection.setMany(rows, !all)}
    />
  );
}

/** The checkbox of one row. */
export function RowCheckbox<T>({
  row,
  selection,
  label,
}: {
  row: T;
  selection: RowSelection<T>;
  label: string;
}) {
  return (
    <CellCheckbox
      label={label}
      checked={selection.isSelected(row)}
      onChange={(checked) => selection.toggle(row, checked)}
    />
  );
}
