import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { DeferredMount } from '@/components/DeferredMount';
import { PageHeader } from '@/components/PageHeader';
import { KpiCards } from '../cards/KpiCards';
import { KpiChartSection } from '../chart/KpiChartSection';
import { KpiToolbar } from '../controls/KpiToolbar';
import { useKpiFilter } from '../hooks/use-kpi-filter';
import { useKpiPage } from '../hooks/use-kpi-page';
import { useKpiSearch } from '../hooks/use-kpi-search';
import { useOverviewData } from '../hooks/use-overview-data';
import { overviewSearchSchema } from '../model/search-params';

// The request lists sit below the chart: their code (tables, the virtualiser) loads after the top of
// the page is on screen instead of before it (issue 14).
// Requested in a task of its own once the page is up: Vite's loader adds a <link> per chunk and
// stylesheet, which in React.lazy's first render made that render a long task.
let tablesModule: Promise<typeof import('./OverviewTables')> | undefined;
const loadTables = () =>
  (tablesModule ??= import('./OverviewTables').catch((error: unknown) => {
    tablesModule = undefined;
    throw error;
  }));
const OverviewTables = lazy(() => loadTables().then((module) => ({ default: module.OverviewTables })));

/**
 * The KPI overview (dashboard) of one navigation type: the main KPIs with their change, the
 * per-day chart, and the popular, low-performing and trending requests. Chart and lists mount once
 * the top of the page is on screen (they sit below it).
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
  useEffect(() => {
    const timer = setTimeout(() => void loadTables().catch(() => undefined));
    return () => clearTimeout(timer);
  }, []);
  const previous = useDeferredValue(data.previous.data);

  return (
    <>
      <PageHeader title={title} description={description} />
      <KpiToolbar filter={filter} onChange={setSearch} />
      <KpiCards
        current={current}
        previous={previous}
        previousRange={filter.previousRange}
        failed={data.current.isError}
      />
      <DeferredMount>
        <KpiChartSection
          days={data.days.data}
          numbersShown={data.current.data !== undefined}
          range={filter.range}
          chartType={filter.chartType}
          metrics={filter.metrics}
          onChange={setSearch}
          fileName={`${fileStem}_per-day.csv`}
          failed={data.days.isError}
        />
        <Suspense fallback={null}>
          <OverviewTables
            table={table}
            onTable={(next) => setSearch({ table: next === 'popular' ? undefined : next }, { replace: true })}
            navigationType={navigationType}
            filter={filter}
            fileStem={fileStem}
          />
        </Suspense>
      </DeferredMount>
    </>
  );
}
