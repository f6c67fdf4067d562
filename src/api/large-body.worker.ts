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
  | { type: 'read'; id: number; operation: string; bytes: ArrayBuffer }
  /** A GET made here, with the fetch layer's headers (token included). */
  | { type: 'fetch'; id: number; operation: string; url: string; headers: [string, string][] };

export interface ResponseMeta {
  status: number;
  statusText: string;
  headers: [string, string][];
}

/** First the text (with the response's status and headers for a fetch), then whether it is valid as parsed; or an error. */
export type LargeBodyAnswer = { id: number; text: string; response?: ResponseMeta } | { id: number; ready: boolean } | { id: number; error: string };

const scope = self as unknown as { postMessage: (message: LargeBodyAnswer) => void; onmessage: ((event: MessageEvent<LargeBodyRequest>) => void) | null };

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
    scope.postMessage({ id, text });
  } else {
    const response = await fetch(request.url, { headers: request.headers });
    text = decodeLargeText(await response.arrayBuffer());
    ok = response.ok;
    scope.postMessage({ id, text, response: { status: response.status, statusText: response.statusText, headers: [...response.headers] } });
  }
  scope.postMessage({ id, ready: ok && isValidAsParsed(text, await shape.catch(() => null)) });
}

scope.onmessage = (event) => void answer(event.data).catch((error: unknown) => scope.postMessage({ id: event.data.id, error: message(error) }));
