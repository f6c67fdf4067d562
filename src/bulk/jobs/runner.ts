import {
  OutcomeCounts,
  runBulk,
  type BulkTarget,
  type EngineOptions,
  type RowChange,
  type RowResult,
} from '@/bulk/engine';
import { recordOutcomes, removeJob, saveJob } from './journal';
import { getJob, trackJob, type LiveJob } from './store';
import { askForNotificationsOnce, notifySystemWhenAway } from './system-notification';
import type { JobDefinition, StoredOutcome } from './types';

export interface StartOptions {
  /** Outcomes already in the journal (a resumed job): those rows are not run again. */
  previous?: readonly StoredOutcome[];
  engine?: Partial<EngineOptions>;
  onFinished?: (job: LiveJob) => void;
}

/**
 * Runs a job with the bulk-write engine, journalling every outcome (batched a few times a second)
 * so a reload resumes it. Rows without a journalled outcome in a resumed job may have been sent:
 * the engine reads them back before writing.
 */
export async function startJob<R>(
  def: JobDefinition<R>,
  target: BulkTarget<R>,
  options: StartOptions = {},
): Promise<LiveJob> {
  // Before the first await: still inside the click that started (or resumed) the job.
  askForNotificationsOnce(def.rows.length);
  const startedOn = typeof window !== 'undefined' ? window.location.pathname : '';
  const resumed = options.previous !== undefined;
  if (!resumed) await saveJob(def as JobDefinition);
  const results: (RowResult | undefined)[] = new Array<RowResult | undefined>(def.rows.length);
  const counter = new OutcomeCounts(def.rows.length);
  const start = performance.now();
  for (const { index, result } of options.previous ?? []) {
    if (results[index]) continue;
    results[index] = result;
    counter.byOutcome[result.outcome] += 1;
    counter.done += 1;
  }
  const pending: number[] = [];
  def.rows.forEach((_, index) => {
    if (!results[index]) pending.push(index);
  });
  const rows = pending.map((index): RowChange<R> => ({
    ...(def.rows[index] as RowChange<R>),
    uncertain: resumed,
  }));

  let buffer: { index: number; result: RowResult }[] = [];
  let writing: Promise<void> = Promise.resolve();
  const flushJournal = () => {
    const batch = buffer;
    buffer = [];
    writing = writing.then(() => recordOutcomes(def.id, batch)).catch(() => undefined);
    return writing;
  };
  const journalTimer = setInterval(() => void flushJournal(), 300);

  const run = runBulk(
    rows,
    target,
    {
      onRowDone: (i, result) => {
        const index = pending[i] as number;
        results[index] = result;
        counter.add(result.outcome, performance.now());
        buffer.push({ index, result });
        tracker.update();
      },
      onStateChange: (state, reason) => {
        if (state === 'finished') return;
        tracker.update({ state, pausedReason: reason });
      },
    },
    options.engine,
  );
  const job: LiveJob = {
    def: def as JobDefinition,
    state: 'running',
    counts: { ...counter.byOutcome },
    done: counter.done,
    total: def.rows.length,
    rowsPerSecond: 0,
    secondsLeft: null,
    results,
    startedAt: Date.now(),
    pause: run.pause,
    resume: run.resume,
    stop: run.stop,
  };
  const tracker = trackJob(job, counter);

  void run.done.then(async () => {
    clearInterval(journalTimer);
    await flushJournal();
    await removeJob(def.id).catch(() => undefined);
    const elapsed = (performance.now() - start) / 1000;
    tracker.update({
      state: 'finished',
      finishedAt: Date.now(),
      rowsPerSecond: rows.length / Math.max(0.001, elapsed),
      secondsLeft: 0,
    });
    const finished = getJob(def.id) ?? job;
    // The in-app message always (onFinished); a system one too when the merchandiser is away.
    notifySystemWhenAway(finished, startedOn);
    options.onFinished?.(finished);
  });
  return job;
}

export function newJobId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
