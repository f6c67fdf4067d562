import { Alert, Button, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/PageHeader';
import type { JournalEntry } from '@/journal/entry';
import { JournalEntryCard, type RevertState } from './JournalEntryCard';
import { JournalFilters } from './JournalFilters';
import type { JournalFilter } from './journal-filter';

export interface JournalViewProps {
  entries: readonly JournalEntry[] | undefined;
  /** How many entries the journal holds for the scope, before filtering. */
  total: number;
  filter: JournalFilter;
  onFilterChange: (filter: JournalFilter) => void;
  shown: number;
  onShowMore: () => void;
  reverts: Readonly<Record<string, RevertState>>;
  revertingId: string | null;
  onRevert: (entry: JournalEntry) => void;
  /** A link to the snapshots page, where changes made elsewhere show up in a compare. */
  compareLink?: ReactNode;
}

export function JournalView(props: JournalViewProps) {
  const { t } = useLingui();
  const { entries, total, filter, shown } = props;
  return (
    <Stack gap="md">
      <PageHeader
        title={t`Change journal`}
        description={t`Every change to the rules of this scope made from this browser under your account, with what it changed and a way to revert it.`}
      />
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
        <Text size="sm">
          {t`This journal holds only the changes made from this browser, under your account. Changes made in another browser, by colleagues or by other tools are not in it: they show up as differences when you compare a snapshot with the live rules.`}{' '}
          {props.compareLink}
        </Text>
      </Alert>
      <JournalFilters filter={filter} onChange={props.onFilterChange} />
      {entries === undefined ? (
        <Text c="dimmed">{t`Loading...`}</Text>
      ) : total === 0 ? (
        <Text c="dimmed">{t`No changes to the rules of this scope have been made from this browser yet.`}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t`${entries.length} of ${total} changes`}
          </Text>
          {entries.slice(0, shown).map((entry) => (
            <JournalEntryCard
              key={entry.id}
              entry={entry}
              revert={props.reverts[entry.id]}
              reverting={props.revertingId === entry.id}
              onRevert={props.onRevert}
            />
          ))}
          {entries.length > shown ? (
            <Button variant="default" onClick={props.onShowMore} style={{ alignSelf: 'center' }}>
              {t`Show more`}
            </Button>
          ) : null}
        </>
      )}
    </Stack>
  );
}
