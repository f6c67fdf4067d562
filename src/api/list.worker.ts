// The list worker (src/api/list-worker.ts): fetches, parses and decodes the long lists (100,000
// synonym rules, 50,000 redirects) and sorts long lists, off the page's main thread. Same-origin
// module worker: the CSP's worker-src 'self' allows it.
import { handleListRequest } from './list-work';
import type { ListAnswer, ListRequest } from './list-worker';

const scope = self as unknown as {
  postMessage: (message: ListAnswer, transfer?: Transferable[]) => void;
  onmessage: ((event: MessageEvent<ListRequest>) => void) | null;
};

scope.onmessage = (event) =>
  void handleListRequest(event.data, (answer, transfer) => scope.postMessage(answer, transfer)).catch(
    (error: unknown) =>
      scope.postMessage({ id: event.data.id, error: error instanceof Error ? error.message : String(error) }),
  );
