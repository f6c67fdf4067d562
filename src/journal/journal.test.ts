import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { storeRedirect } from '@/api/generated/endpoints/redirects/redirects';
import { deleteSynonymsForQuery, storeSynonymsForQuery } from '@/api/generated/endpoints/synonyms/synonyms';
import { registerWriteObserver } from '@/api/write-observer';
import { demoScope, signInForTests } from '../../tests/auth';
import { scopeKeyOf, type JournalEntry } from './entry';
import { journalSettled, setJournalUser, startJournal } from './recorder';
import { addEntries, closeJournalStore, readEntries } from './store';

const scopeKey = scopeKeyOf(demoScope);
const anna = { id: 'anna-sub', name: 'Anna' };
const ben = { id: 'ben-sub', name: 'Ben' };

beforeEach(() => {
  signInForTests();
  startJournal();
});
afterEach(async () => {
  await journalSettled();
  registerWriteObserver(null);
  setJournalUser(null);
  await closeJournalStore();
  indexedDB.deleteDatabase('engine-portal-change-journal');
});

describe('the change journal', () => {
  test('records an edit through the fetch layer with before, after, who, scope and reload status', async () => {
    setJournalUser(anna);
    const before = Date.now();
    await storeSynonymsForQuery({ ...demoScope, newQuery: 'journal test', newSynonyms: ['one'] });
    await storeSynonymsForQuery({
      ...demoScope,
      oldQuery: 'journal test',
      oldSynonyms: ['one'],
      newQuery: 'journal test',
      newSynonyms: ['one', 'two'],
    });
    await journalSettled();

    const [edit, add] = await readEntries(anna.id, scopeKey);
    expect(add).toMatchObject({
      userId: 'anna-sub',
      userName: 'Anna',
      scope: demoScope,
      ruleType: 'synonyms',
      before: null,
      after: { Query: 'journal test', Synonyms: ['one'] },
      source: 'edit',
      reloadStatus: 2,
    });
    expect(edit).toMatchObject({
      before: { Query: 'journal test', Synonyms: ['one'] },
      after: { Query: 'journal test', Synonyms: ['one', 'two'] },
    });
    expect(edit?.at).toBeGreaterThanOrEqual(before);
  });

  test('records deletes and body-carried changes, and leaves reads and non-rule calls out', async () => {
    setJournalUser(anna);
    await storeSynonymsForQuery({ ...demoScope, newQuery: 'gone soon', newSynonyms: ['x'] });
    await deleteSynonymsForQuery({ ...demoScope, oldQuery: 'gone soon', oldSynonyms: ['x'] });
    const redirect = { Name: 'journal redirect', Rules: ['sale'], Target: '/sale', Enabled: true };
    await storeRedirect({ EditedRedirect: redirect }, demoScope);
    await journalSettled();

    const entries = await readEntries(anna.id, scopeKey);
    expect(entries.map((e) => [e.ruleType, e.before === null, e.after === null])).toEqual([
      ['redirects', true, false],
      ['synonyms', false, true],
      ['synonyms', true, false],
    ]);
    expect(entries[0]?.after).toEqual(redirect);
  });

  test('keeps each user to their own journal, and nothing while nobody is signed in', async () => {
    setJournalUser(anna);
    await storeSynonymsForQuery({ ...demoScope, newQuery: 'annas rule', newSynonyms: ['a'] });
    setJournalUser(null);
    await storeSynonymsForQuery({ ...demoScope, newQuery: 'nobodys rule', newSynonyms: ['n'] });
    setJournalUser(ben);
    await storeSynonymsForQuery({ ...demoScope, newQuery: 'bens rule', newSynonyms: ['b'] });
    await journalSettled();

    const queries = async (userId: string) =>
      (await readEntries(userId, scopeKey)).map((e) => (e.after as { Query: string }).Query);
    expect(await queries(anna.id)).toEqual(['annas rule']);
    expect(await queries(ben.id)).toEqual(['bens rule']);
  });

  test('survives closing and reopening the database, as a reload does', async () => {
    setJournalUser(anna);
    await storeSynonymsForQuery({ ...demoScope, newQuery: 'kept', newSynonyms: ['k'] });
    await journalSettled();
    await closeJournalStore();

    expect((await readEntries(anna.id, scopeKey)).map((e) => e.ruleType)).toEqual(['synonyms']);
  });

  test('keeps at most the limit per user and scope, dropping the oldest', async () => {
    const entry = (n: number, userId = anna.id): JournalEntry => ({
      id: `${n}`.padStart(4, '0') + userId,
      userId,
      userName: userId,
      at: n,
      scopeKey,
      scope: demoScope,
      ruleType: 'synonyms',
      before: null,
      after: { Query: `q${n}`, Synonyms: ['s'] },
      beforeKnown: true,
      reloadStatus: 2,
      source: 'bulk',
    });
    await addEntries(
      [1, 2, 3].map((n) => entry(n, ben.id)),
      5,
    );
    await addEntries(
      [1, 2, 3, 4].map((n) => entry(n)),
      5,
    );
    await addEntries(
      [5, 6, 7].map((n) => entry(n)),
      5,
    );

    expect((await readEntries(anna.id, scopeKey)).map((e) => e.at)).toEqual([7, 6, 5, 4, 3]);
    expect((await readEntries(ben.id, scopeKey)).map((e) => e.at)).toEqual([3, 2, 1]);
  });
});
