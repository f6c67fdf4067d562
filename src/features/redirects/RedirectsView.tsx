import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, SegmentedControl, Skeleton, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import type { RedirectEntry } from '@/api/generated/model';
import type { FailedLoad } from '@/api/load-state';
import { LoadFailure } from '@/components/LoadFailure';
import { PageHeader } from '@/components/PageHeader';
import { formatNumber } from '@/lib/format';
import { useListRows } from '@/lib/list-rows';
import { VirtualTable, type Column, type SortState } from '@/components/VirtualTable';
import { RowCheckbox, SelectShownCheckbox, type RowSelection } from '@/bulk/transfer/selection';
import { CellChip, CellIcon, CellIconButton, CellRow, CellSwitch, CellText } from '@/components/table-cells';
import { buildTermIndex, clashesFor, normalizeTerm, type TermIndex } from './duplicate-terms';
import { matchesFilter } from './redirect-form';
import { NewTabHint, RedirectTarget } from './RedirectTarget';

type Show = 'all' | 'enabled' | 'disabled' | 'duplicates';

export interface RedirectsViewProps {
  entries: RedirectEntry[] | undefined;
  loading: boolean;
  /** The list could not be loaded: said in place, and nothing may act on the unknown redirects. */
  failure?: FailedLoad | null;
  onCreate: () => void;
  /** The form's code is about to be needed (the create button is pointed at or focused). */
  onCreateIntent?: () => void;
  onEdit: (entry: RedirectEntry) => void;
  onDelete: (entry: RedirectEntry) => void;
  onToggle: (entry: RedirectEntry, enabled: boolean) => void;
  /** Names whose enable/disable is being saved. */
  pending: ReadonlySet<string>;
  selection: RowSelection<RedirectEntry>;
  /** Origin of the storefront, for links to site-relative targets. */
  siteOrigin?: string;
  /** Extra header actions (import / export). */
  actions?: ReactNode;
}

function hasClash(entry: RedirectEntry, index: TermIndex): boolean {
  return entry.Rules.some((term) => (index.get(normalizeTerm(term))?.length ?? 0) > 1);
}

const noRedirects: RedirectEntry[] = [];

// Apart from the columns, which change with the selection: sorting depends on the data and the sort only.
const sortValues = {
  name: (e: RedirectEntry) => e.Name,
  terms: (e: RedirectEntry) => e.Rules[0] ?? '',
  target: (e: RedirectEntry) => e.Target,
  enabled: (e: RedirectEntry) => (e.Enabled ? 0 : 1),
};

/** The redirects of the scope: filter, sort, select, switch on and off, edit and delete. Pure props → UI. */
export function RedirectsView({
  entries,
  loading,
  failure,
  onCreate,
  onCreateIntent,
  onEdit,
  onDelete,
  onToggle,
  pending,
  selection,
  siteOrigin,
  actions,
}: RedirectsViewProps) {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState('');
  const [show, setShow] = useState<Show>('all');
  const [sort, setSort] = useState<SortState | null>({ column: 'name', direction: 'asc' });
  const index = useMemo(() => buildTermIndex(entries ?? []), [entries]);
  const newTabHintId = useId();

  const columns = useMemo<Column<RedirectEntry>[]>(
    () => [
      {
        id: 'select',
        header: t`Select`,
        width: 100,
        render: (e) => <RowCheckbox row={e} selection={selection} label={t`Select redirect ${e.Name}`} />,
      },
      {
        id: 'name',
        sticky: true,
        header: t`Name`,
        width: '22%',
        sortValue: sortValues.name,
        render: (e) => {
          const clashes = clashesFor(e.Rules, index, e.Name);
          // Most redirects share no term: their name alone, without the row around name and chip.
          if (clashes.length === 0) return <CellText strong>{e.Name}</CellText>;
          return (
            <CellRow>
              <CellText strong>{e.Name}</CellText>
              <Tooltip
                label={clashes.map(({ term, names }) => `${term}: ${names.join(', ')}`).join(' · ')}
                multiline
                maw={360}
              >
                <CellChip tone="orange" tabIndex={0}>
                  <CellIcon name="alert-triangle" size={12} />
                  {t`Shared term`}
                </CellChip>
              </Tooltip>
            </CellRow>
          );
        },
      },
      {
        id: 'terms',
        header: t`Terms`,
        width: '30%',
        sortValue: sortValues.terms,
        render: (e) => (
          <CellRow>
            {e.Rules.map((term) => (
              <CellChip
                key={term}
                tone={(index.get(normalizeTerm(term))?.length ?? 0) > 1 ? 'orange' : 'gray'}
              >
                {term}
              </CellChip>
            ))}
          </CellRow>
        ),
      },
      {
        id: 'target',
        header: t`Target`,
        sortValue: sortValues.target,
        render: (e) => (
          <RedirectTarget target={e.Target} siteOrigin={siteOrigin} newTabHintId={newTabHintId} />
        ),
      },
      {
        id: 'enabled',
        header: t`Enabled`,
        width: 110,
        sortValue: sortValues.enabled,
        render: (e) => (
          <CellSwitch
            checked={e.Enabled}
            disabled={pending.has(e.Name)}
            onChange={(event) => onToggle(e, event.currentTarget.checked)}
            label={t`Enabled: ${e.Name}`}
            text={e.Enabled ? t`On` : t`Off`}
          />
        ),
      },
      {
        id: 'actions',
        header: t`Actions`,
        width: 100,
        render: (e) => (
          <CellRow>
            <CellIconButton
              title={t`Edit`}
              onClick={() => onEdit(e)}
              label={t`Edit redirect ${e.Name}`}
              icon="edit"
            />
            <CellIconButton
              title={t`Delete`}
              tone="red"
              onClick={() => onDelete(e)}
              label={t`Delete redirect ${e.Name}`}
              icon="trash"
            />
          </CellRow>
        ),
      },
    ],
    [t, index, selection, siteOrigin, newTabHintId, pending, onToggle, onEdit, onDelete],
  );

  // Sorted once per data or sort change, not per selection or pending toggle (they rebuild the
  // columns); a keystroke in the filter only filters.
  const matching = useListRows(entries ?? noRedirects, sortValues, sort, filter, matchesFilter);
  const rows = useMemo(
    () =>
      show === 'all'
        ? matching
        : matching.filter(
            (e) =>
              (show === 'enabled' && e.Enabled) ||
              (show === 'disabled' && !e.Enabled) ||
              (show === 'duplicates' && hasClash(e, index)),
          ),
    [matching, show, index],
  );

  const total = formatNumber(entries?.length ?? 0, i18n.locale);
  const shownCount = formatNumber(rows.length, i18n.locale);
  const selectedCount = formatNumber(selection.selected.length, i18n.locale);
  return (
    <>
      <PageHeader
        title={t`Redirects`}
        description={t`A redirect sends shoppers who search for one of its terms straight to a page instead of the search results.`}
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
              <Trans>New redirect</Trans>
            </Button>
          </>
        }
      />
      <Group justify="space-between" mb="sm" gap="sm">
        <Group gap="md">
          <TextInput
            aria-label={t`Filter redirects`}
            placeholder={t`Filter by name, term or target`}
            leftSection={<IconSearch size={16} />}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
            w={300}
          />
          <SegmentedControl
            aria-label={t`Show`}
            value={show}
            onChange={setShow}
            data={[
              { value: 'all', label: t`All` },
              { value: 'enabled', label: t`Enabled` },
              { value: 'disabled', label: t`Disabled` },
              { value: 'duplicates', label: t`Shared terms` },
            ]}
          />
        </Group>
        <Group gap="md">
          {entries ? <SelectShownCheckbox rows={rows} selection={selection} /> : null}
          <Text size="sm" c="dimmed" aria-live="polite">
            {entries ? t`${shownCount} of ${total} redirects, ${selectedCount} selected` : null}
          </Text>
        </Group>
      </Group>
      <NewTabHint id={newTabHintId} />
      {failure ? (
        <LoadFailure error={failure.error} onRetry={failure.retry} />
      ) : loading ? (
        <Skeleton height={400} radius="md" />
      ) : (
        <VirtualTable
          label={t`Redirects`}
          rows={rows}
          columns={columns}
          rowKey={(e) => e.Name}
          sort={sort}
          onSortChange={setSort}
          empty={
            filter || show !== 'all'
              ? t`No redirect matches the filter.`
              : t`This scope has no redirects yet.`
          }
        />
      )}
    </>
  );
}
