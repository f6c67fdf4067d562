import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const { navigationType, title } = useKpiPage();
  const [search, setSearch] = useKpiSearch(overviewSearchSchema);
  const filter = useKpiFilter(search, navigationType);
  const table = search.table ?? 'popular';
  const data = useOverviewData(filter, table);
  const fileStem = `${navigationType}_${filter.range.startDate}_${filter.range.endDate}`;

  return (
    <>
      <PageHeader title={title} description={t`The main KPIs of the chosen period, their course per day, and the requests that matter most.`} />
      <KpiToolbar filter={filter} onChange={setSearch} />
      <KpiCards current={data.current.data} previous={data.previous.data} previousRange={filter.previousRange} failed={data.current.isError} />
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
      <OverviewTables
        table={table}
        onTable={(next) => setSearch({ table: next === 'popular' ? undefined : next }, { replace: true })}
        navigationType={navigationType}
        popular={data.popular.data}
        lowPerforming={data.lowPerforming.data}
        trending={data.trending.data}
        failed={{ popular: data.popular.isError, lowPerforming: data.lowPerforming.isError, trending: data.trending.isError }}
        fileStem={fileStem}
      />
    </>
  );
}
