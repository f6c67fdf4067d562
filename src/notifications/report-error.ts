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
  // Spec §8: only the 500 carries the parsed body (a data error); 403 and any other status are
  // generic errors with the status text, code and URL, even when the server sent a body.
  if (error instanceof AccessDeniedError || error instanceof HttpError)
    return notifyFetchFailed(error.message);
  notifyFetchFailed(error instanceof Error ? error.message : String(error));
}
