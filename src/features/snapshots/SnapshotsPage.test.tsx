import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getSynonymsForScope, storeSynonymsForQuery } from '@/api/generated/endpoints/synonyms/synonyms';
import { closeSnapshotStore, saveSnapshot } from '@/rules/snapshots/snapshot-store';
import { takeSnapshot } from '@/rules/snapshots/take-snapshot';
import { demoScope, signInForTests } from '../../../tests/auth';
import { renderWithPortal } from '../../../tests/render';
import { SnapshotsScreen } from './SnapshotsPage';

const user = 'merchandiser@demo.test';

afterEach(async () => {
  await closeSnapshotStore();
  indexedDB.deleteDatabase('engine-portal-snapshots');
});

describe('SnapshotsScreen', () => {
  it('restores what changed, and never overwrites a rule changed after the comparison (409 → conflict shown)', async () => {
    signInForTests(user);
    const [first, second] = await getSynonymsForScope(demoScope);
    await takeSnapshot(demoScope, ['synonyms'], user);
    // Two edits after the snapshot.
    await storeSynonymsForQuery({
      ...demoScope,
      oldQuery: first!.Query,
      oldSynonyms: first!.Synonyms,
      newQuery: first!.Query,
      newSynonyms: ['edit one'],
    });
    await storeSynonymsForQuery({
      ...demoScope,
      oldQuery: second!.Query,
      oldSynonyms: second!.Synonyms,
      newQuery: second!.Query,
      newSynonyms: ['edit two'],
    });

    const { user: person } = await renderWithPortal(<SnapshotsScreen user={user} />, {
      page: 'snapshots',
      email: user,
    });
    await person.click(await screen.findByRole('button', { name: /^Compare snapshot of .* with live$/ }));
    const table = await screen.findByRole('table', { name: 'Differences' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByText(first!.Query)).toBeInTheDocument();
    expect(within(table).getByText(second!.Query)).toBeInTheDocument();

    // Someone else changes the second rule after the comparison.
    await storeSynonymsForQuery({
      ...demoScope,
      oldQuery: second!.Query,
      oldSynonyms: ['edit two'],
      newQuery: second!.Query,
      newSynonyms: ['someone else'],
    });

    await person.click(screen.getByRole('checkbox', { name: 'Select all shown differences' }));
    await person.click(screen.getByRole('button', { name: 'Restore selected (2)' }));

    const conflicts = await screen.findByRole('table', { name: 'Conflicts' }, { timeout: 15_000 });
    const row = within(conflicts).getByText(second!.Query).closest('tr')!;
    expect(row).toHaveTextContent('Synonyms: edit two');
    await waitFor(() => expect(row).toHaveTextContent('Synonyms: someone else'));

    const live = await getSynonymsForScope(demoScope);
    expect(live.find((rule) => rule.Query === first!.Query)?.Synonyms).toEqual(first!.Synonyms);
    expect(live.find((rule) => rule.Query === second!.Query)?.Synonyms).toEqual(['someone else']);
  }, 30_000);

  it('offers the newest snapshot against live in the compare pickers once the list has loaded', async () => {
    signInForTests(user);
    await takeSnapshot(demoScope, ['synonyms'], user);
    await renderWithPortal(<SnapshotsScreen user={user} />, { page: 'snapshots', email: user });
    const valueOf = (name: string) => (screen.getByRole('combobox', { name }) as HTMLInputElement).value;
    await waitFor(() => expect(valueOf('Compare')).toMatch(/^Snapshot of /));
    expect(valueOf('with')).toMatch(/^Live: /);
  });

  it('without snapshots, offers this scope against another scope in the compare pickers, not two blank fields', async () => {
    signInForTests(user);
    await renderWithPortal(<SnapshotsScreen user={user} />, { page: 'snapshots', email: user });
    expect(await screen.findByText('No snapshots of this scope yet.')).toBeInTheDocument();
    const valueOf = (name: string) => (screen.getByRole('combobox', { name }) as HTMLInputElement).value;
    await waitFor(() => expect(valueOf('Compare')).toMatch(/^Live: .* \/ de$/));
    expect(valueOf('with')).toMatch(/^Live: /);
    expect(valueOf('with')).not.toBe(valueOf('Compare'));
    expect(screen.getByRole('button', { name: 'Compare' })).toBeEnabled();
  });

  it('tells snapshots of one minute apart: to the second in the list, with how each came to be in the picker', async () => {
    signInForTests(user);
    const taken = await takeSnapshot(demoScope, ['synonyms'], user);
    const at = (second: number) => new Date(2026, 2, 2, 10, 15, second).getTime();
    await saveSnapshot({ ...taken, takenAt: at(5) });
    await saveSnapshot({ ...taken, id: 'before-restore', origin: 'automatic', takenAt: at(40) });
    const { user: person } = await renderWithPortal(<SnapshotsScreen user={user} />, {
      page: 'snapshots',
      email: user,
    });
    const list = await screen.findByRole('table', { name: 'Snapshots' });
    expect(within(list).getByRole('button', { name: 'Compare snapshot of 2026-03-02 10:15:05 with live' }));
    expect(within(list).getByRole('button', { name: 'Compare snapshot of 2026-03-02 10:15:40 with live' }));

    const picker = screen.getByRole('combobox', { name: 'Compare' });
    await person.click(picker);
    const listbox = await waitFor(() => document.getElementById(picker.getAttribute('aria-controls')!)!);
    const choices = within(listbox)
      .getAllByRole('option', { name: /^Snapshot of /, hidden: true })
      .map((o) => o.textContent);
    expect(choices).toEqual([
      'Snapshot of 2026-03-02 10:15:40 (Automatic)',
      'Snapshot of 2026-03-02 10:15:05 (Taken)',
    ]);
  });
});
