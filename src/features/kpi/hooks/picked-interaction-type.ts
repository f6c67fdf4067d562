import type { QueryClient } from '@tanstack/react-query';

/**
 * App sessions (one query client each) in which the user has picked an interaction type: from then
 * on a URL without one means All (spec §3's default) instead of the user's own default.
 */
export const pickedInSession = new WeakSet<QueryClient>();
