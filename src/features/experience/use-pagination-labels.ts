import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';

type Control = 'first' | 'previous' | 'last' | 'next';

/** Names for Pagination's arrow buttons, which show icons only. */
export function usePaginationLabels() {
  const { t } = useLingui();
  return useCallback(
    (control: Control) =>
      ({
        first: { 'aria-label': t`First page` },
        previous: { 'aria-label': t`Previous page` },
        next: { 'aria-label': t`Next page` },
        last: { 'aria-label': t`Last page` },
      })[control],
    [t],
  );
}
