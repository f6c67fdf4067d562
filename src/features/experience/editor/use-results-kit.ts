import { useEffect } from 'react';
import { lazyKit, useLazyKit, warm } from '@/components/lazy/lazy-kit';

const resultsKit = lazyKit(() => import('./results-kit'));

/**
 * The editor's results kit (results-kit.ts), undefined until it has arrived: the caller shows the
 * skeleton it shows while data loads. A failed download is tried again on the next render.
 */
export function useResultsKit() {
  const kit = useLazyKit(resultsKit);
  useEffect(() => {
    if (!kit) warm(resultsKit);
  }, [kit]);
  return kit;
}
