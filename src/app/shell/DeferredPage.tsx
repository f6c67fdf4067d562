import { useElementScrollRestoration } from '@tanstack/react-router';
import {
  startTransition,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
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
  return deferred && afterShell ? (
    <RestoreWindowScroll>{children}</RestoreWindowScroll>
  ) : (
    <PageFrame page={page} />
  );
}

/**
 * Back, forward or a reload return to where the page was scrolled. The router restores the window's
 * scroll when it renders the route, but then only the short frame stands, so the position was lost
 * (clamped to the top). The page puts it back as its content comes in (cards, chart and lists mount
 * and fill in over a few hundred milliseconds), until it is reached, the user scrolls or types
 * first, or a few seconds have passed.
 */
function RestoreWindowScroll({ children }: { children: ReactNode }) {
  // The position saved for this history entry as the page mounts; later scrolling is the user's.
  const [saved] = useState(useElementScrollRestoration({ getElement: () => window }));
  useLayoutEffect(() => {
    if (!saved || saved.scrollY <= 0) return;
    const { scrollX, scrollY } = saved;
    const userEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    const grown = typeof ResizeObserver === 'function' ? new ResizeObserver(() => restore()) : null;
    const stop = () => {
      grown?.disconnect();
      clearTimeout(timer);
      userEvents.forEach((name) => window.removeEventListener(name, stop));
    };
    const restore = () => {
      window.scrollTo(scrollX, scrollY);
      if (Math.abs(window.scrollY - scrollY) <= 1) stop();
    };
    grown?.observe(document.body);
    const timer = setTimeout(stop, restoreForMs);
    userEvents.forEach((name) => window.addEventListener(name, stop, { passive: true }));
    restore();
    return stop;
  }, [saved]);
  return children;
}

const restoreForMs = 5000;

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
