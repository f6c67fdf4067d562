import { registerPageLoad } from '@/api/generated/endpoints/monitoring/monitoring';

/**
 * Spec §7 page-load beacon (sent with the bearer token by the fetch layer). Only the path is sent:
 * never the query string or fragment, which can carry sign-in codes.
 */
export function sendPageLoadBeacon(path = window.location.pathname): void {
  const duration = Math.max(0, Math.round(performance.now()));
  registerPageLoad({ Path: path, DurationMs: duration }).catch(() => undefined);
}
