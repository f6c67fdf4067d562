import type { PortalServerError } from '@/api/generated/model';

/** Spec §8 fallback when a 500 body cannot be read. */
export const SERVER_ERROR_FALLBACK = 'Failed to read error details returned from the server';

/** Base of every error the fetch layer throws; the UI switches on the subclass. */
export class PortalApiError extends Error {
  readonly status: number | null;
  readonly url: string;

  constructor(message: string, status: number | null, url: string) {
    super(message);
    this.name = new.target.name;
    this.status = status;
    this.url = url;
  }
}

/** Spec §8: "status text, status code and URL". */
export function httpErrorText(statusText: string, status: number, url: string): string {
  return `${statusText} ${status} ${url}`;
}

export class UnauthorizedError extends PortalApiError {}
export class AccessDeniedError extends PortalApiError {}
/** 429: `retryAfterMs` is the server's Retry-After (seconds or a date), null when it sent none. */
export class RateLimitedError extends PortalApiError {
  readonly retryAfterMs: number | null;

  constructor(message: string, status: number | null, url: string, retryAfterMs: number | null = null) {
    super(message, status, url);
    this.retryAfterMs = retryAfterMs;
  }
}
/** Any other non-success status; a 400 or 409 usually carries the server's user message. */
export class HttpError extends PortalApiError {
  readonly serverError: PortalServerError | null;

  constructor(message: string, status: number, url: string, serverError: PortalServerError | null = null) {
    super(message, status, url);
    this.serverError = serverError;
  }
}

/** 500: carries the parsed server body, or null when it could not be read. */
export class InternalServerError extends PortalApiError {
  readonly serverError: PortalServerError | null;

  constructor(serverError: PortalServerError | null, url: string) {
    super(serverError?.UserMessage ?? SERVER_ERROR_FALLBACK, 500, url);
    this.serverError = serverError;
  }
}

/** The response arrived but is not valid JSON or does not match the contract. */
export class DecodeError extends PortalApiError {}

/** The request never got an answer (offline, DNS, CORS). */
export class NetworkError extends PortalApiError {}
