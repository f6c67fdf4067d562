import { useDeferredValue } from 'react';
import { failedLoad } from '@/api/load-state';

import { PageHeader } from '@/components/PageHeader';
import { KpiCards } from '../cards/KpiCards';
import { KpiChartSection } from '../chart/KpiChartSection';
import { KpiToolbar } from '../controls/KpiToolbar';
import { useKpiFilter } from '../hooks/use-kpi-filter';
import { useKpiPage } from '../hooks/use-kpi-page';
import { useKpiSearch } from '../hooks/use-kpi-search';
import { useOverviewData } from '../hooks/use-overview-data';
import { overviewSearchSchema } from '../model/search-params';
import { OverviewTables } from './OverviewTables';

/**
 * The KPI overview (dashboard) of one navigation type: the main KPIs with their change, the
 * per-day chart, and the popular, low-performing and trending requests.
 */
export function KpiOverviewPage() {
  const { navigationType, title, description } = useKpiPage();
  const [search, setSearch] = useKpiSearch(overviewSearchSchema);
  const filter = useKpiFilter(search, navigationType);
  const table = search.table ?? 'popular';
  const data = useOverviewData(filter);
  const fileStem = `${navigationType}_${filter.range.startDate}_${filter.range.endDate}`;
  // The cards render their results as deferred renders, which React splits into short tasks: an
  // answer arriving no longer blocks the page (and its first paint) for a long one.
  const current = useDeferredValue(data.current.data);
  const previous = useDeferredValue(data.previous.data);

  return (
    <>
      <PageHeader title={title} description={description} />
      <KpiToolbar filter={filter} onChange={setSearch} />
      <KpiCards
        current={current}
        previous={previous}
        previousRange={filter.previousRange}
        failure={failedLoad(data.current, data.previous)}
      />
      {/* Mounted with the page, at their full height, so Back, Forward and a reload restore the
          scroll position at once. */}
      <KpiChartSection
        days={data.days.data}
        numbersShown={data.current.data !== undefined || data.current.isError}
        range={filter.range}
        chartType={filter.chartType}
        metrics={filter.metrics}
        onChange={setSearch}
        fileName={`${fileStem}_per-day.csv`}
        failure={failedLoad(data.days)}
      />
      <OverviewTables
        table={table}
        onTable={(next) => setSearch({ table: next === 'popular' ? undefined : next }, { replace: true })}
        navigationType={navigationType}
        filter={filter}
        fileStem={fileStem}
      />
    </>
  );
}
