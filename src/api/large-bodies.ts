// Large GET bodies (100,000-rule lists), loaded by the fetch layer with the first one so that the
// entry stays small. See decodeLargeBody and largeBodyText.

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
