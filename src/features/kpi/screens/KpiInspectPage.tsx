import { failedLoad } from '@/api/load-state';
import { useLingui } from '@lingui/react/macro';
import { Anchor, Paper, Skeleton, Text } from '@mantine/core';
import { IconZoomQuestion } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { pageAt, pages } from '@/app/pages';
import { PageHeader } from '@/components/PageHeader';
import { useCanOpen } from '@/scope/portal-scope';
import { KpiChartSection } from '../chart/KpiChartSection';
import { KpiToolbar } from '../controls/KpiToolbar';
import { useInspectData } from '../hooks/use-inspect-data';
import { useKpiFilter } from '../hooks/use-kpi-filter';
import { useKpiPage } from '../hooks/use-kpi-page';
import { useKpiSearch } from '../hooks/use-kpi-search';
import { carriedSearch, overviewPathOf } from '../model/kpi-pages';
import { interactionTypeLabels } from '../model/kpi-types';
import { inspectSearchSchema } from '../model/search-params';
import { InspectActions } from './InspectActions';
import { ProductsTable } from '../tables/ProductsTable';
import { InteractionTypeKpis } from './InteractionTypeKpis';

/** Inspect one request: its KPIs per interaction type, its days, and the products people interacted with. */
export function KpiInspectPage() {
  const { t, i18n } = useLingui();
  const { navigationType, title } = useKpiPage();
  const [search, setSearch] = useKpiSearch(inspectSearchSchema);
  const canOpen = useCanOpen();
  // The recommendation overviews can be closed to the user (a flag, or experimental only): the way
  // back then leads to the search overview, which every user may open.
  const overview = pageAt(overviewPathOf[navigationType]);
  const overviewPath = overview && canOpen(overview) ? overview.path : pages.searchOverview.path;
  const filter = useKpiFilter(search, navigationType);
  const query = search.query?.trim() ? search.query : null;
  const requestType = search.requestType ?? navigationType;
  const data = useInspectData(filter, query, requestType);
  const isSearch = requestType === 'search';
  // Without a friendly name (none known, or the call failed) the request's own label stands.
  const name = isSearch ? query : (data.friendlyName.data ?? (data.friendlyName.isError ? query : undefined));
  const fileStem = `${navigationType}_inspect_${filter.range.startDate}_${filter.range.endDate}`;

  if (query === null) {
    return (
      <>
        <PageHeader title={title} />
        <Paper withBorder radius="md" p="xl" ta="center">
          <IconZoomQuestion size={32} color="var(--mantine-color-gray-5)" aria-hidden="true" />
          <Text fw={600} mt="sm">
            {t`No request chosen`}
          </Text>
          <Text size="sm" c="dimmed">
            {t`Open a request from one of the lists of the overview to inspect it.`}{' '}
            <Anchor
              component={Link}
              underline="always"
              to={overviewPath}
              search={((prev: Record<string, unknown>) => carriedSearch(prev)) as never}
            >
              {t`Go to the overview`}
            </Anchor>
          </Text>
        </Paper>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={title}
        description={
          name === undefined ? (
            <Skeleton height={14} width={240} component="span" display="inline-block" />
          ) : (
            <>
              <Text span fw={700} fz="lg">
                {name}
              </Text>
              {name !== query ? (
                <Text span c="dimmed">
                  {' '}
                  ({query})
                </Text>
              ) : null}
            </>
          )
        }
        actions={isSearch ? <InspectActions query={query} /> : undefined}
      />
      <KpiToolbar filter={filter} onChange={setSearch} />
      <InteractionTypeKpis
        results={data.byType.data}
        chosen={filter.interactionType}
        failure={failedLoad(data.byType)}
      />
      <KpiChartSection
        days={data.days.data}
        numbersShown={data.byType.data !== undefined || data.byType.isError}
        range={filter.range}
        chartType={filter.chartType}
        metrics={filter.metrics}
        onChange={setSearch}
        fileName={`${fileStem}_per-day.csv`}
        failure={failedLoad(data.days)}
      />
      <ProductsTable
        rows={data.products.data}
        fileName={`${fileStem}_products.csv`}
        interactionLabel={i18n._(interactionTypeLabels[filter.interactionType])}
        failure={failedLoad(data.products)}
      />
    </>
  );
}
