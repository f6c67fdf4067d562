import { registerWriteObserver, type AcceptedWrite } from '@/api/write-observer';
import { scopeKeyOf, type JournalEntry } from './entry';
import { interpretWrite } from './interpret';
import { addEntries } from './store';

/**
 * Turns every accepted write into journal entries for the signed-in user and stores them. The first
 * write is stored at once; writes that arrive while a store is under way (a bulk job's rows) wait
 * and go together in the next transaction, so a job pays one IndexedDB write per batch, not per row.
 */
export interface JournalUser {
  id: string;
  name: string;
}

let user: JournalUser | null = null;
let pending: JournalEntry[] = [];
let storing: Promise<void> | null = null;
let counter = 0;
const listeners = new Set<(scopeKeys: ReadonlySet<string>) => void>();

const userListeners = new Set<() => void>();

/** The signed-in user new entries are filed under (set by the app from the auth service); null after sign-out. */
export function setJournalUser(next: JournalUser | null): void {
  if (next?.id === user?.id && next?.name === user?.name) return;
  user = next;
  userListeners.forEach((listener) => listener());
}

/** The id of the user whose journal is shown, or null when nobody is signed in. */
export function journalUserId(): string | null {
  return user?.id ?? null;
}

export function subscribeJournalUser(listener: () => void): () => void {
  userListeners.add(listener);
  return () => userListeners.delete(listener);
}

/** Told the scopes whose entries changed, after they are stored. */
export function subscribeJournal(listener: (scopeKeys: ReadonlySet<string>) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function recordWrite(write: AcceptedWrite, now = Date.now()): void {
  if (!user) return;
  const interpreted = interpretWrite(write);
  if (!interpreted) return;
  const scopeKey = scopeKeyOf(interpreted.scope);
  for (const change of interpreted.changes) {
    pending.push({
      // Time first, so ids sort like the entries; the counter keeps a batch's rows apart.
      id: `${now.toString(36).padStart(9, '0')}-${(counter++ % 1e6).toString(36).padStart(4, '0')}-${Math.random().toString(36).slice(2, 8)}`,
      userId: user.id,
      userName: user.name,
      at: now,
      scopeKey,
      scope: interpreted.scope,
      ...change,
      reloadStatus: interpreted.reloadStatus,
      source: write.hint?.source ?? 'edit',
      ...(write.hint?.jobId ? { jobId: write.hint.jobId } : {}),
      ...(write.hint?.reverts ? { reverts: write.hint.reverts } : {}),
    });
  }
  storing ??= storePending();
}

async function storePending(): Promise<void> {
  while (pending.length > 0) {
    const batch = pending;
    pending = [];
    try {
      await addEntries(batch);
    } catch (error) {
      console.error('Change journal: entries could not be stored', error);
    }
    const scopes = new Set(batch.map((entry) => entry.scopeKey));
    listeners.forEach((listener) => listener(scopes));
  }
  storing = null;
}

/** Resolves once every entry recorded so far is stored. */
export async function journalSettled(): Promise<void> {
  while (storing) await storing;
}

/** Starts recording the writes of the fetch layer. */
export function startJournal(): void {
  registerWriteObserver((write) => recordWrite(write));
}
