import { useDeferredValue, type ComponentType, type ReactNode } from 'react';
import { usePortalScope } from '@/scope/portal-scope';
import { PageFrame } from './PortalFrame';

/**
 * Mounts a page as a deferred render, which React splits into tasks of a few milliseconds, instead
 * of in the update that opened it. The router announces a page whose code has arrived through a
 * store (useSyncExternalStore), and React renders such updates in one piece: on a phone the mount of
 * a big page (a dashboard, a list, a form) then blocked the main thread for hundreds of milliseconds
 * in one task (issue 14: Lighthouse's total blocking time). Meanwhile the page's frame stands
 * (PageFrame: its header's description, already on screen, and 'Loading...').
 * When the page mounts inside a deferred render already (the shell's, SignedInPortal), React renders
 * it at once: useDeferredValue does not defer again inside a deferred render.
 */
export function DeferredPage({ children }: { children: ReactNode }) {
  const { page } = usePortalScope();
  const mounted = useDeferredValue(true, false);
  return mounted ? children : <PageFrame page={page} />;
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
