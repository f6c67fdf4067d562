import { createElement, lazy, useEffect, type ComponentType } from 'react';
import { whenIdle } from '@/lib/after-paint';

/**
 * A dialog whose code is split from its page (React.lazy). Render `Dialog` inside a Suspense that
 * stays mounted; call `preload` when the page is idle (usePreloadWhenIdle) and when its trigger is
 * pointed at or focused, so the first opening is as quick as the next. A failed download is tried
 * again on the next request.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const request = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(request);
  // Once the code is here the dialog renders straight away: React.lazy would suspend once more on
  // its first render, and React holds a revealed Suspense boundary back for a moment.
  function Dialog(props: P) {
    'use no memo';
    return createElement(loaded ?? Lazy, props);
  }
  return { Dialog, preload: () => void request().catch(() => undefined) };
}

/** Requests the dialogs' code once the page that may open them has mounted and the browser is idle. */
export function usePreloadWhenIdle(...preloads: (() => void)[]): void {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the preloads are module-level functions: the page's first mount is the moment that matters
  useEffect(() => whenIdle(() => preloads.forEach((preload) => preload())), []);
}
