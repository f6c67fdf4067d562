import { getAuthBridge } from '@/api/auth-bridge';
import {
  AccessDeniedError,
  DecodeError,
  HttpError,
  InternalServerError,
  NetworkError,
  RateLimitedError,
  UnauthorizedError,
  httpErrorText,
} from '@/api/errors';
import { decodeServerError, decodeText, operationKey, type DecodeResult } from '@/api/decode';
import { getRuntimeConfig } from '@/config/runtime-config';
import { parseRetryAfter } from '@/lib/retry-after';
import type { PortalApiError } from '@/api/errors';
import { notifyWrite, notifyWriteStart, type WriteHint } from '@/api/write-observer';

/** Orval types every hook's error with this: the fetch layer only ever throws these classes. */
// Orval passes the contract's error body type as the parameter; ours are classes, so it is unused.
export type ErrorType<_ContractError> = PortalApiError | Error;

/** What a call site may pass to a generated call besides fetch's own options. */
export interface PortalRequestInit extends RequestInit {
  /**
   * Sees every response's headers: bulk jobs read the rate limit a server announces from them
   * (src/bulk/engine/rate-limit-headers.ts) to pace themselves below it.
   */
  onResponseHeaders?: (headers: Headers) => void;
  /** For the change journal: where a write came from, and the old rule where the call lacks it. */
  journal?: WriteHint;
}

/**
 * How a request reaches the server: the response, and for a success the decoded body when the
 * exchange decoded it itself (the list worker, src/api/list-worker.ts); otherwise the body is read
 * and decoded here. Rejects like fetch when no answer came.
 */
export type Exchange = (
  url: string,
  init: RequestInit,
  operation: string,
) => Promise<{ response: Response; decoded?: DecodeResult }>;

const inPage: Exchange = async (url, init) => ({ response: await fetch(url, init) });

/**
 * The one fetch function every generated hook calls (Orval's mutator): base URL from the runtime
 * configuration, bearer token from the auth bridge, JSON in and out, the error mapping of spec §8,
 * one refresh-and-retry on 401, and the body decoded with the operation's zod schema.
 */
export function portalFetch<T>(url: string, options: PortalRequestInit = {}): Promise<T> {
  return callApi<T>(url, options, inPage);
}

/** portalFetch with another exchange (the list worker's). */
export async function callApi<T>(url: string, options: PortalRequestInit, exchange: Exchange): Promise<T> {
  const { onResponseHeaders, journal, ...init } = options;
  const method = (init.method ?? 'GET').toUpperCase();
  const absoluteUrl = resolveApiUrl(url);
  const operation = operationKey(method, url);
  const send = (token: string | null) => sendWith(exchange, absoluteUrl, init, operation, token);

  if (method !== 'GET') notifyWriteStart({ operation, url: absoluteUrl });
  let { response, decoded } = await send(await currentToken());
  if (response.status === 401) {
    const bridge = getAuthBridge();
    if (bridge) {
      bridge.onAuthenticationRequired?.();
      let fresh: string;
      try {
        fresh = await bridge.refreshAccessToken();
      } catch (error) {
        bridge.onRefreshFailed?.(error);
        throw toError(response, absoluteUrl, await response.text());
      }
      ({ response, decoded } = await send(fresh));
      // The renewed token is refused too: the session is gone as surely as after a failed refresh
      // (spec §4/§8: 'Session expired' with a sign-in link), not a silent failure.
      if (response.status === 401) bridge.onRefreshFailed?.(toError(response, absoluteUrl, ''));
    }
  }

  // A server that announces its rate limit lets bulk jobs pace themselves below it (bulk-targets.ts).
  onResponseHeaders?.(response.headers);
  if (!response.ok) throw toError(response, absoluteUrl, await response.text());
  const result = decoded ?? (await decodeText(await response.text(), operation));
  if (!result.success) throw new DecodeError(result.message, null, absoluteUrl);
  if (method !== 'GET') {
    notifyWrite({
      operation,
      url: absoluteUrl,
      body: typeof init.body === 'string' ? init.body : undefined,
      data: result.data,
      hint: journal,
    });
  }
  return result.data as T;
}

export function resolveApiUrl(url: string): string {
  const base = getRuntimeConfig().apiBaseUrl.replace(/\/+$/, '');
  // Node's fetch (tests) needs absolute URLs, so resolve against the page origin.
  return new URL(`${base}${url}`, globalThis.location?.origin ?? 'http://localhost').toString();
}

async function currentToken(): Promise<string | null> {
  return (await getAuthBridge()?.getAccessToken()) ?? null;
}

async function sendWith(
  exchange: Exchange,
  url: string,
  options: RequestInit,
  operation: string,
  token: string | null,
) {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  if (options.body !== undefined && options.body !== null && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await exchange(url, { ...options, headers }, operation);
  } catch (error) {
    // A cancelled call (TanStack Query's signal, a timeout) is not a network failure; the abort
    // error may come from another realm than this DOMException (e.g. Node's fetch under jsdom).
    if (options.signal?.aborted) throw error;
    throw new NetworkError(error instanceof Error ? error.message : String(error), null, url);
  }
}

function toError(response: Response, url: string, text: string): Error {
  const message = httpErrorText(response.statusText, response.status, url);
  switch (response.status) {
    case 401:
      return new UnauthorizedError(message, 401, url);
    case 403:
      return new AccessDeniedError(message, 403, url);
    case 429:
      return new RateLimitedError(message, 429, url, parseRetryAfter(response.headers.get('Retry-After')));
    case 500:
      return new InternalServerError(decodeServerError(text), url);
    default:
      return new HttpError(message, response.status, url, decodeServerError(text));
  }
}
