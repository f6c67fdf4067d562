import {
  AccessDeniedError,
  HttpError,
  InternalServerError,
  NetworkError,
  PortalApiError,
  RateLimitedError,
  UnauthorizedError,
} from '@/api/errors';
import type { ErrorClass } from '@/bulk/engine';

/** Maps the fetch layer's errors onto what the engine does with them. */
export function classifyApiError(error: unknown): ErrorClass {
  if (error instanceof RateLimitedError) return { kind: 'rate-limited', retryAfterMs: error.retryAfterMs };
  if (error instanceof HttpError && error.status === 409) return { kind: 'conflict' };
  // The fetcher already refreshed the token once; a 401 after that means signing in again.
  if (error instanceof UnauthorizedError) return { kind: 'fatal', reason: error.message };
  if (error instanceof AccessDeniedError) return { kind: 'rejected', reason: error.message };
  // A 5xx may have been applied before it failed, like a call without an answer.
  if (error instanceof InternalServerError) return { kind: 'uncertain', reason: error.message };
  if (error instanceof HttpError && error.status !== null && error.status >= 500)
    return { kind: 'uncertain', reason: error.serverError?.UserMessage ?? error.message };
  if (error instanceof HttpError)
    return { kind: 'rejected', reason: error.serverError?.UserMessage ?? error.message };
  if (error instanceof NetworkError) return { kind: 'uncertain', reason: error.message };
  // A decoder error: the server answered 2xx, so the write happened, but read back to be sure.
  if (error instanceof PortalApiError) return { kind: 'uncertain', reason: error.message };
  return { kind: 'uncertain', reason: error instanceof Error ? error.message : String(error) };
}
