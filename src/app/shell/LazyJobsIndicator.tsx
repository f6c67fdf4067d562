import { useEffect } from 'react';
import { lazyKit, useLazyKit, warm } from '@/components/lazy/lazy-kit';
import { whenIdle } from '@/lib/after-paint';

const indicatorKit = lazyKit(() => import('@/bulk/jobs/JobsIndicator'));

/**
 * The bulk jobs' floating indicator (src/bulk/jobs) loads once the browser is idle after
 * the first paint: it is empty unless a job runs or the journal (IndexedDB) holds an interrupted
 * one, and it is what checks the journal. Jobs only start from dialogs opened later.
 */
export function LazyJobsIndicator({ user }: { user: string | null }) {
  const kit = useLazyKit(indicatorKit);
  useEffect(() => whenIdle(() => warm(indicatorKit)), []);
  return kit ? <kit.JobsIndicator user={user} /> : null;
}
