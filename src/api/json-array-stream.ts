/**
 * Parses a JSON array that arrives in pieces (a response body read as a stream), element by
 * element as the pieces come, instead of one JSON.parse of the whole text at the end.
 *
 * Why (issue 13): a list of 100,000 rules is an 11 MB body; one JSON.parse of it is a single
 * main-thread task of 50–100 ms or more that starts only once the last byte is in, so the list's
 * first render waits for it. Parsed while the body downloads, in short slices between which the
 * browser can paint and handle input, most of that work is done by the time the response ends.
 *
 * Only the array's complete top-level elements are parsed, each run of them with JSON.parse
 * itself (so numbers, strings, escapes and nested values are read exactly as JSON.parse reads
 * them); the scanner only finds where top-level elements end. Anything it is not sure of (a body
 * that is not an array, malformed JSON, text after the array) makes `failed` true: the caller then
 * parses the whole text as before, so errors keep JSON.parse's own message.
 */
export class JsonArrayParser {
  /** The elements parsed so far, in order. */
  readonly items: unknown[] = [];
  /** True once the text is known not to be a JSON array this parser reads (see the class comment). */
  failed = false;
  /** Text after the last parsed element (its separating comma excluded). */
  private pending = '';
  /** How far `pending` has been scanned. */
  private scanned = 0;
  /** Nesting depth inside the current element (0: between top-level elements). */
  private depth = 0;
  private inString = false;
  private state: 'before' | 'inside' | 'after' = 'before';
  /** Whether a top-level comma was seen (then no element may be empty, the last included). */
  private comma = false;

  /** Reads the next piece of the text; returns how many elements it completed. */
  push(text: string): number {
    if (this.failed || text === '') return 0;
    const before = this.items.length;
    if (this.state === 'before') {
      const start = text.search(/\S/);
      if (start === -1) return 0;
      if (text[start] !== '[') return this.fail();
      this.state = 'inside';
      text = text.slice(start + 1);
    }
    if (this.state === 'after') {
      if (/\S/.test(text)) this.fail();
      return 0;
    }
    this.pending += text;
    this.scan();
    return this.items.length - before;
  }

  /** Whether the whole text was one complete array (then `items` is what JSON.parse would give). */
  finish(): boolean {
    return !this.failed && this.state === 'after';
  }

  private fail(): 0 {
    this.failed = true;
    this.pending = '';
    return 0;
  }

  /** Finds top-level commas and the closing bracket in the unscanned text; parses what completes. */
  private scan() {
    const text = this.pending;
    let at = this.scanned;
    /** End (exclusive) of the last complete run of elements: the position of its top-level comma. */
    let lastComma = -1;
    while (at < text.length) {
      if (this.inString) {
        const quote = text.indexOf('"', at);
        if (quote === -1) {
          at = text.length;
          break;
        }
        // Escaped when preceded by an odd number of backslashes (all inside this string).
        let backslashes = 0;
        while (text.charCodeAt(quote - 1 - backslashes) === 92) backslashes += 1;
        at = quote + 1;
        if (backslashes % 2 === 0) this.inString = false;
        continue;
      }
      const code = text.charCodeAt(at);
      if (code === 34 /* " */) this.inString = true;
      else if (code === 91 /* [ */ || code === 123 /* { */) this.depth += 1;
      else if (code === 93 /* ] */ || code === 125 /* } */) {
        if (this.depth === 0) {
          if (code === 125) return void this.fail();
          // The array's end: what is left of it, then only white space may follow.
          this.parseRun(text.slice(0, at), this.comma || lastComma !== -1);
          if (this.failed) return;
          this.state = 'after';
          const rest = text.slice(at + 1);
          this.pending = '';
          this.scanned = 0;
          if (/\S/.test(rest)) this.fail();
          return;
        }
        this.depth -= 1;
      } else if (code === 44 /* , */ && this.depth === 0) {
        lastComma = at;
      }
      at += 1;
    }
    if (lastComma === -1) {
      this.scanned = at;
      return;
    }
    const run = text.slice(0, lastComma);
    this.pending = text.slice(lastComma + 1);
    this.scanned = at - lastComma - 1;
    this.parseRun(run, true);
    this.comma = true;
  }

  /**
   * Parses one run of complete elements (separated by top-level commas) and keeps them.
   * `mustHoldOne`: the run ends at a comma, or a comma came before it, so it cannot be empty
   * (`[,1]`, `[1,]` are not JSON); only an empty array has an empty last run.
   */
  private parseRun(run: string, mustHoldOne: boolean) {
    let parsed: unknown[];
    try {
      parsed = JSON.parse(`[${run}]`) as unknown[];
    } catch {
      return void this.fail();
    }
    if (parsed.length === 0 && mustHoldOne) return void this.fail();
    for (const item of parsed) this.items.push(item);
  }
}

/** Text parsed at a time: a few milliseconds at most. */
const PIECE_CHARS = 65_536;
/** Work between two yields to the browser: a frame keeps room to paint and take input. */
const SLICE_MS = 8;

const now = () => (typeof performance === 'undefined' ? Date.now() : performance.now());

/** Lets the browser run its other tasks (scheduler.yield where there is one: Chromium). */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** A body read by readJsonArrayStream: its whole text, and its elements when it is a JSON array. */
export interface StreamedJsonArray {
  text: string;
  /** What JSON.parse(text) gives, when that is an array; null otherwise (the caller parses `text`). */
  items: unknown[] | null;
}

/**
 * Reads `body` to its end as UTF-8 text (as `response.text()` does, a byte-order mark dropped),
 * parsing its array elements as they arrive (JsonArrayParser), yielding to the browser every few
 * milliseconds. `onItems` is told each time elements were added (the parser's `items`, growing).
 * Rejects like `response.text()` when the body cannot be read (a dropped connection, an abort).
 */
export async function readJsonArrayStream(
  body: ReadableStream<Uint8Array>,
  onItems?: (items: readonly unknown[]) => void,
): Promise<StreamedJsonArray> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = new JsonArrayParser();
  const pieces: string[] = [];
  let sliceStart = now();
  const take = async (text: string) => {
    pieces.push(text);
    for (let from = 0; from < text.length && !parser.failed; from += PIECE_CHARS) {
      if (parser.push(text.length > PIECE_CHARS ? text.slice(from, from + PIECE_CHARS) : text) > 0)
        onItems?.(parser.items);
      if (now() - sliceStart >= SLICE_MS) {
        await yieldToBrowser();
        sliceStart = now();
      }
    }
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    await take(decoder.decode(value, { stream: true }));
  }
  await take(decoder.decode());
  return { text: pieces.join(''), items: parser.finish() ? parser.items : null };
}
