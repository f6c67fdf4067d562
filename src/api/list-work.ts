import { sortOrder } from '@/lib/sort-order';
import { decodeText } from './decode';
import type { ListAnswer, ListRequest } from './list-worker';

const calls = new Map<number, AbortController>();

/**
 * What the list worker (list.worker.ts) does with a request: a fetch answers with the response's
 * status and headers and, for a success, the body parsed and decoded with the operation's zod
 * schema (for an error, its text); a sort answers with the order (transferred, not copied).
 */
export async function handleListRequest(
  request: ListRequest,
  post: (answer: ListAnswer, transfer?: Transferable[]) => void,
): Promise<void> {
  if (request.type === 'abort') return calls.get(request.id)?.abort();
  const { id } = request;
  if (request.type === 'sort') {
    const order = sortOrder(request.values, request.direction);
    return post({ id, order }, [order.buffer]);
  }
  const abort = new AbortController();
  calls.set(id, abort);
  try {
    const response = await fetch(request.url, { headers: request.headers, signal: abort.signal });
    const meta = { status: response.status, statusText: response.statusText, headers: [...response.headers] };
    const text = await response.text();
    if (!response.ok) return post({ id, response: meta, text });
    post({ id, response: meta, decoded: await decodeText(text, request.operation) });
  } finally {
    calls.delete(id);
  }
}
