import { requestResult as result, transactionDone as done } from '@/lib/indexed-db';
import type { JournalEntry } from './entry';

/**
 * The change journal in IndexedDB: one record per changed rule, indexed by user, scope and time.
 * It is kept per user (the identity's id) and survives reloads and sign-outs; another user of the
 * same browser never reads it. Without IndexedDB (some private modes) nothing is kept.
 */
const DB_NAME = 'engine-portal-change-journal';
const ENTRIES = 'entries';
const BY_USER_SCOPE_TIME = 'userScopeTime';
const VERSION = 1;

/** The most entries kept per user and scope; the oldest go first (docs/rules.md). */
export const JOURNAL_LIMIT = 10_000;

let opening: Promise<IDBDatabase | null> | null = null;

function open(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    const request = indexedDB.open(DB_NAME, VERSION);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(ENTRIES, { keyPath: 'id' });
      store.createIndex(BY_USER_SCOPE_TIME, ['userId', 'scopeKey', 'at']);
    };
    request.onsuccess = () => {
      // Another tab upgrading the journal must not be blocked by this one.
      request.result.onversionchange = () => {
        request.result.close();
        opening = null;
      };
      resolve(request.result);
    };
    request.onerror = () => resolve(null);
  });
  return opening;
}

/** Closes the connection; the next call opens it afresh, as after a reload. */
export async function closeJournalStore(): Promise<void> {
  const db = await opening;
  db?.close();
  opening = null;
}

const range = (userId: string, scopeKey: string, from = 0, to = Number.MAX_SAFE_INTEGER) =>
  IDBKeyRange.bound([userId, scopeKey, from], [userId, scopeKey, to]);

/** Adds entries in one transaction and drops the oldest of each scope beyond the limit. */
export async function addEntries(entries: readonly JournalEntry[], limit = JOURNAL_LIMIT): Promise<void> {
  const db = await open();
  if (!db || entries.length === 0) return;
  const tx = db.transaction(ENTRIES, 'readwrite');
  const store = tx.objectStore(ENTRIES);
  for (const entry of entries) store.put(entry);
  const scopes = new Map(entries.map((entry) => [`${entry.userId}\u001e${entry.scopeKey}`, entry]));
  for (const { userId, scopeKey } of scopes.values()) {
    const index = store.index(BY_USER_SCOPE_TIME);
    const countRequest = index.count(range(userId, scopeKey));
    countRequest.onsuccess = () => {
      let excess = countRequest.result - limit;
      if (excess <= 0) return;
      const cursorRequest = index.openCursor(range(userId, scopeKey));
      cursorRequest.onsuccess = () => {
        const cursor = cursorRequest.result;
        if (!cursor || excess <= 0) return;
        cursor.delete();
        excess -= 1;
        cursor.continue();
      };
    };
  }
  await done(tx);
}

/** The user's entries of one scope, newest first, optionally within a time range. */
export async function readEntries(
  userId: string,
  scopeKey: string,
  between?: { from?: number; to?: number },
): Promise<JournalEntry[]> {
  const db = await open();
  if (!db) return [];
  const tx = db.transaction(ENTRIES, 'readonly');
  const entries = await result(
    tx
      .objectStore(ENTRIES)
      .index(BY_USER_SCOPE_TIME)
      .getAll(range(userId, scopeKey, between?.from, between?.to)) as IDBRequest<JournalEntry[]>,
  );
  return entries.reverse();
}
