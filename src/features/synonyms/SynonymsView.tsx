import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Skeleton, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { SynonymsEntry } from '@/api/generated/model';
import type { FailedLoad } from '@/api/load-state';
import { LoadFailure } from '@/components/LoadFailure';
import { PageHeader } from '@/components/PageHeader';
import { VirtualTable, type Column, type SortState } from '@/components/VirtualTable';
import { RowCheckbox, SelectShownCheckbox, type RowSelection } from '@/bulk/transfer/selection';
import { CellChip, CellIconButton, CellRow, CellText } from '@/components/table-cells';
import { useListRows } from '@/lib/list-rows';
import { matchesFilter } from './synonym-validation';

export interface SynonymsViewProps {
  entries: SynonymsEntry[] | undefined;
  loading: boolean;
  /** The list could not be loaded: said in place, and nothing may act on the unknown rules. */
  failure?: FailedLoad | null;
  onCreate: () => void;
  /** The form's code is about to be needed (the create button is pointed at or focused). */
  onCreateIntent?: () => void;
  onEdit: (entry: SynonymsEntry) => void;
  onDelete: (entry: SynonymsEntry) => void;
  /** Extra toolbar actions (export, import ...). */
  actions?: React.ReactNode;
  /** Row selection (for copying rules to another scope); no checkboxes without it. */
  selection?: RowSelection<SynonymsEntry>;
}

const noSynonyms: SynonymsEntry[] = [];

// Apart from the columns, which change with the selection: sorting depends on the data and the sort only.
const sortValues = {
  query: (e: SynonymsEntry) => e.Query,
  synonyms: (e: SynonymsEntry) => e.Synonyms.length,
};

/** The synonym rules of the scope: filter, sort, and the actions per rule. Pure props → UI. */
export function SynonymsView({
  entries,
  loading,
  failure,
  onCreate,
  onCreateIntent,
  onEdit,
  onDelete,
  actions,
  selection,
}: SynonymsViewProps) {
  const { t } = useLingui();
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<SortState | null>({ column: 'query', direction: 'asc' });

  const columns = useMemo<Column<SynonymsEntry>[]>(
    () => [
      ...(selection
        ? [
            {
              id: 'select',
              header: t`Select`,
              width: 100,
              render: (e: SynonymsEntry) => (
                <RowCheckbox row={e} selection={selection} label={t`Select synonym rule ${e.Query}`} />
              ),
            },
          ]
        : []),
      {
        id: 'query',
        sticky: true,
        header: t`Query`,
        width: '28%',
        sortValue: sortValues.query,
        render: (e) => <CellText strong>{e.Query}</CellText>,
      },
      {
        id: 'synonyms',
        header: t`Synonyms`,
        sortValue: sortValues.synonyms,
        render: (e) => (
          <CellRow>
            {e.Synonyms.map((s) => (
              <CellChip key={s}>{s}</CellChip>
            ))}
          </CellRow>
        ),
      },
      {
        id: 'actions',
        header: t`Actions`,
        width: 110,
        render: (e) => (
          <CellRow>
            <CellIconButton
              title={t`Edit`}
              onClick={() => onEdit(e)}
              label={t`Edit synonym rule ${e.Query}`}
              icon="edit"
            />
            <CellIconButton
              title={t`Delete`}
              tone="red"
              onClick={() => onDelete(e)}
              label={t`Delete synonym rule ${e.Query}`}
              icon="trash"
            />
          </CellRow>
        ),
      },
    ],
    [t, onEdit, onDelete, selection],
  );

  // Sorted once per data or sort change (not per selection change); a keystroke in the filter only filters.
  const rows = useListRows(entries ?? noSynonyms, sortValues, sort, filter, matchesFilter);

  return (
    <>
      <PageHeader
        title={t`Synonyms`}
        description={t`Synonym rules make the engine find the same products for words shoppers use interchangeably.`}
        actions={
          <>
            {actions}
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={onCreate}
              onPointerEnter={onCreateIntent}
              onFocus={onCreateIntent}
              disabled={!entries}
            >
              <Trans>New synonym rule</Trans>
            </Button>
          </>
        }
      />
      <Group justify="space-between" mb="sm">
        <TextInput
          aria-label={t`Filter synonym rules`}
          placeholder={t`Filter by query or synonym`}
          leftSection={<IconSearch size={16} />}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          w={340}
        />
        <Group gap="md">
          {selection && entries ? <SelectShownCheckbox rows={rows} selection={selection} /> : null}
          <Text size="sm" c="dimmed" aria-live="polite">
            {entries ? t`${rows.length} of ${entries.length} rules` : null}
          </Text>
        </Group>
      </Group>
      {failure ? (
        <LoadFailure error={failure.error} onRetry={failure.retry} />
      ) : loading ? (
        <Skeleton height={400} radius="md" />
      ) : (
        <VirtualTable
          label={t`Synonym rules`}
          rows={rows}
          columns={columns}
          rowKey={(e) => e.Query}
          sort={sort}
          onSortChange={setSort}
          empty={filter ? t`No synonym rule matches the filter.` : t`This scope has no synonym rules yet.`}
        />
      )}
    </>
  );
}
