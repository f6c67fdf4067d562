import { shownInPlace } from '@/api/load-state';
import {
  useGetKpisPerDay,
  useGetMainKpisForMatchingQueries,
  useGetMatchingQueries,
} from '@/api/generated/endpoints/kpi/kpi';
import { matchTypeOf, type MatchTypeName } from '../model/kpi-types';
import type { KpiFilter } from './use-kpi-filter';

/** The explore calls for the requests matching `query` by `matchType`; nothing is sent without a valid query. */
export function useExploreData(filter: KpiFilter, query: string | null, matchType: MatchTypeName) {
  const match = { specificQuery: query ?? '', matchType: matchTypeOf(matchType) };
  const params = { ...filter.params, ...filter.interactionTypeParam, ...match };
  const enabled = filter.ready && query !== null;
  const current = useGetMainKpisForMatchingQueries(params, { query: { enabled, meta: shownInPlace } });
  const previous = useGetMainKpisForMatchingQueries(
    { ...filter.previousParams, ...filter.interactionTypeParam, ...match },
    { query: { enabled, meta: shownInPlace } },
  );
  const days = useGetKpisPerDay(params, { query: { enabled, meta: shownInPlace } });
  const requests = useGetMatchingQueries(params, { query: { enabled, meta: shownInPlace } });
  return { current, previous, days, requests };
}
