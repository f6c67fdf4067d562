import { requestResult as result, transactionDone as done } from '@/lib/indexed-db';
import type { RuleSet } from '../rule-set';
import type { Snapshot, SnapshotMeta } from './snapshot';

/**
 * Snapshots in IndexedDB (plain API, like the jobs' journal): the list entries in one store, indexed
 * by user and scope, and the rules in another, so listing never loads 150,000 rules. The rules are
 * kept in pieces of a few thousand, each written and read in a task of its own: the browser copies a
 * stored value in one go, and 150,000 rules in one record held the page for a fifth of a second.
 * Without IndexedDB (some private modes) nothing is kept and taking a snapshot says so.
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

const PIECE_SIZE = 5000;

/** A piece of one list of the rule set: key [snapshot id, list path, piece number], value its rules. */
interface Piece {
  key: [string, string, number];
  rules: unknown[];
}

/** The rule set's lists ("synonyms", "boosts.search", ...) in pieces; an empty list is one empty piece. */
function piecesOf(id: string, rules: RuleSet): Piece[] {
  const lists: [string, unknown[]][] = [];
  for (const [type, value] of Object.entries(rules) as [string, unknown][]) {
    if (Array.isArray(value)) lists.push([type, value]);
    else if (value && typeof value === 'object')
      for (const [kind, list] of Object.entries(value) as [string, unknown][])
        if (Array.isArray(list)) lists.push([`${type}.${kind}`, list]);
  }
  return lists.flatMap(([path, list]) =>
    Array.from({ length: Math.max(1, Math.ceil(list.length / PIECE_SIZE)) }, (_, n) => ({
      key: [id, path, n] as [string, string, number],
      rules: list.slice(n * PIECE_SIZE, (n + 1) * PIECE_SIZE),
    })),
  );
}

function ruleSetOf(pieces: readonly Piece[]): RuleSet {
  // Keys come sorted: a list's pieces in order.
  const lists = new Map<string, Piece[]>();
  for (const piece of pieces) lists.set(piece.key[1], [...(lists.get(piece.key[1]) ?? []), piece]);
  const set: Record<string, unknown> = {};
  for (const [path, ofList] of lists) {
    const [type, kind] = path.split('.') as [string, string | undefined];
    const rules = ofList.flatMap((piece) => piece.rules);
    if (kind) ((set[type] ??= {}) as Record<string, unknown>)[kind] = rules;
    else set[type] = rules;
  }
  return set as RuleSet;
}

/** Every key of a snapshot's pieces: [id, ...] sorts between [id] and [id, []]. */
const piecesRange = (id: string) => IDBKeyRange.bound([id], [id, []]);

export async function saveSnapshot(snapshot: Snapshot): Promise<void> {
  const db = await open();
  if (!db) throw new SnapshotStorageMissingError('IndexedDB is not available');
  const { rules, ...meta } = snapshot;
  const pieces = piecesOf(meta.id, rules);
  const tx = db.transaction([META, RULES], 'readwrite');
  const store = tx.objectStore(RULES);
  // One piece per task: the next is put when the last is written, within the same transaction, so
  // the list shows the snapshot only once every piece is in.
  const putFrom = (index: number) => {
    const piece = pieces[index];
    if (!piece) {
      tx.objectStore(META).put(meta);
      return;
    }
    store.put(piece.rules, piece.key).onsuccess = () => putFrom(index + 1);
  };
  putFrom(0);
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
  const store = db.transaction(RULES, 'readonly').objectStore(RULES);
  // Kept by an earlier version of the portal: the whole rule set under the snapshot's id.
  const whole = await result(store.get(meta.id) as IDBRequest<RuleSet | undefined>);
  if (whole) return { ...meta, rules: whole };
  const pieces = await new Promise<Piece[]>((resolve, reject) => {
    const read: Piece[] = [];
    const cursor = store.openCursor(piecesRange(meta.id));
    cursor.onsuccess = () => {
      const at = cursor.result;
      if (!at) return resolve(read);
      read.push({ key: at.key as Piece['key'], rules: at.value as unknown[] });
      at.continue();
    };
    cursor.onerror = () => reject(cursor.error ?? new Error('IndexedDB request failed'));
  });
  return pieces.length > 0 ? { ...meta, rules: ruleSetOf(pieces) } : null;
}

export async function deleteSnapshot(id: string): Promise<void> {
  const db = await open();
  if (!db) return;
  const tx = db.transaction([META, RULES], 'readwrite');
  tx.objectStore(META).delete(id);
  tx.objectStore(RULES).delete(id);
  tx.objectStore(RULES).delete(piecesRange(id));
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
