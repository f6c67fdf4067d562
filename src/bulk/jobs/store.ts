import { OutcomeCounts, type RowOutcome, type RowResult } from '@/bulk/engine';
import type { JobDefinition, JobState } from './types';

/** A job as the interface sees it; the jobs live in this module, above the routes. */
export interface LiveJob {
  def: JobDefinition;
  state: JobState;
  /** Why the job paused by itself (the session needs a new sign-in). */
  pausedReason?: string;
  counts: Record<RowOutcome, number>;
  done: number;
  total: number;
  rowsPerSecond: number;
  secondsLeft: number | null;
  /** Per row, once finished. */
  results: (RowResult | undefined)[];
  startedAt: number;
  finishedAt?: number;
  pause: () => void;
  resume: () => void;
  stop: () => void;
}

const jobs = new Map<string, LiveJob>();
const listeners = new Set<() => void>();
let snapshot: readonly LiveJob[] = [];

export function subscribeJobs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function jobsSnapshot(): readonly LiveJob[] {
  return snapshot;
}

export function getJob(id: string): LiveJob | undefined {
  return jobs.get(id);
}

function publish(): void {
  snapshot = [...jobs.values()];
  listeners.forEach((listener) => listener());
}

/** Registers a job and returns its updater; updates are published at most every 250 ms while rows stream in. */
export function trackJob(
  job: LiveJob,
  counter: OutcomeCounts,
): { update: (patch?: Partial<LiveJob>, urgent?: boolean) => void } {
  jobs.set(job.def.id, job);
  publish();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = (patch: Partial<LiveJob> = {}) => {
    const now = performance.now();
    const current = jobs.get(job.def.id);
    if (!current) return;
    jobs.set(job.def.id, {
      ...current,
      counts: { ...counter.byOutcome },
      done: counter.done,
      rowsPerSecond: counter.rate(now),
      secondsLeft: counter.secondsLeft(now),
      ...patch,
    });
    publish();
  };
  return {
    update: (patch, urgent = false) => {
      if (patch || urgent) {
        if (timer) clearTimeout(timer);
        timer = null;
        flush(patch);
        return;
      }
      timer ??= setTimeout(() => {
        timer = null;
        flush();
      }, 250);
    },
  };
}

export function forgetJob(id: string): void {
  jobs.delete(id);
  publish();
}

export function hasRunningJob(): boolean {
  return snapshot.some((job) => job.state === 'running' || job.state === 'paused');
}

let currentUser = '';

/** The signed-in user the journal files new jobs under (set by the jobs indicator in the shell). */
export function setJobsUser(email: string | null): void {
  currentUser = email ?? '';
}

export function jobsUser(): string {
  return currentUser;
}
