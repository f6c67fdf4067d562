import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants as http2, Http2ServerResponse, type Http2ServerRequest } from 'node:http2';
import { getResponse, type RequestHandler } from 'msw';

/** The mock API answers under the contract's server path, as the real portal API does. */
export const MOCK_API_BASE_PATH = '/api';

/** A request over HTTP/1.1 (plain or TLS) or HTTP/2 (node's compatibility API). */
export type MockRequest = IncomingMessage | Http2ServerRequest;
export type MockResponse = ServerResponse | Http2ServerResponse;

/**
 * Response headers a cross-origin page may read: without this list the browser hides everything but
 * the CORS-safelisted ones, so the portal would never see Retry-After or the rate-limit headers the
 * bulk-write engine paces itself by (docs/bulk-work.md).
 */
export const EXPOSED_HEADERS =
  'Retry-After, RateLimit, RateLimit-Policy, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset';

/** The calls of the union's overloads the server needs, typed once. */
interface ResponseLike {
  readonly headersSent: boolean;
  setHeader(name: string, value: string): unknown;
  writeHead(status: number, headers?: Record<string, string>): unknown;
  writeHead(status: number, statusText: string, headers?: Record<string, string>): unknown;
  end(body?: Buffer | string): unknown;
  destroy(): unknown;
}

export async function handleMockRequest(
  req: MockRequest,
  rawRes: MockResponse,
  handlers: RequestHandler[],
  isAllowedOrigin: (origin: string) => boolean,
): Promise<void> {
  const res = rawRes as unknown as ResponseLike;
  const origin = req.headers.origin;
  if (origin && isAllowedOrigin(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    // Full resource timing for the portal (nextHopProtocol: the bench checks the calls went over HTTP/2).
    res.setHeader('Timing-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
  }
  if (req.method === 'OPTIONS') {
    answerPreflight(res, origin, isAllowedOrigin);
    return;
  }
  const host = req.headers[':authority'] ?? req.headers.host ?? 'localhost';
  const scheme = 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http';
  const url = new URL(req.url ?? '/', `${scheme}://${String(host)}`);
  if (url.pathname !== MOCK_API_BASE_PATH && !url.pathname.startsWith(`${MOCK_API_BASE_PATH}/`)) {
    sendJson(res, 404, { error: `The mock API lives under ${MOCK_API_BASE_PATH}/` });
    return;
  }
  const response = await getResponse(handlers, await toFetchRequest(req, url));
  if (response?.type === 'error') {
    // A dropped connection (faults scenario): no status line at all. Over HTTP/2 this resets only
    // this call's stream (RST_STREAM, INTERNAL_ERROR), as a proxy dropping one request would; the
    // other calls on the connection carry on.
    if (rawRes instanceof Http2ServerResponse) rawRes.stream.close(http2.NGHTTP2_INTERNAL_ERROR);
    else res.destroy();
    return;
  }
  if (!response) {
    sendJson(res, 404, { error: `No mock handler for ${req.method} ${url.pathname}` });
    return;
  }
  // HTTP/2 has no reason phrase; HTTP/1.1 keeps the handler's.
  await sendResponse(res, response, req.httpVersionMajor < 2);
}

export function failMockRequest(rawRes: MockResponse, error: unknown): void {
  const res = rawRes as unknown as ResponseLike;
  if (!res.headersSent) sendJson(res, 500, { error: `Mock server failure: ${String(error)}` });
  else res.destroy();
}

function answerPreflight(
  res: ResponseLike,
  origin: string | undefined,
  isAllowedOrigin: (origin: string) => boolean,
) {
  if (origin && !isAllowedOrigin(origin)) {
    sendJson(res, 403, { error: `Origin ${origin} is not allowed; set MOCK_API_CORS_ORIGINS` });
    return;
  }
  res.writeHead(204, {
    'Access-Control-Allow-Methods': 'GET, PUT, POST, DELETE, PATCH',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type',
    // Browsers cache the answer per URL this long (Chromium caps it at 2 hours).
    'Access-Control-Max-Age': '600',
  });
  res.end();
}

async function toFetchRequest(req: MockRequest, url: URL): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // HTTP/2's pseudo-headers (:method, :path, …) are not headers a fetch Request may carry.
    if (name.startsWith(':')) continue;
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const body = hasBody ? await readBody(req) : undefined;
  return new Request(url, { method, headers, body: body?.length ? new Uint8Array(body) : undefined });
}

async function readBody(req: MockRequest): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Per-connection headers HTTP/2 forbids (RFC 9113 §8.2.2); the body is sent whole anyway. */
const connectionHeaders = new Set([
  'transfer-encoding',
  'connection',
  'keep-alive',
  'upgrade',
  'proxy-connection',
]);

async function sendResponse(res: ResponseLike, response: Response, withStatusText: boolean): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!connectionHeaders.has(name)) headers[name] = value;
  });
  const body = Buffer.from(await response.arrayBuffer());
  headers['content-length'] = String(body.length);
  if (withStatusText && response.statusText) res.writeHead(response.status, response.statusText, headers);
  else res.writeHead(response.status, headers);
  res.end(body);
}

function sendJson(res: ResponseLike, status: number, body: object): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

export function originPolicy(allowed: readonly string[] | undefined): (origin: string) => boolean {
  if (!allowed || allowed.length === 0) {
    return (origin) => /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin);
  }
  if (allowed.includes('*')) return () => true;
  const set = new Set(allowed.map((origin) => origin.replace(/\/+$/, '')));
  return (origin) => set.has(origin);
}
