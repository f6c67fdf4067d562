// floating-ui's useMergeRefs (MIT, @floating-ui/react 0.27, dist/floating-ui.react.mjs), alone.
// Mantine's ScrollArea imports only this hook from @floating-ui/react, whose single 46 KB file then
// came with every table (Table.ScrollContainer) onto pages that open no popover at all (issue 14).
// scripts/vite/scroll-area-without-floating-ui.mjs points ScrollArea's import here.
import * as React from 'react';

export function useMergeRefs(refs) {
  const cleanupRef = React.useRef(undefined);
  const refEffect = React.useCallback((instance) => {
    const cleanups = refs.map((ref) => {
      if (ref == null) return undefined;
      if (typeof ref === 'function') {
        const refCallback = ref;
        const refCleanup = refCallback(instance);
        return typeof refCleanup === 'function' ? refCleanup : () => refCallback(null);
      }
      ref.current = instance;
      return () => {
        ref.current = null;
      };
    });
    return () => cleanups.forEach((refCleanup) => refCleanup?.());
    // The refs themselves are the dependencies (as in floating-ui).
  }, refs);
  return React.useMemo(() => {
    if (refs.every((ref) => ref == null)) return null;
    return (value) => {
      if (cleanupRef.current) {
        cleanupRef.current();
        cleanupRef.current = undefined;
      }
      if (value != null) cleanupRef.current = refEffect(value);
    };
    // The refs themselves are the dependencies (as in floating-ui).
  }, refs);
}
