import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { failedLoad } from '@/api/load-state';
import { usePortalScope } from '@/scope/portal-scope';
import { suggestionsSearchSchema, type SuggestionsSearch } from './search-params';
import { useDismissedSuggestions } from './dismissed';
import { suggestionRows, type SuggestionRow } from './suggestion-rows';
import { SuggestionsView } from './SuggestionsView';
import { useAcceptSuggestion, useRefinements, useSynonymRules } from './use-suggestions';

/** Wires the refinements of the last 30 days, the scope's synonym rules and the session's dismissals to the view. */
export function SuggestionsPage() {
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const thresholds = useMemo(() => suggestionsSearchSchema.parse(raw), [raw]);
  const navigate = useNavigate();
  const { scope } = usePortalScope();
  const { period, query } = useRefinements(thresholds);
  const rules = useSynonymRules();
  const { dismissed, dismiss, restoreAll } = useDismissedSuggestions(
    `${scope.customerId}|${scope.storefrontId}|${scope.languageCode}`,
  );
  const { accept } = useAcceptSuggestion();
  const [saving, setSaving] = useState<string | null>(null);

  const rows = useMemo(() => {
    if (!query.data || !rules.data) return undefined;
    const hidden = new Set(dismissed);
    return suggestionRows(query.data, rules.data).filter((row) => !hidden.has(row.key));
  }, [query.data, rules.data, dismissed]);

  const onThresholds = useCallback(
    (next: SuggestionsSearch) =>
      navigate({
        to: '.',
        // Only the thresholds change; the scope parameters stay (the router keeps them).
        search: ((prev: Record<string, unknown>) => {
          const merged: Record<string, unknown> = { ...prev, ...next };
          return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined));
        }) as never,
        replace: true,
      }),
    [navigate],
  );
  const onAccept = useCallback(
    (row: SuggestionRow) => {
      setSaving(row.key);
      accept(row)
        .catch(() => undefined)
        .finally(() => setSaving(null));
    },
    [accept],
  );
  const onDismiss = useCallback((row: SuggestionRow) => dismiss(row.key), [dismiss]);

  return (
    <SuggestionsView
      rows={rows}
      period={period}
      thresholds={thresholds}
      onThresholds={onThresholds}
      dismissedCount={dismissed.length}
      onRestoreDismissed={restoreAll}
      onAccept={onAccept}
      onDismiss={onDismiss}
      saving={saving}
      failure={failedLoad(query, rules)}
    />
  );
}
