/**
 * Every write the portal sends passes the fetch layer; the change journal (src/journal/) listens
 * here, so single edits, bulk jobs and restores are recorded in one place without the API layer
 * depending on it (it registers itself at start-up, like the auth bridge).
 */

/** Where a write came from, as the caller tells it (a plain edit when it says nothing). */
export type WriteSource = 'edit' | 'bulk' | 'restore' | 'revert';

/** What a caller may add to a write for the journal. */
export interface WriteHint {
  source?: WriteSource;
  /** The bulk job a row belongs to. */
  jobId?: string;
  /**
   * The rule as it was before the write, where the call itself does not carry it (deleting an
   * experience rule sends only its query; manual recommendations are stored without the old ones).
   */
  before?: unknown;
  /** The journal entry this write reverts. */
  reverts?: string;
}

/** A write the server accepted. */
export interface AcceptedWrite {
  /** `METHOD /path` of the operation. */
  operation: string;
  url: string;
  /** The request body as sent (JSON), read only for the operations the journal knows. */
  body: string | undefined;
  /** The decoded answer. */
  data: unknown;
  hint?: WriteHint;
}

type WriteObserver = (write: AcceptedWrite) => void;

let observer: WriteObserver | null = null;

export function registerWriteObserver(next: WriteObserver | null): void {
  observer = next;
}

export function notifyWrite(write: AcceptedWrite): void {
  if (!observer) return;
  try {
    observer(write);
  } catch (error) {
    // A journal that cannot record must never turn a stored change into a failed call.
    console.error('Change journal: could not record a write', error);
  }
}

/** A write about to be sent (its outcome unknown yet). */
export interface StartingWrite {
  operation: string;
  url: string;
}

const startListeners = new Set<(write: StartingWrite) => void>();

/**
 * Told of every write before it is sent; the automatic snapshot before the first write of a day
 * starts here, beside the write and without holding it back.
 */
export function onWriteStart(listener: (write: StartingWrite) => void): () => void {
  startListeners.add(listener);
  return () => startListeners.delete(listener);
}

export function notifyWriteStart(write: StartingWrite): void {
  for (const listener of startListeners) {
    try {
      listener(write);
    } catch (error) {
      console.error('A listener of starting writes failed', error);
    }
  }
}
