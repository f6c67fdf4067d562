import type { RowResult } from '@/lib/bulk-write';
import type { JobDefinition, StoredOutcome } from './types';

/**
 * The jobs' journal in IndexedDB (plain API): each job's definition once, then every finished
 * row's outcome as it comes in, so a reload, crash or sign-out resumes from the first unfinished
 * row. Without IndexedDB (private modes, tests) jobs still run; they just cannot be resumed.
 */
const DB_NAME = 'engine-portal-jobs';
const JOBS = 'jobs';
const OUTCOMES = 'outcomes';

let opening: Promise<IDBDatabase | null> | null = null;

function open(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      const db = request.result;
      db.createObjectStore(JOBS, { keyPath: 'id' }).createIndex('user', 'user');
      db.createObjectStore(OUTCOMES, { keyPath: ['jobId', 'index'] });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
  });
  return opening;
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

function result<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

export async function saveJob(job: JobDefinition): Promise<void> {
  const db = await open();
  if (!db) return;
  const tx = db.transaction(JOBS, 'readwrite');
  tx.objectStore(JOBS).put(job);
  await done(tx);
}

/** One transaction per batch: the runner flushes a few times a second, not per row. */
export async function recordOutcomes(jobId: string, batch: readonly { index: number; result: RowResult }[]): Promise<void> {
  const db = await open();
  if (!db || batch.length === 0) return;
  const tx = db.transaction(OUTCOMES, 'readwrite');
  const store = tx.objectStore(OUTCOMES);
  for (const { index, result: outcome } of batch) store.put({ jobId, index, result: outcome } satisfies StoredOutcome);
  await done(tx);
}

export async function unfinishedJobs(user: string): Promise<JobDefinition[]> {
  const db = await open();
  if (!db) return [];
  const tx = db.transaction(JOBS, 'readonly');
  return result(tx.objectStore(JOBS).index('user').getAll(user) as IDBRequest<JobDefinition[]>);
}

export async function loadOutcomes(jobId: string): Promise<StoredOutcome[]> {
  const db = await open();
  if (!db) return [];
  const tx = db.transaction(OUTCOMES, 'readonly');
  const range = IDBKeyRange.bound([jobId, 0], [jobId, Number.MAX_SAFE_INTEGER]);
  return result(tx.objectStore(OUTCOMES).getAll(range) as IDBRequest<StoredOutcome[]>);
}

/** A finished (or discarded) job leaves the journal. */
export async function removeJob(jobId: string): Promise<void> {
  const db = await open();
  if (!db) return;
  const tx = db.transaction([JOBS, OUTCOMES], 'readwrite');
  tx.objectStore(JOBS).delete(jobId);
  tx.objectStore(OUTCOMES).delete(IDBKeyRange.bound([jobId, 0], [jobId, Number.MAX_SAFE_INTEGER]));
  await done(tx);
}
