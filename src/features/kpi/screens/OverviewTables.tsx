import { useLingui } from '@lingui/react/macro';
import { Tabs } from '@mantine/core';
import { useDeferredValue } from 'react';
import { failedLoad } from '@/api/load-state';
import type { NavigationType } from '@/api/generated/model';
import type { KpiFilter } from '../hooks/use-kpi-filter';
import { useOverviewLists } from '../hooks/use-overview-data';
import type { OverviewTable } from '../model/search-params';
import { PerformanceTable } from '../tables/PerformanceTable';
import { TrendingTable } from '../tables/TrendingTable';

interface OverviewTablesProps {
  table: OverviewTable;
  onTable: (table: OverviewTable) => void;
  navigationType: NavigationType;
  filter: KpiFilter;
  fileStem: string;
}

/** The overview's request lists, one tab each (only the open one is loaded, when the tables show). */
export function OverviewTables({ table, onTable, navigationType, filter, fileStem }: OverviewTablesProps) {
  const { t } = useLingui();
  const lists = useOverviewLists(filter, table);
  // Rows render as deferred renders, which React splits into short tasks.
  const popular = useDeferredValue(lists.popular.data);
  const lowPerforming = useDeferredValue(lists.lowPerforming.data);
  const trending = useDeferredValue(lists.trending.data);
  const failure = {
    popular: failedLoad(lists.popular),
    lowPerforming: failedLoad(lists.lowPerforming),
    trending: failedLoad(lists.trending),
  };
  return (
    <Tabs value={table} onChange={(value) => value && onTable(value as OverviewTable)} keepMounted={false}>
      <Tabs.List mb="md" aria-label={t`Request lists`}>
        <Tabs.Tab value="popular">{t`Popular`}</Tabs.Tab>
        <Tabs.Tab value="lowPerforming">{t`Low-performing`}</Tabs.Tab>
        <Tabs.Tab value="trending">{t`Trending`}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="popular">
        <PerformanceTable
          title={t`Popular requests`}
          description={t`The requests with the highest volume in the period.`}
          rows={popular}
          failure={failure.popular}
          navigationType={navigationType}
          fileName={`${fileStem}_popular.csv`}
          empty={t`No requests in the chosen period.`}
        />
      </Tabs.Panel>
      <Tabs.Panel value="lowPerforming">
        <PerformanceTable
          title={t`Low-performing requests`}
          description={t`The highest-volume requests whose interaction rate is in the bottom 10th percentile.`}
          rows={lowPerforming}
          failure={failure.lowPerforming}
          navigationType={navigationType}
          fileName={`${fileStem}_low-performing.csv`}
          empty={t`No low-performing requests in the chosen period.`}
        />
      </Tabs.Panel>
      <Tabs.Panel value="trending">
        <TrendingTable
          rows={trending}
          failure={failure.trending}
          navigationType={navigationType}
          description={t`The requests whose volume grew most against the previous period of the same length.`}
          fileName={`${fileStem}_trending.csv`}
        />
      </Tabs.Panel>
    </Tabs>
  );
}
