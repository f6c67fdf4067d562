import { requestResult as result, transactionDone as done } from '@/lib/indexed-db';
import type { RowResult } from '@/bulk/engine';
import type { JobDefinition, StoredOutcome } from './types';

/**
 * The jobs' journal in IndexedDB (plain API): each job's definition once, then the finished rows'
 * outcomes in batches as they come in, so a reload, crash or sign-out resumes from the first
 * unfinished row. Without IndexedDB (private modes) jobs still run; they just cannot be resumed.
 */
const DB_NAME = 'engine-portal-jobs';
const JOBS = 'jobs';
const OUTCOMES = 'outcomes';
/** Version 2: one record per batch of outcomes (version 1 had one per row). */
const VERSION = 2;

interface OutcomeBatch {
  jobId: string;
  batch: number;
  outcomes: { index: number; result: RowResult }[];
}

let opening: Promise<IDBDatabase | null> | null = null;

function open(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    const request = indexedDB.open(DB_NAME, VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      // Journals of version 1 cannot be read by this version: start afresh.
      for (const name of [...db.objectStoreNames]) db.deleteObjectStore(name);
      db.createObjectStore(JOBS, { keyPath: 'id' }).createIndex('user', 'user');
      db.createObjectStore(OUTCOMES, { keyPath: ['jobId', 'batch'] });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
  });
  return opening;
}

export async function saveJob(job: JobDefinition): Promise<void> {
  const db = await open();
  if (!db) return;
  const tx = db.transaction(JOBS, 'readwrite');
  tx.objectStore(JOBS).put(job);
  await done(tx);
}

let batchCounter = 0;

/**
 * One record per batch (the runner flushes a few times a second): one write of a few dozen rows,
 * not a structured clone and a store operation per row while 200 rows a second finish.
 */
export async function recordOutcomes(
  jobId: string,
  outcomes: readonly { index: number; result: RowResult }[],
): Promise<void> {
  const db = await open();
  if (!db || outcomes.length === 0) return;
  const tx = db.transaction(OUTCOMES, 'readwrite');
  // Time-ordered and unique within the tab, so batches of a resumed job never overwrite earlier ones.
  const batch = Date.now() * 1000 + (batchCounter++ % 1000);
  tx.objectStore(OUTCOMES).put({ jobId, batch, outcomes: [...outcomes] } satisfies OutcomeBatch);
  await done(tx);
}

export async function unfinishedJobs(user: string): Promise<JobDefinition[]> {
  const db = await open();
  if (!db) return [];
  const tx = db.transaction(JOBS, 'readonly');
  return result(tx.objectStore(JOBS).index('user').getAll(user) as IDBRequest<JobDefinition[]>);
}

/** Every journalled outcome of the job, in the order the rows finished. */
export async function loadOutcomes(jobId: string): Promise<StoredOutcome[]> {
  const db = await open();
  if (!db) return [];
  const tx = db.transaction(OUTCOMES, 'readonly');
  const batches = await result(
    tx.objectStore(OUTCOMES).getAll(batchesOf(jobId)) as IDBRequest<OutcomeBatch[]>,
  );
  return batches.flatMap(({ outcomes }) =>
    outcomes.map(({ index, result: outcome }) => ({ jobId, index, result: outcome })),
  );
}

const batchesOf = (jobId: string) => IDBKeyRange.bound([jobId, 0], [jobId, Number.MAX_SAFE_INTEGER]);

/** A finished (or discarded) job leaves the journal. */
export async function removeJob(jobId: string): Promise<void> {
  const db = await open();
  if (!db) return;
  const tx = db.transaction([JOBS, OUTCOMES], 'readwrite');
  tx.objectStore(JOBS).delete(jobId);
  tx.objectStore(OUTCOMES).delete(batchesOf(jobId));
  await done(tx);
}
