import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, TagsInput, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { cleanQueries, queryKey } from '../rule-model';
import { useExistingQueries } from './use-editor-data';

interface Props {
  queries: string[];
  onQueriesChange: (queries: string[]) => void;
  /** The query being typed, not yet added. */
  pending: string;
  onPendingChange: (text: string) => void;
  error: string | null;
  /** Queries of the rules this editor already edits: no warning for those. */
  ownQueries: readonly string[];
  onEditExisting: (query: string) => void;
}

/**
 * The rule's queries. Spec §7: a query that already has a rule is detected while typing
 * (Experience/RuleById?existenceCheck=true) and offered for editing instead of a duplicate.
 */
export function QueriesField({
  queries,
  onQueriesChange,
  pending,
  onPendingChange,
  error,
  ownQueries,
  onEditExisting,
}: Props) {
  const { t } = useLingui();
  const [typed] = useDebouncedValue(pending.trim(), 300);
  const candidates = useMemo(() => {
    const own = new Set(ownQueries.map(queryKey));
    return cleanQueries([...queries, typed]).filter((q) => !own.has(queryKey(q)));
  }, [queries, typed, ownQueries]);
  const existing = useExistingQueries(candidates);
  const count = queries.length;
  const duplicates = candidates.filter((q) => existing.get(queryKey(q)) === true);

  return (
    <Stack gap="xs">
      <TagsInput
        label={t`Queries`}
        description={t`Press Enter after each query. With several queries, one rule per query is saved, each with the same feature sets.`}
        placeholder={queries.length === 0 ? t`e.g. rain jacket` : undefined}
        withAsterisk
        value={queries}
        onChange={(value) => onQueriesChange(cleanQueries(value))}
        searchValue={pending}
        onSearchChange={onPendingChange}
        splitChars={[',', ';']}
        acceptValueOnBlur
        clearable
        error={error}
      />
      {queries.length > 1 ? (
        <Text size="xs" c="dimmed">
          <Trans>Saving stores {count} rules, one for each query.</Trans>
        </Text>
      ) : null}
      {duplicates.map((query) => (
        <Alert key={query} color="yellow" variant="light" role="status">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              <Trans>A rule for {query} exists. Edit it instead?</Trans>
            </Text>
            <Button size="xs" variant="default" onClick={() => onEditExisting(query)}>
              <Trans>Edit the rule for {query}</Trans>
            </Button>
          </Stack>
        </Alert>
      ))}
    </Stack>
  );
}
