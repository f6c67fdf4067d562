import { t } from '@lingui/core/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { synonymsListQuery } from '@/api/lists';
import { shownInPlace } from '@/api/load-state';
import { useGetNavigationRefinements } from '@/api/generated/endpoints/kpi/kpi';
import {
  getGetSynonymsForScopeQueryKey,
  useStoreSynonymsForQuery,
} from '@/api/generated/endpoints/synonyms/synonyms';
import { isConflict, notifySettingsFailed } from '@/components/settings-notifications';
import { addDays, localToday } from '@/lib/iso-day';
import { usePortalScope, useScopeParams } from '@/scope/portal-scope';
import type { SuggestionsSearch } from './search-params';
import { acceptedRule, type SuggestionRow } from './suggestion-rows';
import { notifyAccepted } from './undo-accept';

/** Spec §9: synonym suggestions look back 30 days — the last 30 full days, ending yesterday. */
export function lookBackPeriod(today = localToday()): { startDate: string; endDate: string } {
  const end = addDays(today, -1);
  return { startDate: addDays(end, -29), endDate: end };
}

export function useRefinements(thresholds: SuggestionsSearch) {
  const scope = useScopeParams();
  const { debugInfo } = usePortalScope();
  const period = lookBackPeriod();
  const defined = Object.fromEntries(Object.entries(thresholds).filter(([, value]) => value !== undefined));
  return {
    period,
    query: useGetNavigationRefinements(
      { ...scope, ...period, withDebugDetails: debugInfo, ...defined },
      { query: { meta: shownInPlace } },
    ),
  };
}

export function useSynonymRules() {
  return useQuery({ ...synonymsListQuery(useScopeParams()), meta: shownInPlace });
}

/** Accepting a suggestion: a new rule for the original query, or the refinement added to its rule (compare-and-swap). */
export function useAcceptSuggestion() {
  const scope = useScopeParams();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetSynonymsForScopeQueryKey(scope) });
  const mutation = useStoreSynonymsForQuery({
    mutation: {
      // Accepting writes to the live rule at once: the notice offers to put the rule back.
      onSuccess: (result, { params }) =>
        notifyAccepted({
          scope,
          stored: result.NewEntry,
          before:
            params.oldQuery === undefined
              ? undefined
              : { Query: params.oldQuery, Synonyms: [...(params.oldSynonyms ?? [])] },
          status: result.ReloadStatus,
          queryClient,
        }),
      onError: (error) => {
        notifySettingsFailed(t`Error saving synonym`, error);
        // The rule changed meanwhile: reload it so the next attempt edits the current one.
        if (isConflict(error)) void refresh();
      },
      onSettled: (_data, error) => {
        if (!error) void refresh();
      },
    },
  });
  return {
    ...mutation,
    accept: (row: SuggestionRow) => {
      const { entry, old } = acceptedRule(row);
      return mutation.mutateAsync({
        params: {
          ...scope,
          newQuery: entry.Query,
          newSynonyms: entry.Synonyms,
          ...(old ? { oldQuery: old.Query, oldSynonyms: old.Synonyms } : {}),
        },
      });
    },
  };
}
