/**
 * A case-insensitive "contains" filter over some text fields of a list's items. Each item's text is
 * lower-cased once (items from the server are never mutated), so a keystroke in a filter of 10,000
 * rules costs one substring search per rule. Fields are joined by line breaks, which no filter
 * input can contain, so a match never spans two fields.
 */
export function textFilter<T extends object>(fields: (item: T) => readonly string[]): (item: T, filter: string) => boolean {
  const texts = new WeakMap<T, string>();
  const textOf = (item: T) => {
    let text = texts.get(item);
    if (text === undefined) {
      text = fields(item).join('\n').toLowerCase();
      texts.set(item, text);
    }
    return text;
  };
  return (item, filter) => {
    const needle = filter.trim().toLowerCase();
    return needle === '' || textOf(item).includes(needle);
  };
}
