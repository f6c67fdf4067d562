import { startTransition, useDeferredValue, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { afterNextPaint } from '@/lib/after-paint';
import { usePortalScope } from '@/scope/portal-scope';
import { PageFrame } from './PortalFrame';

// Whether the shell has been on screen once in this tab: only the first page waits for it.
let shellPainted = false;

/**
 * Mounts a page as a deferred render, which React splits into tasks of a few milliseconds, instead
 * of in the update that opened it. The router announces a page whose code has arrived through a
 * store (useSyncExternalStore), and React renders such updates in one piece: on a phone the mount of
 * a big page (a dashboard, a list, a form) then blocked the main thread for hundreds of milliseconds
 * in one task (issue 14: Lighthouse's total blocking time). Meanwhile the page's frame stands
 * (PageFrame: its header's description, already on screen, and 'Loading...').
 *
 * The first page of a visit mounts only after the shell (header, navigation, this frame) has been
 * painted: the shell's mount and the page's then commit in two tasks, not in one that also lays out
 * the whole page. Later pages mount as soon as React gets to them (the shell stands already).
 */
export function DeferredPage({ children }: { children: ReactNode }) {
  const { page } = usePortalScope();
  const deferred = useDeferredValue(true, false);
  const [afterShell, setAfterShell] = useState(shellPainted);
  useEffect(() => {
    if (afterShell) return;
    return afterNextPaint(() => {
      shellPainted = true;
      startTransition(() => setAfterShell(true));
    });
  }, [afterShell]);
  return deferred && afterShell ? children : <PageFrame page={page} />;
}

/** A route's component that mounts `Page` deferred (DeferredPage). */
export function deferredPage<Props extends object>(Page: ComponentType<Props>) {
  function DeferredRoute(props: Props) {
    return (
      <DeferredPage>
        <Page {...props} />
      </DeferredPage>
    );
  }
  DeferredRoute.displayName = `Deferred(${Page.displayName ?? Page.name})`;
  return DeferredRoute;
}
