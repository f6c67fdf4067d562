import type { FailedLoad } from '@/api/load-state';
import { LoadFailure } from '@/components/LoadFailure';
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Skeleton, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { PageHeader } from '@/components/PageHeader';
import { sortRows, VirtualTable, type SortState } from '@/components/VirtualTable';
import type { SuggestionsSearch } from './search-params';
import { useSuggestionColumns } from './suggestion-columns';
import type { SuggestionRow } from './suggestion-rows';
import { ThresholdControls } from './ThresholdControls';

export interface SuggestionsViewProps {
  rows: SuggestionRow[] | undefined;
  period: { startDate: string; endDate: string };
  thresholds: SuggestionsSearch;
  onThresholds: (thresholds: SuggestionsSearch) => void;
  dismissedCount: number;
  onRestoreDismissed: () => void;
  onAccept: (row: SuggestionRow) => void;
  onDismiss: (row: SuggestionRow) => void;
  saving: string | null;
  /** The suggestions or the rules could not be loaded: said in place, with a way to try again. */
  failure: FailedLoad | null;
}

/** Synonym suggestions from query refinements: thresholds, the suggestions with their numbers, accept or dismiss. */
export function SuggestionsView(props: SuggestionsViewProps) {
  const {
    rows,
    period,
    thresholds,
    onThresholds,
    dismissedCount,
    onRestoreDismissed,
    onAccept,
    onDismiss,
    saving,
    failure,
  } = props;
  const { t } = useLingui();
  const [filter, setFilter] = useState('');
  const deferred = useDeferredValue(filter.trim().toLocaleLowerCase());
  const [sort, setSort] = useState<SortState | null>({ column: 'sessions', direction: 'desc' });
  const columns = useSuggestionColumns({ onAccept, onDismiss, saving });
  const shown = useMemo(
    () =>
      sortRows(
        (rows ?? []).filter(
          (row) =>
            !deferred || `${row.OriginalQuery} ${row.RefinementQuery}`.toLocaleLowerCase().includes(deferred),
        ),
        columns,
        sort,
      ),
    [rows, deferred, columns, sort],
  );
  const { startDate, endDate } = period;
  const total = rows?.length ?? 0;
  const count = shown.length;

  return (
    <>
      <PageHeader
        title={t`Synonym suggestions`}
        description={t`Queries shoppers searched for next in the same session, from ${startDate} to ${endDate}. A refinement that performs better than the original query is a good synonym for it.`}
      />
      <Paper withBorder radius="md" p="md" mb="lg">
        <ThresholdControls value={thresholds} onChange={onThresholds} />
      </Paper>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <TextInput
          aria-label={t`Filter suggestions`}
          placeholder={t`Filter by query`}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          w={300}
        />
        <Group gap="sm">
          {dismissedCount > 0 ? (
            <Button variant="subtle" size="xs" onClick={onRestoreDismissed}>
              {t`Show ${dismissedCount} dismissed again`}
            </Button>
          ) : null}
          <Text size="sm" c="dimmed" aria-live="polite">
            {rows ? t`${count} of ${total} suggestions` : null}
          </Text>
        </Group>
      </Group>
      {rows === undefined && failure ? (
        <LoadFailure error={failure.error} onRetry={failure.retry} />
      ) : rows === undefined ? (
        <Skeleton height={400} radius="md" />
      ) : (
        <VirtualTable
          label={t`Synonym suggestions`}
          rows={shown}
          columns={columns}
          rowKey={(row) => row.key}
          sort={sort}
          onSortChange={setSort}
          height="calc(100vh - 400px)"
          empty={
            deferred && total > 0
              ? t`No suggestion matches the filter.`
              : dismissedCount > 0
                ? t`No suggestions left: the rest were dismissed in this session.`
                : t`No refinement passes the thresholds in the last 30 days. Lower the thresholds to see more.`
          }
        />
      )}
    </>
  );
}
