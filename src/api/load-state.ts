/**
 * Loads whose failure the screen shows in place (src/components/LoadFailure.tsx): the query client
 * then shows no notification for them while they have no data, so the same error is not told twice.
 */
export const shownInPlace = { shownInPlace: true } as const;

interface LoadResult {
  isError: boolean;
  data: unknown;
  error: unknown;
  /** A page kept on screen while the next one loads is not the data asked for. */
  isPlaceholderData?: boolean;
  refetch: () => Promise<unknown>;
}

export interface FailedLoad {
  error: unknown;
  /** Asks again for every one of the loads that failed. */
  retry: () => Promise<unknown>;
}

/**
 * The first of a screen's loads that failed with nothing to show (a failed reload keeps the data it
 * had), or null. A screen shows it instead of "nothing here" and keeps actions on the data disabled.
 */
export function failedLoad(...loads: (LoadResult | null | undefined)[]): FailedLoad | null {
  const failed = loads.filter(
    (load): load is LoadResult =>
      !!load && load.isError && (load.data === undefined || load.isPlaceholderData === true),
  );
  const first = failed[0];
  if (!first) return null;
  return { error: first.error, retry: () => Promise.all(failed.map((load) => load.refetch())) };
}
