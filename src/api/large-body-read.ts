import { compileShape, INVALID, type DecoderShape } from './fast-decode';

/**
 * Decodes a large response body's bytes to text, as `response.text()` would (UTF-8, a leading
 * byte-order mark dropped). Runs in the large-body worker (large-body.worker.ts).
 */
export function decodeLargeText(bytes: ArrayBuffer): string {
  return new TextDecoder().decode(bytes);
}

/**
 * Whether `text` is valid JSON that the operation's decoder accepts as it is (it decodes to the
 * very value parsed): `JSON.parse(text)` is then the decoded body, and the page need not decode it.
 * False when the page must decode it itself (invalid data keeps zod's message, spec §8). `shape`
 * is the operation's decoder shape: undefined when the operation has no decoder (the body passes as
 * parsed), null when only zod can judge it. Runs in the large-body worker.
 */
export function isValidAsParsed(text: string, shape: DecoderShape | null | undefined): boolean {
  if (shape === null || text.trim() === '') return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return false;
  }
  if (shape === undefined) return true;
  const decoded = compileShape(shape)(parsed);
  return decoded !== INVALID && decoded === parsed;
}
