import { http } from 'msw';
import { mockServer } from '@mocks/node';
import { isApiCall } from '@mocks/api-call';
import type { ContractMethod, ContractPath, RequestBody } from '@mocks/contract-http';

/** One call the app sent, as the mock API received it. */
export interface SentRequest<Body = unknown> {
  /** Upper case, as on the wire: 'PUT'. */
  method: string;
  url: URL;
  /** The contract's path, below the API base: '/EngineSettings/Redirect'. */
  path: string;
  /** The query parameters (the scope among them). */
  params: URLSearchParams;
  headers: Headers;
  /** The parsed JSON body; undefined without one. */
  body: Body;
}

const API_BASE = '/api';

/**
 * Records every call of one operation of the contract (or of several methods on one path) in the
 * order they are sent; the mock API still answers them. The body is typed as the contract's
 * request body, the path must be one the contract has for the method.
 *
 *   const puts = recordRequests('put', '/EngineSettings/Redirect');
 *   … await waitFor(() => expect(puts).toHaveLength(1));
 *   expect(puts[0]!.body.EditedRedirect.Name).toBe('Sale');
 */
export function recordRequests<M extends ContractMethod, P extends ContractPath<M>>(
  method: M | readonly M[],
  path: P,
): SentRequest<RequestBody<P, M>>[] {
  const methods = new Set<string>((Array.isArray(method) ? method : [method]).map((m) => m.toUpperCase()));
  return record((sent) => methods.has(sent.method) && sent.path === path) as SentRequest<RequestBody<P, M>>[];
}

/**
 * Records every call to the API whose contract path matches `path` (every call without it), of
 * any method: for what holds across operations, such as the Authorization header.
 */
export function recordApiCalls(path?: RegExp): SentRequest[] {
  return record((sent) => path === undefined || path.test(sent.path));
}

function record(wanted: (sent: Pick<SentRequest, 'method' | 'path'>) => boolean): SentRequest[] {
  const seen: SentRequest[] = [];
  mockServer.use(
    http.all(isApiCall, async ({ request }) => {
      const url = new URL(request.url);
      const sent = {
        method: request.method,
        url,
        path: url.pathname.slice(API_BASE.length),
        params: url.searchParams,
        headers: request.headers,
        body: undefined as unknown,
      };
      if (!wanted(sent)) return undefined;
      // Listed at once, so the order is the order of sending; the body is read before the mock
      // answers, so it is there by the time the app sees the answer.
      seen.push(sent);
      const text = await request.clone().text();
      sent.body = text === '' ? undefined : (JSON.parse(text) as unknown);
      return undefined;
    }),
  );
  return seen;
}

/** A call's query parameters as a plain record (repeated ones as arrays), for exact comparisons. */
export function paramsOf(call: Pick<SentRequest, 'params'>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(call.params.keys())) {
    const values = call.params.getAll(key);
    out[key] = values.length > 1 ? values : (values[0] as string);
  }
  return out;
}
