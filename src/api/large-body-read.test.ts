import { describe, expect, it } from 'vitest';
import { decodeLargeText, isValidAsParsed } from './large-body-read';
import type { DecoderShape } from './fast-decode';

const rules: DecoderShape = {
  t: 'array',
  of: {
    t: 'object',
    fields: [
      ['Query', { t: 'string', min: 1 }],
      ['Synonyms', { t: 'array', of: { t: 'string' } }],
    ],
  },
};
const bytes = (text: string) => new TextEncoder().encode(text).buffer;
const readLargeBody = (buffer: ArrayBuffer, shape: DecoderShape | null | undefined) => ({
  ready: isValidAsParsed(decodeLargeText(buffer), shape),
});

describe('readLargeBody (the large-body worker)', () => {
  it('decodes UTF-8 as response.text() does, dropping a byte-order mark', () => {
    const body = '\uFEFF[{"Query":"Jäcke","Synonyms":["Mantel"]}]';
    const text = decodeLargeText(bytes(body));
    expect(text).toBe('[{"Query":"Jäcke","Synonyms":["Mantel"]}]');
    expect(isValidAsParsed(text, rules)).toBe(true);
  });

  it('leaves the decoding to the page when the shape would change or reject the value', () => {
    // An unknown key: the decoder drops it, so the parsed value is not the decoded one.
    expect(readLargeBody(bytes('[{"Query":"a","Synonyms":[],"Extra":1}]'), rules).ready).toBe(false);
    expect(readLargeBody(bytes('[{"Query":"","Synonyms":[]}]'), rules).ready).toBe(false);
    expect(readLargeBody(bytes('[{"Query":"a"'), rules).ready).toBe(false);
    expect(readLargeBody(bytes(''), rules).ready).toBe(false);
  });

  it('only zod can judge (null shape): never ready; no decoder (undefined): ready once it parses', () => {
    expect(readLargeBody(bytes('[1]'), null).ready).toBe(false);
    expect(readLargeBody(bytes('[1]'), undefined).ready).toBe(true);
    expect(readLargeBody(bytes('[1'), undefined).ready).toBe(false);
  });
});
