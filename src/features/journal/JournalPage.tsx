import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { JournalEntry } from '@/journal/entry';
import { useJournalEntries } from '@/journal/use-journal';
import { pages } from '@/app/pages';
import { AnchorLink } from '@/components/router-links';
import { useCanOpen, useScopeParams } from '@/scope/portal-scope';
import { JournalView } from './JournalView';
import { filterEntries, noFilter, type JournalFilter } from './journal-filter';
import { ruleLabel, ruleFields, ruleTypeTitles } from '@/journal/describe';
import { useRevert } from './use-revert';

const PAGE = 50;

/** The change journal of the current scope: the signed-in user's changes from this browser. */
export function JournalPage() {
  const { i18n } = useLingui();
  const scope = useScopeParams();
  const journal = useJournalEntries(scope);
  const [filter, setFilter] = useState<JournalFilter>(noFilter);
  const [shown, setShown] = useState(PAGE);
  const { states, revertingId, revert } = useRevert(scope);
  const canOpen = useCanOpen();

  const entries = useMemo(() => {
    if (!journal.data) return undefined;
    const text = (entry: JournalEntry) =>
      [
        i18n._(ruleTypeTitles[entry.ruleType]),
        entry.userName,
        ruleLabel(entry.after ?? entry.before),
        ...[entry.before, entry.after].flatMap((rule) => ruleFields(rule).map((field) => field.value)),
      ].join('\n');
    return filterEntries(journal.data, filter, text);
  }, [journal.data, filter, i18n]);

  return (
    <JournalView
      entries={entries}
      total={journal.data?.length ?? 0}
      filter={filter}
      onFilterChange={(next) => {
        setFilter(next);
        setShown(PAGE);
      }}
      shown={shown}
      onShowMore={() => setShown((count) => count + PAGE)}
      reverts={states}
      revertingId={revertingId}
      onRevert={(entry) => void revert(entry)}
      compareLink={
        canOpen(pages.snapshots) ? (
          <AnchorLink to={pages.snapshots.path} underline="always">
            <Trans>Compare a snapshot with the live rules</Trans>
          </AnchorLink>
        ) : null
      }
    />
  );
}
