/**
 * A case-insensitive "contains" filter over some text fields of a list's items. Fields are joined
 * by line breaks, which no filter input can contain, so a match never spans two fields.
 *
 * A keystroke in the filter of 10,000 rules must repaint within 50 ms (`npm run bench`), so the
 * lower-cased texts of a list are built once per list (an array beside it, reused for every
 * keystroke) and can be built ahead of the first keystroke with `prepare`.
 */
export interface TextFilter<T extends object> {
  /** Whether one item matches `filter`. */
  (item: T, filter: string): boolean;
  /** The items of `items` that match `filter`, in their order. */
  select: (items: readonly T[], filter: string) => T[];
  /** Builds the lower-cased texts of `items` now (e.g. while the browser is idle). */
  prepare: (items: readonly T[]) => void;
}

const needleOf = (filter: string) => filter.trim().toLowerCase();

export function textFilter<T extends object>(fields: (item: T) => readonly string[]): TextFilter<T> {
  // Items from the server are never mutated, so an item's text and a list's texts stay valid.
  const itemTexts = new WeakMap<T, string>();
  const listTexts = new WeakMap<readonly T[], string[]>();
  const textOf = (item: T) => {
    let text = itemTexts.get(item);
    if (text === undefined) {
      text = fields(item).join('\n').toLowerCase();
      itemTexts.set(item, text);
    }
    return text;
  };
  const textsOf = (items: readonly T[]) => {
    let texts = listTexts.get(items);
    if (!texts) {
      texts = items.map(textOf);
      listTexts.set(items, texts);
    }
    return texts;
  };
  const matches = (item: T, filter: string) => {
    const needle = needleOf(filter);
    return needle === '' || textOf(item).includes(needle);
  };
  return Object.assign(matches, {
    select: (items: readonly T[], filter: string) => {
      const needle = needleOf(filter);
      if (needle === '') return [...items];
      const texts = textsOf(items);
      const shown: T[] = [];
      for (let index = 0; index < items.length; index += 1) if ((texts[index] as string).includes(needle)) shown.push(items[index] as T);
      return shown;
    },
    prepare: (items: readonly T[]) => void textsOf(items),
  });
}
