import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storeSynonymsForQuery } from '@/api/generated/endpoints/synonyms/synonyms';
import { registerWriteObserver } from '@/api/write-observer';
import { journalSettled, setJournalUser, startJournal } from '@/journal/recorder';
import { closeJournalStore } from '@/journal/store';
import { demoScope, signInForTests } from '../../../tests/auth';
import { renderWithPortal } from '../../../tests/render';
import { JournalPage } from './JournalPage';

const user = 'merchandiser@demo.test';

afterEach(async () => {
  await journalSettled();
  registerWriteObserver(null);
  setJournalUser(null);
  await closeJournalStore();
  indexedDB.deleteDatabase('engine-portal-change-journal');
});

describe('JournalPage', () => {
  it('lists a change made from this browser and points to a compare for the changes made elsewhere', async () => {
    signInForTests(user);
    startJournal();
    setJournalUser({ id: 'merchandiser-sub', name: 'Mia Merchandiser' });
    await storeSynonymsForQuery({ ...demoScope, newQuery: 'journal page rule', newSynonyms: ['one'] });
    await journalSettled();
    await renderWithPortal(<JournalPage />, { page: 'changeJournal', email: user });
    expect(await screen.findAllByText(/journal page rule/)).not.toHaveLength(0);
    const link = screen.getByRole('link', { name: 'Compare a snapshot with the live rules' });
    expect(link.getAttribute('href')).toMatch(/^\/configuration\/snapshots\b/);
  });
});
