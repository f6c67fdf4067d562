import { shownInPlace } from '@/api/load-state';
import {
  useGetKpisPerDay,
  useGetLowPerformingRequests,
  useGetMainKpis,
  useGetPopularRequests,
  useGetTrendingRequests,
} from '@/api/generated/endpoints/kpi/kpi';
import type { OverviewTable } from '../model/search-params';
import type { KpiFilter } from './use-kpi-filter';

const callParams = (filter: KpiFilter) => ({ ...filter.params, ...filter.interactionTypeParam });

/** The overview's numbers: totals now and before, and the days. */
export function useOverviewData(filter: KpiFilter) {
  const params = callParams(filter);
  const enabled = filter.ready;
  const current = useGetMainKpis(params, { query: { enabled, meta: shownInPlace } });
  const previous = useGetMainKpis(
    { ...filter.previousParams, ...filter.interactionTypeParam },
    { query: { enabled, meta: shownInPlace } },
  );
  const days = useGetKpisPerDay(params, { query: { enabled, meta: shownInPlace } });
  return { current, previous, days };
}

/** The overview's request lists: only the open tab's is asked for. */
export function useOverviewLists(filter: KpiFilter, table: OverviewTable) {
  const params = callParams(filter);
  const enabled = filter.ready;
  const popular = useGetPopularRequests(params, {
    query: { enabled: enabled && table === 'popular', meta: shownInPlace },
  });
  const lowPerforming = useGetLowPerformingRequests(params, {
    query: { enabled: enabled && table === 'lowPerforming', meta: shownInPlace },
  });
  const trending = useGetTrendingRequests(params, {
    query: { enabled: enabled && table === 'trending', meta: shownInPlace },
  });
  return { popular, lowPerforming, trending };
}
