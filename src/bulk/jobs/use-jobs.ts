import { useSyncExternalStore } from 'react';
import { getJob, jobsSnapshot, subscribeJobs, type LiveJob } from './store';

export function useJobs(): readonly LiveJob[] {
  return useSyncExternalStore(subscribeJobs, jobsSnapshot);
}

export function useJob(id: string | null): LiveJob | undefined {
  return useSyncExternalStore(subscribeJobs, () => (id ? getJob(id) : undefined));
}
