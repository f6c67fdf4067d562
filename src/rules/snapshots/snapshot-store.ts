import { requestResult as result, transactionDone as done } from '@/lib/indexed-db';
import type { RuleSet } from '../rule-set';
import type { Snapshot, SnapshotMeta } from './snapshot';

/**
 * Snapshots in IndexedDB (plain API, like the jobs' journal): the list entries in one store, indexed
 * by user and scope, and the rules in another, so listing never loads 150,000 rules. Without
 * IndexedDB (some private modes) nothing is kept and taking a snapshot says so.
 */
const DB_NAME = 'engine-portal-snapshots';
const META = 'meta';
const RULES = 'rules';
const BY_USER_SCOPE = 'userScope';
const VERSION = 1;

let opening: Promise<IDBDatabase | null> | null = null;

function open(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    const request = indexedDB.open(DB_NAME, VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      db.createObjectStore(META, { keyPath: 'id' }).createIndex(BY_USER_SCOPE, ['user', 'scopeKey']);
      db.createObjectStore(RULES);
    };
    request.onsuccess = () => {
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

export class SnapshotStorageMissingError extends Error {}

export async function saveSnapshot(snapshot: Snapshot): Promise<void> {
  const db = await open();
  if (!db) throw new SnapshotStorageMissingError('IndexedDB is not available');
  const { rules, ...meta } = snapshot;
  const tx = db.transaction([META, RULES], 'readwrite');
  tx.objectStore(META).put(meta);
  tx.objectStore(RULES).put(rules, meta.id);
  await done(tx);
}

/** The user's snapshots of a scope, newest first. */
export async function listSnapshots(user: string, scopeKey: string): Promise<SnapshotMeta[]> {
  const db = await open();
  if (!db) return [];
  const tx = db.transaction(META, 'readonly');
  const metas = await result(
    tx.objectStore(META).index(BY_USER_SCOPE).getAll([user, scopeKey]) as IDBRequest<SnapshotMeta[]>,
  );
  return metas.sort((a, b) => b.takenAt - a.takenAt);
}

export async function loadSnapshot(meta: SnapshotMeta): Promise<Snapshot | null> {
  const db = await open();
  if (!db) return null;
  const tx = db.transaction(RULES, 'readonly');
  const rules = await result(tx.objectStore(RULES).get(meta.id) as IDBRequest<RuleSet | undefined>);
  return rules ? { ...meta, rules } : null;
}

export async function deleteSnapshot(id: string): Promise<void> {
  const db = await open();
  if (!db) return;
  const tx = db.transaction([META, RULES], 'readwrite');
  tx.objectStore(META).delete(id);
  tx.objectStore(RULES).delete(id);
  await done(tx);
}

/** Closes the connection; the next call opens it afresh, as after a reload (tests). */
export async function closeSnapshotStore(): Promise<void> {
  const db = await opening;
  db?.close();
  opening = null;
}

/** What the browser says the portal's storage takes, when it says (StorageManager.estimate). */
export async function storageUsage(): Promise<number | null> {
  if (typeof navigator === 'undefined' || !navigator.storage?.estimate) return null;
  return (await navigator.storage.estimate()).usage ?? null;
}
