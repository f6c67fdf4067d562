let collator: Intl.Collator | null = null;

/**
 * The collator every list sorts texts with: numeric (digit runs by value), case and accents ignored.
 * Made once: its creation costs more than thousands of comparisons.
 */
function textCollator(): Intl.Collator {
  collator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  return collator;
}

/**
 * The indices of `values` (each row's sort key, computed once per row) in sorted order: numbers by
 * value, anything else by the collator; `direction` 1 ascending, -1 descending. Stable: rows with
 * equal keys keep their order.
 */
export function sortOrder(values: readonly (string | number)[], direction: 1 | -1): Int32Array {
  const order = Int32Array.from(values.keys());
  if (values.every((value) => typeof value === 'number')) {
    const numbers = values as readonly number[];
    return order.sort((a, b) => direction * ((numbers[a] as number) - (numbers[b] as number)) || a - b);
  }
  const texts = values.map(String);
  const { compare } = textCollator();
  return order.sort((a, b) => direction * compare(texts[a] as string, texts[b] as string) || a - b);
}
