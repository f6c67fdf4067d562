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
import { decodeServerError, operationKey, responseDecoder, type ResponseDecoder } from '@/api/decode';
import { getRuntimeConfig } from '@/config/runtime-config';
import { parseRetryAfter } from '@/lib/retry-after';
import type { PortalApiError } from '@/api/errors';

/** Orval types every hook's error with this: the fetch layer only ever throws these classes. */
// Orval passes the contract's error body type as the parameter; ours are classes, so it is unused.
export type ErrorType<_ContractError> = PortalApiError | Error;

/**
 * The one fetch function every generated hook calls (Orval's mutator): base URL from the runtime
 * configuration, bearer token from the auth bridge, JSON in and out, the error mapping of spec §8,
 * and one refresh-and-retry on 401.
 */
export async function portalFetch<T>(url: string, options: PortalRequestInit = {}): Promise<T> {
  const { onResponseHeaders, ...init } = options;
  const method = (init.method ?? 'GET').toUpperCase();
  const early = method === 'GET' && !onResponseHeaders ? takeEarlyGet(url) : undefined;
  if (early) return early as Promise<T>;
  return fetchAndDecode<T>(url, method, init, onResponseHeaders);
}

/** What a call site may pass to a generated call besides fetch's own options. */
export interface PortalRequestInit extends RequestInit {
  /**
   * Sees every response's headers: bulk jobs read the rate limit a server announces from them
   * (src/bulk/engine/rate-limit-headers.ts) to pace themselves below it.
   */
  onResponseHeaders?: (headers: Headers) => void;
}

/** Calls the entry started before the app's code arrived, by URL, until the app asks for them. */
const earlyGets = new Map<string, { response: Promise<unknown>; until: number }>();
/** An early answer nobody asked for within this time is stale: the next call goes to the server. */
const EARLY_GET_KEPT_MS = 30_000;

/**
 * Starts a GET now, from the entry (src/main.tsx), while the app's code still downloads (issue 14:
 * no request that could start earlier waits for another). The first portalFetch of the same URL
 * takes this call, in flight or answered, instead of sending its own; its errors reach that caller.
 */
export function startEarlyGet(url: string): void {
  if (earlyGets.has(url)) return;
  const response = fetchAndDecode(url, 'GET', {});
  response.catch(() => undefined); // reported to whoever takes it
  earlyGets.set(url, { response, until: Date.now() + EARLY_GET_KEPT_MS });
}

function takeEarlyGet(url: string): Promise<unknown> | undefined {
  const early = earlyGets.get(url);
  if (!early) return undefined;
  earlyGets.delete(url);
  return early.until >= Date.now() ? early.response : undefined;
}

async function fetchAndDecode<T>(
  url: string,
  method: string,
  options: RequestInit,
  onResponseHeaders?: (headers: Headers) => void,
): Promise<T> {
  const absoluteUrl = resolveApiUrl(url);
  // The operation's decoder loads alongside the call (its domain's schemas load on first use).
  const decoder = responseDecoder(method, url);
  decoder.catch(() => undefined); // awaited below; an error response must not leave it unhandled

  let response = await send(absoluteUrl, options, await currentToken());
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
      response = await send(absoluteUrl, options, fresh);
      // The renewed token is refused too: the session is gone as surely as after a failed refresh
      // (spec §4/§8: 'Session expired' with a sign-in link), not a silent failure.
      if (response.status === 401) bridge.onRefreshFailed?.(toError(response, absoluteUrl, ''));
    }
  }

  // A large list's helpers load while its body downloads (when its length is announced).
  const large =
    method === 'GET' && Number(response.headers.get('Content-Length')) >= LARGE_BODY_CHARS
      ? import('./large-bodies')
      : null;
  large?.catch(() => undefined); // awaited below
  // A server that announces its rate limit lets bulk jobs pace themselves below it (bulk-targets.ts).
  onResponseHeaders?.(response.headers);
  if (large && response.ok) {
    // Read and checked in a worker (large-bodies.ts); the page only parses it.
    largeBodies = await large;
    return (await largeBodies.decodeLargeResponse(
      response,
      absoluteUrl,
      operationKey(method, url),
      async (text, onDecoded) => decodeBody(await decoder, text, absoluteUrl, onDecoded),
    )) as T;
  }
  const text = await response.text();
  if (!response.ok) throw toError(response, absoluteUrl, text);
  if (method === 'GET' && text.length >= LARGE_BODY_CHARS) {
    const { decodeLargeBody } = await (large ?? import('./large-bodies'));
    return (await decodeLargeBody(absoluteUrl, text, async (onDecoded) =>
      decodeBody(await decoder, text, absoluteUrl, onDecoded),
    )) as T;
  }
  return decodeBody<T>(await decoder, text, absoluteUrl);
}

/** GET bodies from this length on (about a thousand rules) go through large-bodies.ts. */
const LARGE_BODY_CHARS = 100_000;

export function resolveApiUrl(url: string): string {
  const base = getRuntimeConfig().apiBaseUrl.replace(/\/+$/, '');
  // Node's fetch (tests) needs absolute URLs, so resolve against the page origin.
  return new URL(`${base}${url}`, globalThis.location?.origin ?? 'http://localhost').toString();
}

async function currentToken(): Promise<string | null> {
  return (await getAuthBridge()?.getAccessToken()) ?? null;
}

/** Loaded with the first large body (large-bodies.ts). */
let largeBodies: typeof import('./large-bodies') | null = null;

async function send(url: string, options: RequestInit, token: string | null): Promise<Response> {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  if (options.body !== undefined && options.body !== null && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    // A GET of a URL that answered with a large body is made in the large-body worker.
    if (largeBodies?.wasLarge(url, options.method))
      return await largeBodies.fetchInWorker(url, headers, options.signal);
    return await fetch(url, { ...options, headers });
  } catch (error) {
    // A cancelled call (TanStack Query's signal, a timeout) is not a network failure; the abort
    // error may come from another realm than this DOMException (e.g. Node's fetch under jsdom).
    if (options.signal?.aborted) throw error;
    throw new NetworkError(error instanceof Error ? error.message : String(error), null, url);
  }
}

async function decodeBody<T>(
  decode: ResponseDecoder,
  text: string,
  absoluteUrl: string,
  onDecoded?: (data: unknown, parsed: unknown) => void,
): Promise<T> {
  let json: unknown = undefined;
  if (text.trim() !== '') {
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new DecodeError(error instanceof Error ? error.message : String(error), null, absoluteUrl);
    }
  }
  const decoded = await decode(json);
  if (!decoded.success) throw new DecodeError(decoded.message, null, absoluteUrl);
  onDecoded?.(decoded.data, json);
  return decoded.data as T;
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
