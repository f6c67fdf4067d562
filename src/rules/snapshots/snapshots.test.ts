import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { storeSynonymsForQuery } from '@/api/generated/endpoints/synonyms/synonyms';
import type { RedirectEntry, SynonymsEntry } from '@/api/generated/model';
import { activateLocale } from '@/i18n/i18n';
import { demoScope, signInForTests } from '../../../tests/auth';
import { ruleTypeIds } from '../registry';
import { rulesOf } from '../read';
import type { RuleScope } from '../rule-set';
import { keepSnapshotBeforeChange, setSnapshotUser, startAutomaticSnapshots } from './auto-snapshot';
import { snapshotScopeKey } from './snapshot';
import { readSnapshotFile, snapshotFile } from './snapshot-file';
import {
  closeSnapshotStore,
  deleteSnapshot,
  listSnapshots,
  loadSnapshot,
  saveSnapshot,
} from './snapshot-store';
import { takeSnapshot } from './take-snapshot';

const scopeKey = snapshotScopeKey(demoScope);

beforeAll(() => activateLocale('en'));
beforeEach(() => {
  signInForTests();
  localStorage.clear();
});
afterEach(async () => {
  await closeSnapshotStore();
  indexedDB.deleteDatabase('engine-portal-snapshots');
});

describe('snapshots', () => {
  test('takes every type, lists it per user with counts and size, and loads its rules', async () => {
    const taken = await takeSnapshot(demoScope, ruleTypeIds, 'anna');
    const [listed] = await listSnapshots('anna', scopeKey);
    expect(await listSnapshots('ben', scopeKey)).toEqual([]);
    expect(listed).toMatchObject({ id: taken.id, origin: 'taken' });
    expect(Object.keys(listed!.counts).sort()).toEqual([...ruleTypeIds].sort());
    expect(Object.keys(listed!.readAt).sort()).toEqual([...ruleTypeIds].sort());
    expect(listed!.size).toBeGreaterThan(1000);
    const loaded = await loadSnapshot(listed!);
    expect(rulesOf(loaded!.rules, 'synonyms')).toEqual(rulesOf(taken.rules, 'synonyms'));
  });

  test('a large snapshot reads back exactly as kept, empty lists as empty; deleting it leaves nothing behind', async () => {
    const synonyms: SynonymsEntry[] = Array.from({ length: 12_345 }, (_, i) => ({
      Query: `query ${i}`,
      Synonyms: [`synonym ${i}`],
    }));
    const redirects: RedirectEntry[] = [];
    const rules = { synonyms, redirects, boosts: { search: [], navigation: [] }, pins: { query: [] } };
    const meta = {
      id: 'large',
      user: 'anna',
      scopeKey,
      scope: demoScope,
      origin: 'taken' as const,
      takenAt: Date.now(),
      readAt: {},
      counts: { synonyms: synonyms.length },
      size: 1,
    };
    await saveSnapshot({ ...meta, rules });
    expect((await loadSnapshot(meta))?.rules).toEqual(rules);
    await closeSnapshotStore();
    expect((await loadSnapshot(meta))?.rules).toEqual(rules);

    // Kept by the portal before its rules were stored in pieces: one record under the id.
    await closeSnapshotStore();
    const db = await new Promise<IDBDatabase>((resolve) => {
      const request = indexedDB.open('engine-portal-snapshots');
      request.onsuccess = () => resolve(request.result);
    });
    const tx = db.transaction(['meta', 'rules'], 'readwrite');
    tx.objectStore('meta').put({ ...meta, id: 'earlier' });
    tx.objectStore('rules').put({ synonyms: synonyms.slice(0, 3) }, 'earlier');
    await new Promise((resolve) => (tx.oncomplete = resolve));
    db.close();
    expect((await loadSnapshot({ ...meta, id: 'earlier' }))?.rules).toEqual({
      synonyms: synonyms.slice(0, 3),
    });

    await deleteSnapshot('earlier');
    await deleteSnapshot('large');
    expect(await loadSnapshot(meta)).toBeNull();
    expect(await listSnapshots('anna', scopeKey)).toEqual([]);
  });

  test('a file of a snapshot reads back whole; damaged, cut-off, edited, other-version and other-scope files are refused with the reason', async () => {
    const taken = await takeSnapshot(demoScope, ['synonyms', 'pins.query'], 'anna');
    const file = await snapshotFile(taken);
    const back = await readSnapshotFile(file, demoScope);
    expect(back).toMatchObject({ ok: true, refused: [] });
    expect(back.ok && rulesOf(back.rules, 'pins.query')).toEqual(rulesOf(taken.rules, 'pins.query'));
    // Re-indented by an editor or a version control tool: still the same content.
    expect((await readSnapshotFile(JSON.stringify(JSON.parse(file), null, 4), demoScope)).ok).toBe(true);

    const reason = async (text: string, scope: RuleScope = demoScope) => {
      const result = await readSnapshotFile(text, scope);
      return result.ok ? 'accepted' : result.reason;
    };
    expect(await reason(file.slice(0, file.length / 2))).toBe(
      'The file is not complete JSON: it is cut off or damaged.',
    );
    expect(
      await reason(
        file.replace('"synonyms":', '"synonyms": ').replace(/"Query": ?"[^"]*"/, '"Query":"edited"'),
      ),
    ).toBe('The checksum does not match the content: the file was damaged or edited by hand.');
    expect(await reason(file.replace('"version": 1', '"version": 2'))).toBe(
      'The file is a snapshot of version 2; this portal reads version 1.',
    );
    expect(await reason(file, { ...demoScope, languageCode: 'en' })).toBe(
      'The snapshot is of the scope acme / acme-de / de, not of acme / acme-de / en. Switch to that scope to import it.',
    );
    expect(await reason('{"hello": 1}')).toBe('This is not a snapshot file of the Engine Portal.');
  });

  test('rules the contract refuses are listed with their reasons, the rest is kept', async () => {
    const taken = await takeSnapshot(demoScope, ['synonyms'], 'anna');
    const synonyms = rulesOf<SynonymsEntry>(taken.rules, 'synonyms')!;
    const broken = { ...taken, rules: { synonyms: [...synonyms, { Query: 'empty', Synonyms: [] }] } };
    const result = await readSnapshotFile(await snapshotFile(broken), demoScope);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(rulesOf(result.rules, 'synonyms')).toEqual(synonyms);
    expect(result.refused).toEqual([
      { type: 'synonyms', position: synonyms.length + 1, label: 'empty', errors: ['Synonyms are required'] },
    ]);
  });

  test('the first write of a day in a scope takes a snapshot in the background, once', async () => {
    const stop = startAutomaticSnapshots();
    setSnapshotUser('anna');
    try {
      await storeSynonymsForQuery({ ...demoScope, newQuery: 'auto one', newSynonyms: ['a'] });
      await storeSynonymsForQuery({ ...demoScope, newQuery: 'auto two', newSynonyms: ['b'] });
      await vi.waitFor(async () => expect(await listSnapshots('anna', scopeKey)).toHaveLength(1), {
        timeout: 10_000,
      });
      const [auto] = await listSnapshots('anna', scopeKey);
      expect(auto!.origin).toBe('automatic');
      await storeSynonymsForQuery({ ...demoScope, newQuery: 'auto three', newSynonyms: ['c'] });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await listSnapshots('anna', scopeKey)).toHaveLength(1);
    } finally {
      stop();
      setSnapshotUser(null);
    }
  });

  test('the day counts as kept for other tabs and later visits only once its snapshot is stored', async () => {
    // What another tab, or this one after a reload, reads to skip today's snapshot.
    const dayMarks = () =>
      Object.keys(localStorage).filter((key) => key.startsWith('engine-portal.auto-snapshot.'));
    const stop = startAutomaticSnapshots();
    setSnapshotUser('cleo');
    try {
      await storeSynonymsForQuery({ ...demoScope, newQuery: 'closed tab', newSynonyms: ['a'] });
      // The write is done, the snapshot beside it is still being read: a tab closed now keeps none,
      // so the day must stay open for the next visit.
      expect(await listSnapshots('cleo', scopeKey)).toHaveLength(0);
      expect(dayMarks()).toEqual([]);
      await vi.waitFor(async () => expect(await listSnapshots('cleo', scopeKey)).toHaveLength(1), {
        timeout: 10_000,
      });
      await vi.waitFor(() => expect(dayMarks()).toHaveLength(1));
    } finally {
      stop();
      setSnapshotUser(null);
    }
  });

  test('the snapshot kept before a restore is the day’s automatic one: its writes keep no second snapshot', async () => {
    // Another user than above: this tab already started anna's snapshot of today.
    const stop = startAutomaticSnapshots();
    setSnapshotUser('ben');
    try {
      const kept = await keepSnapshotBeforeChange(demoScope, ['synonyms'], 'ben');
      expect(kept.origin).toBe('automatic');
      await storeSynonymsForQuery({ ...demoScope, newQuery: 'restored one', newSynonyms: ['a'] });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await listSnapshots('ben', scopeKey)).map((s) => s.id)).toEqual([kept.id]);
    } finally {
      stop();
      setSnapshotUser(null);
    }
  });
});
