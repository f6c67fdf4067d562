// Large GET bodies (100,000-rule lists), loaded by the fetch layer with the first one so that the
// entry stays small. See readLargeResponse, decodeLargeBody and largeBodyText.
import { DecodeError } from './errors';
import { compileShape, type DecoderShape, type FastDecoder } from './fast-decode';
import { responseShapeLoaders } from './generated/decoder-loaders';
import { readJsonArrayStream, type StreamedJsonArray } from './json-array-stream';
import { decodeLargeText } from './large-body-read';
import type { LargeBodyAnswer, LargeBodyRequest, ResponseMeta } from './large-body.worker';

/** A large body's text, and (later) whether it is valid as parsed (see isValidAsParsed). */
export interface LargeBodyRead {
  text: string;
  ready: Promise<boolean>;
  /** The worker's answer that brought the text (see `have` in LargeBodyRequest). */
  answer: number;
}

interface Waiting {
  text: (text: string | null, response?: ResponseMeta) => void;
  ready: (ready: boolean) => void;
  fail: (error: Error) => void;
}

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, Waiting>();

function largeBodyWorker(): Worker {
  if (!worker) {
    const started = new Worker(new URL('./large-body.worker.ts', import.meta.url), {
      type: 'module',
      name: 'large-body',
    });
    started.onmessage = (event: MessageEvent<LargeBodyAnswer>) => {
      const answer = event.data;
      const call = waiting.get(answer.id);
      if (!call) return;
      if ('text' in answer) return call.text(answer.text, answer.response);
      if ('unchanged' in answer) {
        waiting.delete(answer.id);
        call.text(null, answer.response);
        return call.ready(false); // nothing to check: the page reuses its value (or decodes the text itself)
      }
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
export async function readLargeResponse(
  response: Response,
  operation: string,
  url: string,
): Promise<LargeBodyRead> {
  const fetched = fetchedInWorker.get(response);
  if (fetched) return fetched;
  const bytes = await response.arrayBuffer();
  if (typeof Worker === 'undefined')
    return { text: decodeLargeText(bytes), ready: Promise.resolve(false), answer: 0 };
  // Transferred, not copied (a copy of 11 MB is a task of its own).
  const { text, ready, answer } = await ask({ type: 'read', id: 0, operation, url, bytes }, [bytes]);
  return { text: text ?? '', ready, answer };
}

/** Sends a request to the worker: its text (null: unchanged) and response, then whether it is valid as parsed. */
async function ask(
  request: LargeBodyRequest,
  transfer: Transferable[] = [],
): Promise<{ text: string | null; ready: Promise<boolean>; answer: number; response?: ResponseMeta }> {
  const id = (nextId += 1);
  let ready: Promise<boolean> = Promise.resolve(false);
  const first = await new Promise<{ text: string | null; response?: ResponseMeta }>((resolveText, fail) => {
    ready = new Promise<boolean>((resolveReady) => {
      // A failure after the text arrived only means the page decodes it itself.
      waiting.set(id, {
        text: (text, response) => resolveText({ text, response }),
        ready: resolveReady,
        fail: (error) => (fail(error), resolveReady(false)),
      });
    });
    largeBodyWorker().postMessage({ ...request, id }, transfer);
  });
  return { ...first, ready, answer: id };
}

/** URLs that answered a GET with a large body, with their operation: their next GET is made in the worker (fetchInWorker). */
const largeUrls = new Map<string, string>();

/** Whether a call of `url` with `method` is to be made in the worker (fetchInWorker). */
export const wasLarge = (url: string, method = 'GET'): boolean =>
  typeof Worker !== 'undefined' && method.toUpperCase() === 'GET' && largeUrls.has(url);

/**
 * The decoded value of a large success body of `url`: read in the worker (readLargeResponse), parsed
 * here while the worker checks it; valid as parsed, it needs no decoding here, else `decode` (the
 * fetch layer's decodeBody) decodes the text as for any body. An unchanged body gives the value of
 * the last one (decodeLargeBody).
 */
export async function decodeLargeResponse(
  response: Response,
  url: string,
  operation: string,
  decode: (text: string, onDecoded: (data: unknown, parsed: unknown) => void) => Promise<unknown>,
): Promise<unknown> {
  largeUrls.set(url, operation);
  if (response.body && !fetchedInWorker.has(response))
    return streamLargeResponse(response.body, url, operation, decode);
  let read: LargeBodyRead;
  try {
    read = await readLargeResponse(response, operation, url);
  } catch (error) {
    throw new DecodeError(error instanceof Error ? error.message : String(error), null, url);
  }
  const { text, ready, answer } = read;
  const data = await decodeLargeBody(url, text, async (onDecoded) => {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return decode(text, onDecoded);
    }
    if (!(await ready)) return decode(text, onDecoded);
    onDecoded(json, json);
    return json;
  });
  held.set(url, answer);
  return data;
}

/**
 * decodeLargeResponse for a body read on this thread: parsed while it downloads
 * (json-array-stream.ts) and checked against the decoder shape as its elements arrive, so that
 * little is left to do once the last byte is in. Why not the worker here: its text comes back only
 * once the whole body is in, and the page's JSON.parse of it is then one long task in front of the
 * list's first render. The result is the same: the parsed array when it is valid as parsed, else
 * `decode` of the text (which also gives a malformed or invalid body its usual error).
 */
async function streamLargeResponse(
  body: ReadableStream<Uint8Array>,
  url: string,
  operation: string,
  decode: (text: string, onDecoded: (data: unknown, parsed: unknown) => void) => Promise<unknown>,
): Promise<unknown> {
  const check = checkAsParsed(operation);
  let streamed: StreamedJsonArray;
  try {
    streamed = await readJsonArrayStream(body, check.some);
  } catch (error) {
    throw new DecodeError(error instanceof Error ? error.message : String(error), null, url);
  }
  // The worker does not hold this text: a later call of the URL made there sends its text back.
  held.delete(url);
  const { text, items } = streamed;
  return decodeLargeBody(url, text, async (onDecoded) => {
    if (!items || !(await check.all(items))) return decode(text, onDecoded);
    onDecoded(items, items);
    return items;
  });
}

/**
 * Whether a parsed array is valid as parsed for `operation` (what isValidAsParsed says in the
 * worker), checked element by element as they arrive (`some`), the rest and the array's length at
 * the end (`all`). Only an array shape can be checked this way; for other shapes, or one only zod
 * can judge, the page decodes the text.
 */
function checkAsParsed(operation: string): {
  some: (items: readonly unknown[]) => void;
  all: (items: readonly unknown[]) => Promise<boolean>;
} {
  const load = responseShapeLoaders[operation];
  let shape: DecoderShape | null | undefined;
  let loaded = false;
  const loading = (load ? load() : Promise.resolve(undefined)).then(
    (found) => void (shape = found),
    () => void (shape = null),
  );
  void loading.then(() => (loaded = true));
  let element: FastDecoder | null = null;
  let checked = 0;
  let valid = true;
  const some = (items: readonly unknown[]) => {
    if (!loaded || !valid || shape === undefined) return;
    if (shape === null || shape.t !== 'array') return void (valid = false);
    element ??= compileShape(shape.of);
    for (; checked < items.length; checked += 1) {
      const item = items[checked];
      // Valid as parsed: the decoder gives the element itself (not a copy, not INVALID).
      if (element(item) !== item) return void (valid = false);
    }
  };
  const all = async (items: readonly unknown[]) => {
    await loading;
    loaded = true;
    some(items);
    if (!valid) return false;
    if (shape === undefined) return true; // no decoder: the body passes as parsed
    return (
      shape !== null &&
      shape.t === 'array' &&
      items.length >= (shape.min ?? 0) &&
      items.length <= (shape.max ?? Infinity)
    );
  };
  return { some, all };
}

/** Per URL, the worker's answer whose text is kept (see decodeLargeBody): an unchanged body is not sent again. */
const held = new Map<string, number>();

/** Responses made in the worker, with their text (read there). */
const fetchedInWorker = new WeakMap<Response, LargeBodyRead>();

/**
 * A GET of `url` (which answered with a large body before) made in the worker: the response as
 * `fetch` gives it, its body already read there (readLargeResponse takes it). Why: the main thread
 * then handles none of the body's 11 MB; in Chromium with DevTools' network domain on (the bench's
 * Playwright), the body of a call made on the main thread is also decoded to text there once more,
 * in one task of several hundred milliseconds. Rejects on a network failure, like fetch.
 */
export async function fetchInWorker(
  url: string,
  headers: Headers,
  signal?: AbortSignal | null,
): Promise<Response> {
  const keptText = kept.get(url)?.text;
  const have = keptText === undefined ? undefined : held.get(url);
  const call = ask({
    type: 'fetch',
    id: 0,
    operation: largeUrls.get(url) ?? '',
    url,
    headers: [...headers],
    have,
  });
  const aborted = new Promise<never>((_, reject) => {
    if (signal?.aborted) reject(signal.reason);
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  const { text, ready, answer, response: meta } = await Promise.race([call, aborted]);
  if (!meta) throw new Error('The large-body worker gave no response.');
  // Unchanged: the text the page holds (its decoded value is reused); the worker keeps `have`.
  const body = text ?? keptText ?? '';
  // A body the fetch layer reads as large is taken from fetchedInWorker: the Response needs none
  // (giving it 11 MB of text would encode them to UTF-8 on this thread again).
  const large = Number(new Headers(meta.headers).get('Content-Length')) >= LARGE_BODY_BYTES;
  const nullBody =
    (large && meta.status >= 200 && meta.status < 300) || [101, 204, 205, 304].includes(meta.status);
  const response = new Response(nullBody ? null : body, {
    status: meta.status,
    statusText: meta.statusText,
    headers: meta.headers,
  });
  fetchedInWorker.set(response, {
    text: body,
    ready,
    answer: text === null && have !== undefined ? have : answer,
  });
  return response;
}

/** The fetch layer's LARGE_BODY_CHARS (fetcher.ts): from this Content-Length on it reads a body as large. */
const LARGE_BODY_BYTES = 100_000;

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
export async function decodeLargeBody(
  url: string,
  text: string,
  decode: (onDecoded: (data: unknown, parsed: unknown) => void) => Promise<unknown>,
): Promise<unknown> {
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
