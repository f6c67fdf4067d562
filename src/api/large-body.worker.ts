// The fetch layer's Web Worker for large response bodies (src/api/large-bodies.ts): decodes the
// bytes to text and checks them against the operation's decoder shape off the main thread (issue
// 13). The text goes back first, so the page parses it while this checks it. Same-origin module
// worker: the CSP's worker-src 'self' allows it. Loaded with the first large body only.
import { responseShapeLoaders } from './generated/decoder-loaders';
import { decodeLargeText, isValidAsParsed } from './large-body-read';

export interface LargeBodyRequest {
  id: number;
  /** `METHOD /path` of the operation (its decoder shape). */
  operation: string;
  bytes: ArrayBuffer;
}
/** First the text, then whether it is valid as parsed (or an error instead of either). */
export type LargeBodyAnswer = { id: number; text: string } | { id: number; ready: boolean } | { id: number; error: string };

const scope = self as unknown as { postMessage: (message: LargeBodyAnswer) => void; onmessage: ((event: MessageEvent<LargeBodyRequest>) => void) | null };

scope.onmessage = (event) => {
  const { id, operation, bytes } = event.data;
  const loadShape = responseShapeLoaders[operation];
  const shape = loadShape ? loadShape() : Promise.resolve(undefined);
  try {
    const text = decodeLargeText(bytes);
    scope.postMessage({ id, text });
    void shape.then(
      (loaded) => scope.postMessage({ id, ready: isValidAsParsed(text, loaded) }),
      () => scope.postMessage({ id, ready: false }),
    );
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
