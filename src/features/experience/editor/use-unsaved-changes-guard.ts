import { useBlocker } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { confirmDiscard } from '@/components/confirm';

const askDiscard = () =>
  new Promise<boolean>((resolve) =>
    confirmDiscard(
      () => resolve(true),
      () => resolve(false),
    ),
  );

/**
 * Nothing typed is lost by accident: while `dirty`, leaving through the router asks first, and
 * closing or reloading the tab triggers the browser's own prompt. `allowNextNavigation` lets the
 * editor's own navigation after a successful save through.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  const bypassRef = useRef(false);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  const shouldBlockFn = useCallback(async () => {
    if (bypassRef.current) {
      bypassRef.current = false;
      return false;
    }
    if (!dirtyRef.current) return false;
    return !(await askDiscard());
  }, []);
  const enableBeforeUnload = useCallback(() => dirtyRef.current && !bypassRef.current, []);

  useBlocker({ shouldBlockFn, enableBeforeUnload });

  return useCallback(() => {
    bypassRef.current = true;
  }, []);
}
