// Sorting 10,000 rule names with Intl.Collator takes ~120,000 compare() calls, and a list's first
// render waits for them. Lower-cased text with accents stripped orders nearly everything the way
// the collator does and compares much faster, so we sort by that first and then by the collator:
// Array.prototype.sort is a TimSort, which on an almost sorted array needs about one compare()
// per item. The result is always the collator's order; the first pass only prepares it.

const collatorOptions: Intl.CollatorOptions = { numeric: true, sensitivity: 'base' };
let collator: Intl.Collator | null = null;

/** The collator the lists sort with (made once: its creation costs more than thousands of compares). */
export function prepareTextOrder(): Intl.Collator {
  collator ??= new Intl.Collator(undefined, collatorOptions);
  return collator;
}

const ascii = /^[ -~]*$/; // printable ASCII: nothing to strip
const accents = /[\u0300-\u036f]/g;
const estimateKey = (text: string) => (ascii.test(text) ? text : text.normalize('NFD').replace(accents, '')).toLowerCase();

/**
 * `items` sorted by their text values as Intl.Collator (numeric, base sensitivity: case and
 * accents ignored, digit runs by value) orders them; `direction` 1 ascending, -1 descending.
 * Stable: items with equal texts keep their input order.
 */
export function sortByText<T>(items: readonly T[], texts: readonly string[], direction: 1 | -1): T[] {
  const compare = prepareTextOrder().compare;
  const keys = texts.map(estimateKey);
  const order = keys.map((_, index) => index);
  order.sort((a, b) => {
    const x = keys[a] as string;
    const y = keys[b] as string;
    return x === y ? a - b : x < y ? -direction : direction;
  });
  order.sort((a, b) => direction * compare(texts[a] as string, texts[b] as string) || a - b);
  return order.map((index) => items[index] as T);
}
