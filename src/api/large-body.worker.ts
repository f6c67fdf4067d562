// The fetch layer's Web Worker for large response bodies (src/api/large-bodies.ts): decodes the
// bytes to text and checks them against the operation's decoder shape off the main thread (issue
// 13); for a URL that answered with a large body before, it also makes the call itself, so the
// body never passes through the main thread. The text goes back first, so the page parses it while
// this checks it. Same-origin module worker: the CSP's worker-src 'self' allows it. Loaded with
// the first large body only.
import { responseShapeLoaders } from './generated/decoder-loaders';
import { decodeLargeText, isValidAsParsed } from './large-body-read';

export type LargeBodyRequest =
  /** `operation`: `METHOD /path` of the operation (its decoder shape). */
  | { type: 'read'; id: number; operation: string; url: string; bytes: ArrayBuffer }
  /**
   * A GET made here, with the fetch layer's headers (token included). `have`: the answer whose
   * text the page still holds for this URL; when the new body is the same text, only that is said.
   */
  | { type: 'fetch'; id: number; operation: string; url: string; headers: [string, string][]; have?: number };

export interface ResponseMeta {
  status: number;
  statusText: string;
  headers: [string, string][];
}

/** First the text (with the response's status and headers for a fetch), then whether it is valid as parsed; or an error. */
export type LargeBodyAnswer =
  | { id: number; text: string; response?: ResponseMeta }
  /** The body is the text of the answer `have` again: no 11 MB copied back to the page. */
  | { id: number; unchanged: true; response: ResponseMeta }
  | { id: number; ready: boolean }
  | { id: number; error: string };

const scope = self as unknown as {
  postMessage: (message: LargeBodyAnswer) => void;
  onmessage: ((event: MessageEvent<LargeBodyRequest>) => void) | null;
};

/** The last text sent to the page per URL, with its answer's id (for `have`); the last two URLs. */
const sent = new Map<string, { id: number; text: string }>();
function remember(url: string, id: number, text: string) {
  sent.delete(url);
  sent.set(url, { id, text });
  for (const oldest of sent.keys()) if (sent.size > 2) sent.delete(oldest);
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function answer(request: LargeBodyRequest): Promise<void> {
  const { id, operation } = request;
  const loadShape = responseShapeLoaders[operation];
  const shape = loadShape ? loadShape() : Promise.resolve(undefined);
  shape.catch(() => undefined); // awaited below
  let text: string;
  let ok = true;
  if (request.type === 'read') {
    text = decodeLargeText(request.bytes);
    remember(request.url, id, text);
    scope.postMessage({ id, text });
  } else {
    const response = await fetch(request.url, { headers: request.headers });
    text = decodeLargeText(await response.arrayBuffer());
    ok = response.ok;
    const meta = { status: response.status, statusText: response.statusText, headers: [...response.headers] };
    const last = sent.get(request.url);
    if (ok && request.have !== undefined && last?.id === request.have && last.text === text) {
      scope.postMessage({ id, unchanged: true, response: meta });
      return;
    }
    remember(request.url, id, text);
    scope.postMessage({ id, text, response: meta });
  }
  scope.postMessage({ id, ready: ok && isValidAsParsed(text, await shape.catch(() => null)) });
}

scope.onmessage = (event) =>
  void answer(event.data).catch((error: unknown) =>
    scope.postMessage({ id: event.data.id, error: message(error) }),
  );
