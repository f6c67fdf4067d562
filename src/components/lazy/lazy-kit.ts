import { useSyncExternalStore } from 'react';

/**
 * Code that a screen needs only once the user reaches for it (a popover, a dropdown, a tooltip, a
 * drawer) as a module loaded on first use (issue 14: it is not in the bytes before the first paint).
 * `load()` starts (or joins) the download; components that read it with `useLazyKit` re-render
 * with the module once it has arrived. A failed download is tried again on the next `load()`.
 */
export interface LazyKit<T> {
  load: () => Promise<T>;
  get: () => T | undefined;
  subscribe: (listener: () => void) => () => void;
}

export function lazyKit<T>(importer: () => Promise<T>): LazyKit<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  return {
    load: () =>
      (pending ??= importer().then(
        (module) => {
          value = module;
          listeners.forEach((listener) => listener());
          return module;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    get: () => value,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The kit's module once loaded (undefined before): the component renders its light stand-in until then. */
export function useLazyKit<T>(kit: LazyKit<T>): T | undefined {
  return useSyncExternalStore(kit.subscribe, kit.get, kit.get);
}

/** Starts a kit's download, ignoring a failure (the next intent tries again). */
export function warm(kit: LazyKit<unknown>): void {
  kit.load().catch(() => undefined);
}
