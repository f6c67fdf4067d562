/**
 * A case-insensitive "contains" filter over some text fields of a list's items. Fields are joined
 * by line breaks, which no filter input can contain, so a match never spans two fields.
 */
export interface TextFilter<T extends object> {
  /** Whether one item matches `filter`. */
  (item: T, filter: string): boolean;
  /** The lower-cased text of every item of `items`, built once per list and kept while it lives. */
  texts: (items: readonly T[]) => readonly string[];
}

/** What a filter input's text searches for: trimmed and lower-cased; '' matches everything. */
export const needleOf = (filter: string) => filter.trim().toLowerCase();

export function textFilter<T extends object>(fields: (item: T) => readonly string[]): TextFilter<T> {
  const textOf = (item: T) => fields(item).join('\n').toLowerCase();
  // Lists from the server are never mutated: a list's texts stay valid as long as the list.
  const lists = new WeakMap<readonly T[], readonly string[]>();
  const matches = (item: T, filter: string) => {
    const needle = needleOf(filter);
    return needle === '' || textOf(item).includes(needle);
  };
  return Object.assign(matches, {
    texts: (items: readonly T[]) => {
      let texts = lists.get(items);
      if (!texts) {
        texts = items.map(textOf);
        lists.set(items, texts);
      }
      return texts;
    },
  });
}
