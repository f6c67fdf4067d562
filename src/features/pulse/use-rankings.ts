import { keepPreviousData } from '@tanstack/react-query';
import {
  useGetPulseRankingsGlobal,
  useGetPulseRankingsPerNavigation,
  useGetPulseRankingsPerQuery,
} from '@/api/generated/endpoints/pulse/pulse';
import { shownInPlace } from '@/api/load-state';
import { useScopeParams } from '@/scope/portal-scope';
import type { PinContext } from './pin-context';

/**
 * The ranking of one context: the global top N, or one page of a query's or navigation page's
 * ranking. Only the query of the shown context runs; a new page keeps the old one on screen until it arrives.
 */
export function useRanking(context: PinContext | null, top: number, page: number) {
  const scope = useScopeParams();
  const global = useGetPulseRankingsGlobal(
    { ...scope, topRankedCount: top },
    { query: { enabled: context?.kind === 'global', placeholderData: keepPreviousData, meta: shownInPlace } },
  );
  const perQuery = useGetPulseRankingsPerQuery(
    { ...scope, query: context?.kind === 'query' ? context.query : '', page },
    { query: { enabled: context?.kind === 'query', placeholderData: keepPreviousData, meta: shownInPlace } },
  );
  const perNavigation = useGetPulseRankingsPerNavigation(
    {
      ...scope,
      navigationAttribute: context?.kind === 'navigation' ? context.attribute : '',
      navigationValue: context?.kind === 'navigation' ? context.value : '',
      page,
    },
    {
      query: {
        enabled: context?.kind === 'navigation',
        placeholderData: keepPreviousData,
        meta: shownInPlace,
      },
    },
  );
  if (context?.kind === 'query') return perQuery;
  if (context?.kind === 'navigation') return perNavigation;
  return global;
}
