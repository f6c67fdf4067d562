import { useLingui } from '@lingui/react/macro';
import { Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';
import classes from './VirtualTable.module.css';

export interface Column<T> {
  id: string;
  header: string;
  width?: number | string;
  /** Columns with a sort value can be sorted by clicking their header. */
  sortValue?: (row: T) => string | number;
  render: (row: T) => ReactNode;
  /** Numbers read best right-aligned, header included. */
  align?: 'left' | 'right';
}

export interface SortState {
  column: string;
  direction: 'asc' | 'desc';
}

export function sortRows<T>(rows: readonly T[], columns: readonly Column<T>[], sort: SortState | null): T[] {
  const column = sort && columns.find((c) => c.id === sort.column);
  if (!sort || !column?.sortValue) return [...rows];
  const value = column.sortValue;
  const factor = sort.direction === 'asc' ? 1 : -1;
  const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    return factor * (typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y)));
  });
}

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
}

/** A sortable table that renders only the visible rows, so 10,000 rules stay fluid. */
export function VirtualTable<T>({ rows, columns, rowKey, sort, onSortChange, label, rowHeight = 52, height = 'calc(100vh - 270px)', empty }: VirtualTableProps<T>) {
  const { t } = useLingui();
  const scrollRef = useRef<HTMLDivElement>(null);
  // initialRect lets the first paint (and tests without layout) show rows before the container is measured.
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scrollRef.current, estimateSize: () => rowHeight, overscan: 4, initialRect: { width: 1200, height: 800 } });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  const toggle = (column: string) =>
    onSortChange({ column, direction: sort?.column === column && sort.direction === 'asc' ? 'desc' : 'asc' });

  return (
    <div ref={scrollRef} className={classes.scroll} style={{ height, minHeight: 240 }} tabIndex={-1}>
      <Table aria-label={label} aria-rowcount={rows.length + 1} className={classes.table} verticalSpacing="xs" highlightOnHover>
        <Table.Thead className={classes.head}>
          <Table.Tr aria-rowindex={1}>
            {columns.map((column) => {
              const sorted = sort?.column === column.id ? sort.direction : null;
              return (
                <Table.Th key={column.id} style={{ width: column.width, textAlign: column.align }} aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
                  {column.sortValue ? (
                    <UnstyledButton onClick={() => toggle(column.id)} className={classes.sortButton} aria-label={t`Sort by ${column.header}`} style={column.align === 'right' ? { flexDirection: 'row-reverse' } : undefined}>
                      <span>{column.header}</span>
                      {sorted === 'asc' ? <IconArrowUp size={14} /> : sorted === 'desc' ? <IconArrowDown size={14} /> : <IconArrowsSort size={14} opacity={0.4} />}
                    </UnstyledButton>
                  ) : (
                    column.header
                  )}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {before > 0 ? <tr aria-hidden="true" style={{ height: before }} /> : null}
          {items.map((item) => {
            const row = rows[item.index] as T;
            return (
              // Plain rows and cells (styled like Mantine's, VirtualTable.module.css): they re-render on every keystroke in a filter.
              <tr key={rowKey(row)} className={classes.row} aria-rowindex={item.index + 2} style={{ height: rowHeight }}>
                {columns.map((column) => (
                  <td key={column.id} className={classes.cell} style={column.align ? { textAlign: column.align } : undefined}>
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            );
          })}
          {after > 0 ? <tr aria-hidden="true" style={{ height: after }} /> : null}
        </Table.Tbody>
      </Table>
      {rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {empty}
        </Text>
      ) : null}
    </div>
  );
}
