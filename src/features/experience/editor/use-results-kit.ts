import { useEffect } from 'react';
import { lazyKit, useLazyKit, warm } from '@/components/lazy/lazy-kit';
import { afterNextPaint } from '@/lib/after-paint';

const resultsKit = lazyKit(() => import('./results-kit'));

/**
 * The editor's results kit (results-kit.ts), undefined until it has arrived: the caller shows the
 * skeleton it shows while data loads. A failed download is tried again on the next render.
 *
 * The download starts after the editor's first paint, not in the mount's effects: started there,
 * the kit arrived while React was still committing the editor, and its render joined that commit
 * in one long task (desktop TBT 172 ms, issue 14); after the paint it renders in a task of its own.
 */
export function useResultsKit() {
  const kit = useLazyKit(resultsKit);
  useEffect(() => {
    if (kit) return;
    return afterNextPaint(() => warm(resultsKit));
  }, [kit]);
  return kit;
}
