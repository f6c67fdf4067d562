// Large GET bodies (100,000-rule lists), loaded by the fetch layer with the first one so that the
// entry stays small. See readLargeResponse, decodeLargeBody and largeBodyText.
import { decodeLargeText } from './large-body-read';
import type { LargeBodyAnswer, LargeBodyRequest } from './large-body.worker';

/** A large body's text, and (later) whether it is valid as parsed (see isValidAsParsed). */
export interface LargeBodyRead {
  text: string;
  ready: Promise<boolean>;
}

interface Waiting {
  text: (text: string) => void;
  ready: (ready: boolean) => void;
  fail: (error: Error) => void;
}

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, Waiting>();

function largeBodyWorker(): Worker {
  if (!worker) {
    const started = new Worker(new URL('./large-body.worker.ts', import.meta.url), { type: 'module', name: 'large-body' });
    started.onmessage = (event: MessageEvent<LargeBodyAnswer>) => {
      const answer = event.data;
      const call = waiting.get(answer.id);
      if (!call) return;
      if ('text' in answer) return call.text(answer.text);
      waiting.delete(answer.id);
      if ('ready' in answer) call.ready(answer.ready);
      else call.fail(new Error(answer.error));
    };
    started.onerror = (event) => {
      // A worker that fails (to start) fails every call it holds; the next body starts a new one.
      worker = null;
      const error = new Error(event.message || 'The large-body worker failed.');
      waiting.forEach((call) => call.fail(error));
      waiting.clear();
    };
    worker = started;
  }
  return worker;
}

/**
 * The text of a large success body, and whether it is valid as it is for `operation` (`METHOD
 * /path`). Why: `response.text()` decodes 11 MB on the main thread in one task of several hundred
 * milliseconds, and checking 100,000 rules against the decoder takes long again; read as bytes,
 * both happen in a worker. The text comes back first, so the page parses it while the worker
 * checks it. Without a Worker (tests) the bytes are decoded here and the page decodes them as usual.
 */
export async function readLargeResponse(response: Response, operation: string): Promise<LargeBodyRead> {
  const bytes = await response.arrayBuffer();
  if (typeof Worker === 'undefined') return { text: decodeLargeText(bytes), ready: Promise.resolve(false) };
  const id = (nextId += 1);
  const request: LargeBodyRequest = { id, operation, bytes };
  let ready: Promise<boolean> = Promise.resolve(false);
  const text = await new Promise<string>((resolveText, fail) => {
    ready = new Promise<boolean>((resolveReady) => {
      // A failure after the text arrived only means the page decodes it itself.
      waiting.set(id, { text: resolveText, ready: resolveReady, fail: (error) => (fail(error), resolveReady(false)) });
    });
    // Transferred, not copied (a copy of 11 MB is a task of its own).
    largeBodyWorker().postMessage(request, [bytes]);
  });
  return { text, ready };
}

/** The last large bodies, by URL, with what they decoded to. */
const kept = new Map<string, { text: string; data: unknown }>();
/** At most this many kept (the text stays in memory next to the decoded list). */
const KEPT = 2;
/** The JSON text of large bodies that decoded to exactly what the text parses to. */
const texts = new WeakMap<object, string>();

/**
 * `decode` of a large body, unless the last body of `url` was the same text: then the value it
 * decoded to (the same object). Why: an export or an import reads a 100,000-rule list fresh from
 * the server; when it is unchanged, parsing and decoding it again and TanStack Query's deep
 * comparison with the cached list cost the main thread most of a second. The same text decodes to
 * the same value.
 */
export async function decodeLargeBody(url: string, text: string, decode: (onDecoded: (data: unknown, parsed: unknown) => void) => Promise<unknown>): Promise<unknown> {
  const last = kept.get(url);
  if (last && last.text === text) return last.data;
  kept.delete(url);
  const data = await decode((decoded, parsed) => {
    if (decoded === parsed && typeof parsed === 'object' && parsed !== null) texts.set(parsed, text);
  });
  kept.set(url, { text, data });
  for (const oldest of kept.keys()) {
    if (kept.size <= KEPT) break;
    kept.delete(oldest);
  }
  return data;
}

/**
 * The JSON text `data` was read from, when it is a large response body that decoded to exactly
 * its parsed text (else undefined). Why: the import hands the target's 100,000 rules to its
 * worker; the text the server sent is that list already serialised, so the page need not
 * JSON.stringify it again.
 */
export function largeBodyText(data: unknown): string | undefined {
  return typeof data === 'object' && data !== null ? texts.get(data) : undefined;
}
