import { failedLoad } from '@/api/load-state';
import { useLingui } from '@lingui/react/macro';
import { Alert, Paper, Text } from '@mantine/core';
import { IconAlertTriangle, IconZoomQuestion } from '@tabler/icons-react';
import { PageHeader } from '@/components/PageHeader';
import { KpiCards } from '../cards/KpiCards';
import { KpiChartSection } from '../chart/KpiChartSection';
import { KpiToolbar } from '../controls/KpiToolbar';
import { MatchControls } from '../controls/MatchControls';
import { useExploreData } from '../hooks/use-explore-data';
import { useKpiFilter } from '../hooks/use-kpi-filter';
import { useKpiPage } from '../hooks/use-kpi-page';
import { useKpiSearch } from '../hooks/use-kpi-search';
import { defaultMatchType } from '../model/kpi-types';
import { regexError } from '../model/regex';
import { exploreSearchSchema } from '../model/search-params';
import { PerformanceTable } from '../tables/PerformanceTable';

/** Explore: the requests matching a text (Exact ... Regex), their KPIs together, per day and one by one. */
export function KpiExplorePage() {
  const { t } = useLingui();
  const { navigationType, title } = useKpiPage();
  const [search, setSearch] = useKpiSearch(exploreSearchSchema);
  const filter = useKpiFilter(search, navigationType);
  const matchType = search.matchType ?? defaultMatchType;
  const text = search.matchQuery ?? '';
  const invalid = matchType === 'regex' && text !== '' ? regexError(text) : null;
  const query = text === '' || invalid ? null : text;
  const data = useExploreData(filter, query, matchType);
  const fileStem = `${navigationType}_explore_${filter.range.startDate}_${filter.range.endDate}`;

  return (
    <>
      <PageHeader
        title={title}
        description={t`The KPIs of all requests that match a text, together and one by one.`}
      />
      <KpiToolbar filter={filter} onChange={setSearch} />
      <Paper withBorder p="md" radius="md" mb="lg">
        <MatchControls query={text} matchType={matchType} onChange={setSearch} />
      </Paper>
      {invalid ? (
        <Alert
          color="yellow"
          icon={<IconAlertTriangle size={18} />}
          title={t`Invalid regular expression`}
          mb="lg"
        >
          {t`The link holds a regular expression that cannot be used. Correct it above to see the matching requests.`}
        </Alert>
      ) : query === null ? (
        <Paper withBorder radius="md" p="xl" ta="center">
          <IconZoomQuestion size={32} color="var(--mantine-color-gray-5)" aria-hidden="true" />
          <Text fw={600} mt="sm">
            {t`Enter a query to explore`}
          </Text>
          <Text size="sm" c="dimmed">
            {t`Choose how to match, enter a text and press Explore: the KPIs of all matching requests appear here.`}
          </Text>
        </Paper>
      ) : (
        <>
          <KpiCards
            current={data.current.data}
            previous={data.previous.data}
            previousRange={filter.previousRange}
            failure={failedLoad(data.current, data.previous)}
          />
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
          <PerformanceTable
            title={t`Matching requests`}
            description={t`Every request that matches, with its KPIs.`}
            rows={data.requests.data}
            failure={failedLoad(data.requests)}
            navigationType={navigationType}
            fileName={`${fileStem}_matching.csv`}
            empty={t`No request matches in the chosen period.`}
          />
        </>
      )}
    </>
  );
}
