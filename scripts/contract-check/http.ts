// The one way the checker talks to a server: a timed call that never throws.
import { z } from 'zod';

export interface ApiRequest {
  method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
  /** The contract's path, e.g. /EngineSettings/SynonymsForQuery (names the call in the report). */
  path: string;
  query?: Record<string, string | number | boolean | readonly string[] | undefined>;
  body?: unknown;
  /** false sends no Authorization header (the 401 check). */
  auth?: boolean;
  headers?: Record<string, string>;
}

export interface ApiAnswer {
  /** 0 when the server did not answer (network error or timeout). */
  status: number;
  statusText: string;
  text: string;
  ms: number;
  /** Why there is no answer, when status is 0. */
  networkError?: string;
}

export interface Connection {
  baseUrl: string;
  token?: string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export const callName = (request: Pick<ApiRequest, 'method' | 'path'>) => `${request.method} ${request.path}`;

export function requestUrl(baseUrl: string, request: ApiRequest): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query ?? {})) {
    if (value === undefined) continue;
    (Array.isArray(value) ? value : [value]).forEach((item) => query.append(name, String(item)));
  }
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return `${baseUrl.replace(/\/+$/, '')}${request.path}${search}`;
}

export async function call(connection: Connection, request: ApiRequest): Promise<ApiAnswer> {
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  if (request.auth !== false && connection.token) headers.Authorization = `Bearer ${connection.token}`;
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  return timedFetch(connection, requestUrl(connection.baseUrl, request), {
    method: request.method,
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
}

/** One request with its time; a network error or timeout is an answer with status 0. */
export async function timedFetch(
  connection: Pick<Connection, 'fetch' | 'timeoutMs'>,
  url: string,
  init: RequestInit,
): Promise<ApiAnswer> {
  const started = performance.now();
  try {
    const response = await (connection.fetch ?? fetch)(url, {
      ...init,
      signal: AbortSignal.timeout(connection.timeoutMs ?? 30_000),
    });
    const text = await response.text();
    return {
      status: response.status,
      statusText: response.statusText,
      text,
      ms: performance.now() - started,
    };
  } catch (error) {
    const ms = performance.now() - started;
    return { status: 0, statusText: '', text: '', ms, networkError: describeNetworkError(error) };
  }
}

function describeNetworkError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return 'no answer within the timeout';
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause?.code ?? cause?.message ?? error.message;
}

export const statusLine = (answer: ApiAnswer) => `${answer.status} ${answer.statusText}`.trim();

// The contract's PortalServerError (Orval's zod output has no component schemas; src/api/decode.ts
// mirrors it the same way). DebugDetails may be null or absent.
export const portalServerError = z.object({
  UserMessage: z.string(),
  Timestamp: z.iso.datetime({ offset: true }),
  DebugDetails: z.string().nullish(),
});

/** The UserMessage of a PortalServerError body, which usually says what was wrong with the call. */
export function serverUserMessage(text: string): string | null {
  try {
    const body = JSON.parse(text) as { UserMessage?: unknown } | null;
    return typeof body?.UserMessage === 'string' ? body.UserMessage : null;
  } catch {
    return null;
  }
}
