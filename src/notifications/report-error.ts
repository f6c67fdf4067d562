import { t } from '@lingui/core/macro';
import {
  AccessDeniedError,
  DecodeError,
  HttpError,
  InternalServerError,
  RateLimitedError,
  UnauthorizedError,
} from '@/api/errors';
import { notifyDataError, notifyFetchFailed, notifyTooManyRequests } from './catalogue';

/** Maps an error of the fetch layer to the notification of spec §8. */
export function reportApiError(error: unknown): void {
  if (error instanceof DOMException && error.name === 'AbortError') return;
  // The fetch layer already showed 'Verifying credentials' and, if the refresh failed, 'Session expired'.
  if (error instanceof UnauthorizedError) return;
  if (error instanceof RateLimitedError) return notifyTooManyRequests();
  if (error instanceof InternalServerError) {
    return error.serverError
      ? notifyDataError(error.serverError.UserMessage, error.serverError)
      : notifyDataError(t`Failed to read error details returned from the server`);
  }
  if (error instanceof DecodeError) return notifyDataError(error.message);
  if (error instanceof HttpError && error.serverError) return notifyDataError(error.serverError.UserMessage, error.serverError);
  if (error instanceof AccessDeniedError || error instanceof HttpError) return notifyFetchFailed(error.message);
  notifyFetchFailed(error instanceof Error ? error.message : String(error));
}
