const started = new Map<string, Promise<unknown>>();

/**
 * Runs an auth step once per key, even when React mounts the page twice (StrictMode) or the
 * router re-renders: an authorization code must be redeemed exactly once.
 */
export function onlyOnce<T>(key: string, step: () => Promise<T>): Promise<T> {
  let promise = started.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = step();
    started.set(key, promise);
    promise.catch(() => started.delete(key));
  }
  return promise;
}
