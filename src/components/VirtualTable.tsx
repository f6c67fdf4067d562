import { useLingui } from '@lingui/react/macro';
import { Text, UnstyledButton } from '@mantine/core';
import { useMergedRef, useResizeObserver } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconChevronRight } from '@tabler/icons-react';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { sortOrder } from '@/lib/sort-order';
import { stackLayout } from './table-stack';
import classes from './VirtualTable.module.css';
import { useRowWindow } from './virtual-table-window';

export interface Column<T> {
  id: string;
  header: string;
  width?: number | string;
  /** Columns with a sort value can be sorted by clicking their header. */
  sortValue?: (row: T) => string | number;
  render: (row: T) => ReactNode;
  /** Numbers read best right-aligned, header included. */
  align?: 'left' | 'right';
  /**
   * Kept in view while the table scrolls sideways (narrow screens). The first column always is; set
   * this on the next ones when the first alone does not name the row (a selection checkbox). Every
   * sticky column but the last needs a width in pixels (the next one's offset).
   */
  sticky?: boolean;
  /** Grid cells the column takes in a stacked row (a chart needs more than a number); 1 unless set. */
  stackSpan?: number;
  /** The height its line needs in a stacked row, when more than a line of text (a chart). */
  stackHeight?: number;
}

export interface SortState {
  column: string;
  direction: 'asc' | 'desc';
}

export function sortRows<T>(rows: readonly T[], columns: readonly Column<T>[], sort: SortState | null): T[] {
  const column = sort && columns.find((c) => c.id === sort.column);
  return sortRowsBy(rows, column?.sortValue ? { [column.id]: column.sortValue } : {}, sort);
}

/**
 * sortRows with the sort values by column id, for lists that keep them apart from their columns:
 * columns are rebuilt when a selection or a pending toggle changes, and sorting 100,000 rules again
 * for that would block the page for seconds.
 */
export function sortRowsBy<T>(
  rows: readonly T[],
  sortValues: Readonly<Record<string, (row: T) => string | number>>,
  sort: SortState | null,
): T[] {
  const sortValue = sort ? sortValues[sort.column] : undefined;
  if (!sort || !sortValue) return [...rows];
  const order = sortOrder(rows.map(sortValue), sort.direction === 'asc' ? 1 : -1);
  return Array.from(order, (index) => rows[index] as T);
}

/**
 * The cells of one body row: plain cells (styled like Mantine's, VirtualTable.module.css). Memoised
 * per row object and column set, so a row that stays on screen while the user types in a list's
 * filter (or scrolls) is not rendered again; only the rows that come into view are.
 */
const RowCells = memo(function RowCells({
  row,
  columns,
  layout,
}: {
  row: unknown;
  columns: readonly Column<unknown>[];
  layout: ColumnLayout;
}) {
  return columns.map((column, index) => (
    <td
      key={column.id}
      className={layout.cellClass[index]}
      style={layout.style[index]}
      role={layout.stacked ? 'cell' : undefined}
    >
      {column.render(row)}
    </td>
  ));
});

interface ColumnLayout {
  cellClass: string[];
  headClass: (string | undefined)[];
  style: (React.CSSProperties | undefined)[];
  minWidth: number;
  /** Stacked rows: the height of the lines below the naming line, and the grid's columns. */
  stacked?: { height: number; perLine: number };
}

/** What a column without a pixel width needs at least before the table scrolls sideways. */
const flexibleColumnWidth = 180;

/**
 * Classes and styles per column, built once per column set and shared by every row (no per-row
 * work): the sticky columns' offsets and the table's minimum width, below which its frame scrolls.
 */
function columnLayout(columns: readonly Column<unknown>[]): ColumnLayout {
  let left = 0;
  let sticking = true;
  const lastSticky = columns.reduce(
    (last, column, index) => (index === 0 || column.sticky ? index : last),
    -1,
  );
  const layout: ColumnLayout = { cellClass: [], headClass: [], style: [], minWidth: 0 };
  columns.forEach((column, index) => {
    const sticky = sticking && (index === 0 || Boolean(column.sticky));
    const stickyClass = sticky
      ? `${classes.sticky} ${index === lastSticky ? classes.stickyLast : ''}`
      : undefined;
    layout.cellClass.push(stickyClass ? `${classes.cell} ${stickyClass}` : (classes.cell ?? ''));
    layout.headClass.push(stickyClass ? `${classes.th} ${stickyClass}` : classes.th);
    layout.style.push(
      column.align || sticky ? { textAlign: column.align, left: sticky ? left : undefined } : undefined,
    );
    if (sticky && typeof column.width === 'number') left += column.width;
    else sticking = false;
    layout.minWidth += typeof column.width === 'number' ? column.width : flexibleColumnWidth;
  });
  return layout;
}

/** The minimum width of a table drawn with one line per row. */
function tableMinWidth(columns: readonly Column<unknown>[]): number {
  return columns.reduce(
    (sum, column) => sum + (typeof column.width === 'number' ? column.width : flexibleColumnWidth),
    0,
  );
}

/** Classes and grid places per column when the rows stack (table-stack.ts). */
function stackedColumnLayout(columns: readonly Column<unknown>[], width: number): ColumnLayout {
  const stack = stackLayout(columns, width);
  const lead = stack.gridColumn.findIndex((place) => place.endsWith('/ -1'));
  return {
    cellClass: columns.map((column, index) =>
      index <= lead ? `${classes.cell} ${classes.leadCell}` : (classes.cell ?? ''),
    ),
    headClass: columns.map(() => classes.th),
    style: columns.map((column, index) => ({
      textAlign: column.align,
      gridColumn: stack.gridColumn[index],
    })),
    minWidth: 0,
    stacked: { height: stack.height, perLine: stack.perLine },
  };
}

/** The default table height (calc(100vh - 270px)) before layout, or 800 px without a window. */
const initialHeight = () => (typeof window === 'undefined' ? 800 : Math.max(240, window.innerHeight - 270));

interface VirtualTableProps<T> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  sort: SortState | null;
  onSortChange: (sort: SortState) => void;
  label: string;
  rowHeight?: number;
  height?: number | string;
  empty?: ReactNode;
  /**
   * Narrower than its columns need (a phone): 'scroll' scrolls sideways, with a cue at the edge
   * while more columns are to the right; 'stack' keeps every value on screen by stacking each row
   * (the naming cells on the first line, the other values in a grid below).
   */
  narrow?: 'scroll' | 'stack';
}

/** The table's width before it is measured: the window's (first frame, tests without layout). */
const initialWidth = () => (typeof window === 'undefined' ? 1200 : window.innerWidth);

/**
 * A sortable table that renders only the visible rows, so 10,000 rules stay fluid. A plain <table>
 * styled to match Mantine's Table (VirtualTable.module.css): virtualising needs fixed row heights
 * and one scroll container of its own, which Mantine's Table with its ScrollArea does not offer.
 */
export function VirtualTable<T>({
  rows,
  columns,
  rowKey,
  sort,
  onSortChange,
  label,
  rowHeight = 52,
  height = 'calc(100vh - 270px)',
  empty,
  narrow = 'scroll',
}: VirtualTableProps<T>) {
  const { t } = useLingui();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [sizeRef, size] = useResizeObserver();
  const frameRef = useMergedRef(scrollRef, sizeRef);
  const width = size.width || initialWidth();
  const cols = columns as readonly Column<unknown>[];
  const stacks = narrow === 'stack' && width < tableMinWidth(cols);
  const layout = useMemo(
    () => (stacks ? stackedColumnLayout(cols, width) : columnLayout(cols)),
    [cols, stacks, width],
  );
  const lineHeight = rowHeight + (layout.stacked?.height ?? 0);
  // initialHeight lets the first render (and tests without layout) show rows before the container
  // is measured; the default height's estimate keeps that render from building rows nobody sees.
  // Two rows of overscan: every rendered row is rebuilt on a keystroke in a list's filter.
  const drawn = useRowWindow(scrollRef, rows.length, lineHeight, 2, initialHeight);
  const cue = useScrollCue(scrollRef, stacks ? 0 : layout.minWidth, width);
  const items: number[] = [];
  for (let index = drawn.start; index <= drawn.end; index += 1) items.push(index);
  const before = drawn.start * lineHeight;
  const after = Math.max(0, rows.length - drawn.end - 1) * lineHeight;
  // Rows as grids drop the table's semantics in some browsers: the roles keep them.
  const role = (name: string) => (layout.stacked ? name : undefined);
  const grid = layout.stacked
    ? ({ gridTemplateColumns: `repeat(${layout.stacked.perLine}, minmax(0, 1fr))` } as const)
    : undefined;

  const toggle = (column: string) =>
    onSortChange({ column, direction: sort?.column === column && sort.direction === 'asc' ? 'desc' : 'asc' });

  return (
    <div className={classes.frame}>
      <div
        ref={frameRef}
        className={classes.scroll}
        style={{ height, minHeight: 240 }}
        tabIndex={-1}
        data-stacked={layout.stacked ? true : undefined}
      >
        <table
          aria-label={label}
          aria-rowcount={rows.length + 1}
          className={classes.table}
          style={{ minWidth: layout.minWidth }}
          role={role('table')}
        >
          <thead className={classes.head} role={role('rowgroup')}>
            <tr className={classes.headRow} aria-rowindex={1} role={role('row')} style={grid}>
              {columns.map((column, index) => {
                const sorted = sort?.column === column.id ? sort.direction : null;
                return (
                  <th
                    key={column.id}
                    className={layout.headClass[index]}
                    style={{ ...layout.style[index], width: layout.stacked ? undefined : column.width }}
                    role={role('columnheader')}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {column.sortValue ? (
                      <UnstyledButton
                        onClick={() => toggle(column.id)}
                        className={classes.sortButton}
                        aria-label={t`Sort by ${column.header}`}
                        style={column.align === 'right' ? { flexDirection: 'row-reverse' } : undefined}
                      >
                        <span>{column.header}</span>
                        {sorted === 'asc' ? (
                          <IconArrowUp size={14} />
                        ) : sorted === 'desc' ? (
                          <IconArrowDown size={14} />
                        ) : (
                          <IconArrowsSort size={14} opacity={0.4} data-unsorted />
                        )}
                      </UnstyledButton>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody role={role('rowgroup')}>
            {before > 0 ? <tr aria-hidden="true" style={{ height: before }} /> : null}
            {items.map((index) => {
              const row = rows[index] as T;
              return (
                <tr
                  key={rowKey(row)}
                  className={classes.row}
                  aria-rowindex={index + 2}
                  style={{ height: lineHeight, ...grid }}
                  role={role('row')}
                >
                  {/* memo() drops the type parameter; the row and the columns share T here. */}
                  <RowCells row={row} columns={cols} layout={layout} />
                </tr>
              );
            })}
            {after > 0 ? <tr aria-hidden="true" style={{ height: after }} /> : null}
          </tbody>
        </table>
        {rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {empty}
          </Text>
        ) : null}
      </div>
      {cue ? (
        <div className={classes.cue} aria-hidden="true">
          <IconChevronRight size={18} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * Whether columns are hidden to the right of a table that scrolls sideways: the edge then shows a
 * cue, so that nobody takes the visible columns for the whole table.
 */
function useScrollCue(
  scrollRef: React.RefObject<HTMLDivElement | null>,
  minWidth: number,
  width: number,
): boolean {
  const [hidden, setHidden] = useState(false);
  const read = useCallback(() => {
    const element = scrollRef.current;
    if (!element) return;
    setHidden(element.scrollWidth - element.scrollLeft - element.clientWidth > 1);
  }, [scrollRef]);
  useEffect(() => {
    const element = scrollRef.current;
    if (!element || minWidth <= width) {
      setHidden(false);
      return;
    }
    read();
    element.addEventListener('scroll', read, { passive: true });
    return () => element.removeEventListener('scroll', read);
  }, [scrollRef, minWidth, width, read]);
  return hidden;
}
