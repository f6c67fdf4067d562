import { UnauthorizedError } from '@/api/errors';
import { notifyApiError } from './catalogue';
import { describeApiError } from './describe-error';

/** Maps an error of the fetch layer to the notification of spec §8. */
export function reportApiError(error: unknown): void {
  if (error instanceof DOMException && error.name === 'AbortError') return;
  // The fetch layer already showed 'Verifying credentials' and, if the refresh failed, 'Session expired'.
  if (error instanceof UnauthorizedError) return;
  notifyApiError(describeApiError(error));
}
