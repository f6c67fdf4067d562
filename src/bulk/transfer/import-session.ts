import {
  createImportHandler,
  chunkRows,
  type FromWorker,
  type ImportStage,
  type ReadSummary,
  type ToWorker,
  type WireRow,
} from './import-protocol';
import type { PreviewRow, RowStatus } from './diff';
import type { Access } from '@/api/generated/model';
import type { RuleKind } from './kinds';

export interface ImportProgress {
  stage: ImportStage;
  done: number;
  total: number;
}

/** One imported file on its way to a preview: read first, then compared with the target's rules. */
export interface ImportSession<R> {
  /** Settles once the file is read (or refused). */
  read: Promise<ReadSummary>;
  /**
   * Sends the target's current rules and resolves with the preview rows (never, when the file is
   * refused). May be called before the file is read: the rules then go over while it is. `onFirst`
   * gets the counts and the first chunk of rows as soon as they are there, so the preview can show
   * them while the other rows still cross over. `access`: the target's flags, for kinds whose
   * rules they restrict.
   */
  compare: (
    existing: readonly R[],
    access?: Access,
    onFirst?: (first: FirstRows<R>) => void,
  ) => Promise<PreviewRow<R>[]>;
  onProgress: (listener: (progress: ImportProgress) => void) => void;
  dispose: () => void;
}

export interface FirstRows<R> {
  rows: PreviewRow<R>[];
  counts: Record<RowStatus, number>;
}

interface Channel {
  send: (message: ToWorker, transfer?: Transferable[]) => void;
  listen: (listener: (message: FromWorker) => void) => void;
  close: () => void;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A module worker where the browser has one; otherwise the same handler on this thread. */
function openChannel(): Channel {
  let listener: (message: FromWorker) => void = () => undefined;
  if (typeof Worker !== 'undefined') {
    const worker = new Worker(new URL('./import.worker.ts', import.meta.url), {
      type: 'module',
      name: 'import',
    });
    worker.onmessage = (event: MessageEvent<FromWorker>) => listener(event.data);
    worker.onerror = (event) =>
      listener({ type: 'failed', message: event.message || 'The import worker failed to start.' });
    return {
      send: (message, transfer = []) => worker.postMessage(message, transfer),
      listen: (next) => (listener = next),
      close: () => worker.terminate(),
    };
  }
  // Without a worker the messages still arrive one task at a time, as from a worker.
  const handle = createImportHandler(
    (message) => void nextTask().then(() => listener(message)),
    () => Promise.resolve(),
  );
  return {
    send: (message) => void nextTask().then(() => handle(message)),
    listen: (next) => (listener = next),
    close: () => undefined,
  };
}

/** Starts reading `file` (off the main thread where possible); `locale` for the messages about rows. */
export function startImport<R>(kind: RuleKind, file: File, locale: string): ImportSession<R> {
  const channel = openChannel();
  const progressListeners = new Set<(progress: ImportProgress) => void>();
  let settleRead: (summary: ReadSummary) => void = () => undefined;
  let failRead: (error: Error) => void = () => undefined;
  /** The comparison under way: its generation, the rules it was given, the rows so far. */
  let comparison: {
    generation: number;
    existing: readonly R[];
    rows: PreviewRow<R>[];
    counts?: Record<RowStatus, number>;
    onFirst?: (first: FirstRows<R>) => void;
    resolve: (rows: PreviewRow<R>[]) => void;
    reject: (error: Error) => void;
  } | null = null;
  let generation = 0;

  const read = new Promise<ReadSummary>((resolve, reject) => {
    settleRead = resolve;
    failRead = reject;
  });
  channel.listen((message) => {
    if (message.type === 'progress') progressListeners.forEach((listener) => listener(message));
    else if (message.type === 'read') settleRead(message.summary);
    else if (message.type === 'counts') {
      if (message.generation === comparison?.generation) comparison.counts = message.counts;
    } else if (message.type === 'rows') {
      if (message.generation !== comparison?.generation) return;
      // Each chunk is turned into preview rows as it arrives: one short task per chunk, none at the end.
      const { existing, rows } = comparison;
      // The parsed objects become the preview rows (no copies: 100,000 of them).
      for (const row of JSON.parse(message.json) as (WireRow & { existing?: R })[]) {
        if (row.existingIndex !== undefined) {
          row.existing = existing[row.existingIndex];
          row.existingIndex = undefined;
        }
        rows.push(row as PreviewRow<R>);
      }
      if (comparison.onFirst && comparison.counts) {
        comparison.onFirst({ rows: rows.slice(), counts: comparison.counts });
        comparison.onFirst = undefined;
      }
    } else if (message.type === 'done') {
      if (message.generation === comparison?.generation) comparison.resolve(comparison.rows);
    } else {
      const error = new Error(message.message);
      failRead(error);
      comparison?.reject(error);
    }
  });
  void file.arrayBuffer().then(
    (bytes) => channel.send({ type: 'read', kind, fileName: file.name, bytes, locale }, [bytes]),
    (error: unknown) => failRead(error instanceof Error ? error : new Error(String(error))),
  );

  return {
    read,
    onProgress: (listener) => void progressListeners.add(listener),
    dispose: () => channel.close(),
    compare: async (existing, access, onFirst) => {
      generation += 1;
      const current = generation;
      const done = new Promise<PreviewRow<R>[]>(
        (resolve, reject) =>
          (comparison = { generation: current, existing, rows: [], onFirst, resolve, reject }),
      );
      // The current rules go over in chunks, one task each: serialising 100,000 at once would block.
      for (let from = 0; from < existing.length || from === 0; from += chunkRows) {
        if (current !== generation) break; // compared again meanwhile
        const last = from + chunkRows >= existing.length;
        channel.send({
          type: 'existing',
          generation: current,
          json: JSON.stringify(existing.slice(from, from + chunkRows)),
          last,
          access,
        });
        if (!last) await nextTask();
      }
      return done;
    },
  };
}
