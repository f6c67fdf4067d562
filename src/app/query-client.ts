import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { PortalApiError, RateLimitedError } from '@/api/errors';
import { reportApiError } from '@/notifications/report-error';

/**
 * One query client for the app. Failed reads are reported through the notification catalogue of
 * spec §8 here, once; mutations report their own 'Error saving ...' texts in their features.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.silent) return;
        // The screen shows this failure in place of the data (LoadFailure); a failed reload of data
        // still on screen is told by a notification. Too many requests is told by its notification
        // as well (spec §8): it concerns every screen, not only the one that failed.
        const inPlace = query.meta?.shownInPlace && query.state.data === undefined;
        if (inPlace && !(error instanceof RateLimitedError)) return;
        reportApiError(error);
      },
    }),
    mutationCache: new MutationCache(),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        // Client errors will not heal by retrying; a flaky network might.
        retry: (failureCount, error) =>
          !(error instanceof PortalApiError && error.status !== null) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean; shownInPlace?: boolean };
  }
}
