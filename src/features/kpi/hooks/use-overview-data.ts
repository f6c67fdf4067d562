import {
  useGetKpisPerDay,
  useGetLowPerformingRequests,
  useGetMainKpis,
  useGetPopularRequests,
  useGetTrendingRequests,
} from '@/api/generated/endpoints/kpi/kpi';
import type { OverviewTable } from '../model/search-params';
import type { KpiFilter } from './use-kpi-filter';

/** The calls of the overview: totals now and before, the days, and the list of the open tab only. */
export function useOverviewData(filter: KpiFilter, table: OverviewTable) {
  const params = { ...filter.params, ...filter.interactionTypeParam };
  const enabled = filter.ready;
  const current = useGetMainKpis(params, { query: { enabled } });
  const previous = useGetMainKpis({ ...filter.previousParams, ...filter.interactionTypeParam }, { query: { enabled } });
  const days = useGetKpisPerDay(params, { query: { enabled } });
  const popular = useGetPopularRequests(params, { query: { enabled: enabled && table === 'popular' } });
  const lowPerforming = useGetLowPerformingRequests(params, { query: { enabled: enabled && table === 'lowPerforming' } });
  const trending = useGetTrendingRequests(params, { query: { enabled: enabled && table === 'trending' } });
  return { current, previous, days, popular, lowPerforming, trending };
}
