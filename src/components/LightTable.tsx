import '@mantine/core/styles/Table.css';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

/**
 * Mantine's Table (striped, highlightOnHover, verticalSpacing="xs") in a native Table.ScrollContainer
 * as the plain markup they render, with Mantine's class names and stylesheet, without their code:
 * Table's chunk brings ScrollArea with it (~7 KB gzip before the first paint of the inspect pages,
 * issue 14). Scrolls sideways natively below `minWidth`, like the list pages' tables.
 * LightTable.test.tsx checks the markup stays Mantine's.
 */
export function LightTable({
  label,
  minWidth,
  head,
  children,
}: {
  label: string;
  /** px, as Mantine's minWidth. */ minWidth: number;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      style={
        {
          '--table-min-width': `calc(${minWidth / 16}rem * var(--mantine-scale))`,
          '--table-overflow': 'auto',
        } as React.CSSProperties
      }
      className="m_a100c15 mantine-TableScrollContainer-scrollContainer"
    >
      <div className="m_62259741 mantine-TableScrollContainer-scrollContainerInner">
        <table
          style={{ '--table-vertical-spacing': 'var(--mantine-spacing-xs)' } as React.CSSProperties}
          className="m_b23fa0ef mantine-Table-table"
          aria-label={label}
        >
          <thead className="m_b242d975 mantine-Table-thead">{head}</thead>
          <tbody className="m_b2404537 mantine-Table-tbody">{children}</tbody>
        </table>
      </div>
    </div>
  );
}

export function LightTr({ children }: { children: ReactNode }) {
  return (
    <tr
      className="m_4e7aa4fd mantine-Table-tr"
      data-with-row-border="true"
      data-striped="odd"
      data-hover="true"
    >
      {children}
    </tr>
  );
}

export function LightTh({ style, ...props }: ComponentPropsWithoutRef<'th'>) {
  return <th style={style} className="m_4e7aa4f3 mantine-Table-th" {...props} />;
}

export function LightTd({ style, ...props }: ComponentPropsWithoutRef<'td'>) {
  return <td style={style} className="m_4e7aa4ef mantine-Table-td" {...props} />;
}
