import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonArrayParser, readJsonArrayStream } from './json-array-stream';

/** Parses `text` pushed in the given pieces; the items, or null when the parser gave up. */
function parseInPieces(pieces: readonly string[]): unknown[] | null {
  const parser = new JsonArrayParser();
  for (const piece of pieces) parser.push(piece);
  return parser.finish() ? parser.items : null;
}

/** `text` cut at every position, one character at a time, and in two at each position. */
function cuts(text: string): string[][] {
  const all: string[][] = [[text], [...text]];
  for (let at = 1; at < text.length; at += 1) all.push([text.slice(0, at), text.slice(at)]);
  return all;
}

const bodyOf = (bytes: Uint8Array, chunkSize: number) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += chunkSize)
        controller.enqueue(bytes.slice(at, at + chunkSize));
      controller.close();
    },
  });

describe('JsonArrayParser', () => {
  it('gives what JSON.parse gives, wherever the text is cut (strings, escapes, numbers, nested values)', () => {
    const text =
      ' [ {"Query":"a \\"quoted\\" \\\\ ] , {","Synonyms":["x\\u00e9","\\\\"]}, -12.5e3 ,[1,[2,{"a":[]}]],"]",null,true,false,{}, [] ]\n';
    for (const pieces of cuts(text)) expect(parseInPieces(pieces)).toEqual(JSON.parse(text));
  });

  it('reads an empty array, and an array of one', () => {
    for (const text of ['[]', ' [ ] ', '[1]', '[ "a" ]']) {
      for (const pieces of cuts(text)) expect(parseInPieces(pieces)).toEqual(JSON.parse(text));
    }
  });

  it('gives up on whatever JSON.parse refuses, or that is not an array', () => {
    const refused = [
      '',
      '   ',
      '[',
      '[1',
      '[1,]',
      '[,1]',
      '[,]',
      '[1,,2]',
      '[1 2]',
      '[{]}',
      '[}',
      '[1]]',
      '[1] x',
      '{"a":1}',
      '"[1]"',
      '[tru]',
      '["a]',
      '[1,"\\"]',
    ];
    for (const text of refused) {
      for (const pieces of cuts(text)) expect(parseInPieces(pieces), JSON.stringify(pieces)).toBeNull();
    }
  });

  it('agrees with JSON.parse on random arrays cut at random places', () => {
    fc.assert(
      fc.property(
        fc.array(fc.jsonValue()),
        fc.array(fc.nat(), { maxLength: 8 }),
        fc.boolean(),
        (values, cutsAt, spaced) => {
          const text = JSON.stringify(values, null, spaced ? 1 : undefined);
          const positions = [...new Set(cutsAt.map((at) => at % (text.length + 1)))].sort((a, b) => a - b);
          const pieces = [0, ...positions].map((from, index) =>
            text.slice(from, [...positions, text.length][index]),
          );
          expect(parseInPieces(pieces)).toEqual(JSON.parse(text));
        },
      ),
    );
  });
});

describe('readJsonArrayStream', () => {
  const rules = Array.from({ length: 3_000 }, (_, index) => ({
    Query: `Jäcke ${index} "ü" \\`,
    Synonyms: [`Mantel ${index}`, '😀'],
  }));
  const text = JSON.stringify(rules);
  const bytes = new TextEncoder().encode(`\uFEFF${text}`);

  it('reads UTF-8 cut inside characters as response.text() does (byte-order mark dropped), and the elements', async () => {
    for (const chunkSize of [1_000, 7, 65_536]) {
      const seen: number[] = [];
      const read = await readJsonArrayStream(
        bodyOf(bytes, chunkSize),
        (items) => void seen.push(items.length),
      );
      expect(read.text).toBe(await new Response(bytes).text());
      expect(read.items).toEqual(rules);
      expect(seen.at(-1)).toBe(rules.length);
    }
  });

  it('gives the text alone for a body that is not an array or not JSON', async () => {
    for (const body of ['{"a":[1]}', '[1,2', '']) {
      const read = await readJsonArrayStream(bodyOf(new TextEncoder().encode(body), 2));
      expect(read).toEqual({ text: body, items: null });
    }
  });

  it('rejects when the body cannot be read to its end', async () => {
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('[1,'));
        controller.error(new TypeError('network error'));
      },
    });
    await expect(readJsonArrayStream(broken)).rejects.toThrow('network error');
  });
});
