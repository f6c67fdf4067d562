import type { DecodeResult } from './decode';
import { callApi, portalFetch, type Exchange, type PortalRequestInit } from './fetcher';
import { sortOrder } from '@/lib/sort-order';

export type ListRequest =
  /** A GET made in the worker with the fetch layer's headers (token included); `operation`: its decoder. */
  | { type: 'fetch'; id: number; url: string; headers: [string, string][]; operation: string }
  | { type: 'sort'; id: number; values: (string | number)[]; direction: 1 | -1 }
  | { type: 'abort'; id: number };

interface ResponseMeta {
  status: number;
  statusText: string;
  headers: [string, string][];
}

/** A fetch's response with its decoded body (success) or text (error); a sort's order; or a failure. */
export type ListAnswer =
  | { id: number; response: ResponseMeta; decoded?: DecodeResult; text?: string }
  | { id: number; order: Int32Array }
  | { id: number; error: string };

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, { resolve: (answer: ListAnswer) => void; reject: (error: Error) => void }>();

function listWorker(): Worker {
  if (!worker) {
    const started = new Worker(new URL('./list.worker.ts', import.meta.url), {
      type: 'module',
      name: 'lists',
    });
    started.onmessage = (event: MessageEvent<ListAnswer>) => {
      const call = waiting.get(event.data.id);
      waiting.delete(event.data.id);
      call?.resolve(event.data);
    };
    started.onerror = (event) => {
      // A worker that fails (to start) fails every call it holds; the next call starts a new one.
      worker = null;
      const error = new Error(event.message || 'The list worker failed.');
      waiting.forEach((call) => call.reject(error));
      waiting.clear();
    };
    worker = started;
  }
  return worker;
}

function ask(request: ListRequest, signal?: AbortSignal | null): Promise<ListAnswer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    waiting.set(request.id, { resolve, reject });
    const target = listWorker();
    signal?.addEventListener(
      'abort',
      () => {
        waiting.delete(request.id);
        target.postMessage({ type: 'abort', id: request.id } satisfies ListRequest);
        reject(signal.reason);
      },
      { once: true },
    );
    target.postMessage(request);
  });
}

const inWorker: Exchange = async (url, init, operation) => {
  const headers = [...new Headers(init.headers)];
  const answer = await ask({ type: 'fetch', id: (nextId += 1), url, headers, operation }, init.signal);
  if ('error' in answer) throw new TypeError(answer.error);
  if (!('response' in answer)) throw new TypeError('The list worker gave no response.');
  const { status, statusText, headers: responseHeaders } = answer.response;
  // The body stays in the worker: the decoded value came with the answer.
  const response = new Response(answer.text ?? null, { status, statusText, headers: responseHeaders });
  return { response, decoded: answer.decoded };
};

/**
 * A GET of a long list (synonym rules, redirects) whose body is fetched, parsed and decoded in the
 * list worker, with the fetch layer's token, errors and refresh-and-retry (src/api/fetcher.ts).
 * For a list's queryFn: `queryFn: ({ signal }) => fetchList(getGetXUrl(params), { signal })`.
 * Without Worker support (tests) the call is made in the page.
 */
export function fetchList<T>(url: string, options: PortalRequestInit = {}): Promise<T> {
  if (typeof Worker === 'undefined') return portalFetch<T>(url, options);
  return callApi<T>(url, { ...options, method: 'GET' }, inWorker);
}

/** sortOrder (src/lib/sort-order.ts) in the list worker; in the page without Worker support (tests). */
export async function sortInWorker(values: (string | number)[], direction: 1 | -1): Promise<Int32Array> {
  if (typeof Worker === 'undefined') return sortOrder(values, direction);
  const answer = await ask({ type: 'sort', id: (nextId += 1), values, direction });
  if ('order' in answer) return answer.order;
  throw new Error('error' in answer ? answer.error : 'The list worker gave no order.');
}
