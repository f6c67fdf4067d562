import type { FailedLoad } from '@/api/load-state';
import type { ReactNode } from 'react';
import type { NavigationType, PerformanceResults } from '@/api/generated/model';
import { KpiTable } from './KpiTable';
import { requestText, usePerformanceColumns } from './performance-columns';

interface PerformanceTableProps {
  title: string;
  description?: ReactNode;
  rows: PerformanceResults[] | undefined;
  navigationType: NavigationType;
  fileName: string;
  empty: ReactNode;
  /** The load failed with nothing to show: said in place, with a way to try again. */
  failure?: FailedLoad | null;
}

const rowKey = (row: PerformanceResults) =>
  `${row.RequestIdentity.RequestType}\u0000${row.RequestIdentity.RequestLabel}`;

/** Requests with their KPIs, each linked to its inspect view. */
export function PerformanceTable({
  title,
  description,
  rows,
  navigationType,
  fileName,
  empty,
  failure,
}: PerformanceTableProps) {
  const columns = usePerformanceColumns(navigationType);
  return (
    <KpiTable
      title={title}
      description={description}
      rows={rows}
      columns={columns}
      rowKey={rowKey}
      filterText={requestText}
      fileName={fileName}
      empty={empty}
      failure={failure}
      initialSort={{ column: 'volume', direction: 'desc' }}
    />
  );
}
