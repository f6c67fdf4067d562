import { registerPageLoad } from '@/api/generated/endpoints/monitoring/monitoring';
import { afterNextPaint } from '@/lib/after-paint';

/**
 * Spec §7 page-load beacon (sent with the bearer token by the fetch layer). Only the path is sent:
 * never the query string or fragment, which can carry sign-in codes.
 */
export function sendPageLoadBeacon(path = window.location.pathname): void {
  const duration = Math.max(0, Math.round(performance.now()));
  // Measured now, sent once the page is painted: the beacon must not slow down what it measures.
  afterNextPaint(() => void registerPageLoad({ Path: path, DurationMs: duration }).catch(() => undefined));
}
