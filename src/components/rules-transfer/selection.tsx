import { useLingui } from '@lingui/react/macro';
import { Checkbox } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { CellCheckbox } from '@/components/table-cells';

export interface RowSelection<T> {
  /** The selected rows as currently loaded (a reload drops deleted ones and picks up edits). */
  selected: T[];
  isSelected: (row: T) => boolean;
  toggle: (row: T, on: boolean) => void;
  setMany: (rows: readonly T[], on: boolean) => void;
  clear: () => void;
}

/** Row selection by key; it starts empty again whenever `resetKey` (e.g. the scope) changes. */
export function useRowSelection<T>(rows: readonly T[] | undefined, key: (row: T) => string, resetKey: string): RowSelection<T> {
  const [state, setState] = useState<{ resetKey: string; keys: ReadonlySet<string> }>({ resetKey, keys: new Set() });
  const keys = useMemo(() => (state.resetKey === resetKey ? state.keys : new Set<string>()), [state, resetKey]);
  const update = useCallback(
    (change: (next: Set<string>) => void) =>
      setState((previous) => {
        const next = new Set(previous.resetKey === resetKey ? previous.keys : []);
        change(next);
        return { resetKey, keys: next };
      }),
    [resetKey],
  );
  const selected = useMemo(() => (keys.size === 0 ? [] : (rows ?? []).filter((row) => keys.has(key(row)))), [rows, keys, key]);
  return {
    selected,
    isSelected: (row) => keys.has(key(row)),
    toggle: (row, on) => update((next) => (on ? next.add(key(row)) : next.delete(key(row)))),
    setMany: (many, on) => update((next) => many.forEach((row) => (on ? next.add(key(row)) : next.delete(key(row))))),
    clear: () => update((next) => next.clear()),
  };
}

/** "Select all shown" for a filtered list, indeterminate when only some are selected. */
export function SelectShownCheckbox<T>({ rows, selection }: { rows: readonly T[]; selection: RowSelection<T> }) {
  const { t } = useLingui();
  // Nothing selected (the usual case) needs no pass over 10,000 rows on every keystroke.
  const count = selection.selected.length === 0 ? 0 : rows.filter(selection.isSelected).length;
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
export function RowCheckbox<T>({ row, selection, label }: { row: T; selection: RowSelection<T>; label: string }) {
  return <CellCheckbox label={label} checked={selection.isSelected(row)} onChange={(checked) => selection.toggle(row, checked)} />;
}
