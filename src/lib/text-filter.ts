/**
 * A case-insensitive "contains" filter over some text fields of a list's items. Fields are joined
 * by line breaks, which no filter input can contain, so a match never spans two fields.
 *
 * A keystroke in the filter of 100,000 rules must repaint within 50 ms (`npm run bench`), so:
 * - the lower-cased texts of a list are built once per list (an array beside it, reused for every
 *   keystroke), ahead of the first keystroke in short steps while the browser is idle (`prepare`);
 * - the matches of the last few filters are kept per list, and a filter that contains one of them
 *   (the user typed on) only searches that one's matches, not the whole list.
 */
export interface TextFilter<T extends object> {
  /** Whether one item matches `filter`. */
  (item: T, filter: string): boolean;
  /** The items of `items` that match `filter`, in their order. */
  select: (items: readonly T[], filter: string) => T[];
  /** The indices of the items of `items` that match `filter`, ascending; null for an empty filter (all match). */
  indices: (items: readonly T[], filter: string) => Int32Array | null;
  /**
   * Builds the lower-cased texts of `items`, at most `budget` items per call, then (in a call of
   * its own) the haystack they are searched in; true once all is built (so a caller can spread the
   * work over idle periods). Without a budget, all at once.
   */
  prepare: (items: readonly T[], budget?: number) => boolean;
}

const needleOf = (filter: string) => filter.trim().toLowerCase();

/** Filters remembered per list: enough for typing on and deleting back a word. */
const remembered = 8;

/** Between the texts of two items in a list's haystack; no filter input contains it. */
const separator = '\u0000';

interface ListState {
  /** The lower-cased texts, while they are built; dropped once joined into the haystack. */
  texts: string[];
  /**
   * All texts in one string (separated), with where each starts: one indexOf finds the next
   * matching item, instead of a call per item (100,000 calls cost more than a keystroke may).
   * Once it is built the texts live only in it: 100,000 strings kept alive beside it (and in a
   * WeakMap per item) made the garbage collector's next young-generation pass, right in the first
   * keystroke, cost as much as the keystroke itself.
   */
  haystack?: { text: string; starts: Int32Array };
  /** Matches (indices into the list) of recent filters, most recent last. */
  recent: { needle: string; matches: Int32Array }[];
}

export function textFilter<T extends object>(fields: (item: T) => readonly string[]): TextFilter<T> {
  // Items from the server are never mutated, so an item's text and a list's texts stay valid.
  const itemTexts = new WeakMap<T, string>();
  const lists = new WeakMap<readonly T[], ListState>();
  const textOf = (item: T) => {
    let text = itemTexts.get(item);
    if (text === undefined) {
      text = fields(item).join('\n').toLowerCase();
      itemTexts.set(item, text);
    }
    return text;
  };
  const stateOf = (items: readonly T[]) => {
    let state = lists.get(items);
    if (!state) {
      state = { texts: [], recent: [] };
      lists.set(items, state);
    }
    return state;
  };
  const build = (items: readonly T[], budget: number) => {
    const state = stateOf(items);
    if (state.haystack) return true;
    const { texts } = state;
    const end = Math.min(items.length, texts.length + budget);
    // Not through textOf: the list's texts must not stay alive in the per-item map (see ListState).
    for (let index = texts.length; index < end; index += 1)
      texts.push(
        fields(items[index] as T)
          .join('\n')
          .toLowerCase(),
      );
    return texts.length === items.length;
  };
  const haystackOf = (items: readonly T[]) => {
    const state = stateOf(items);
    if (!state.haystack) {
      build(items, Infinity);
      const starts = new Int32Array(state.texts.length);
      let offset = 0;
      state.texts.forEach((text, index) => {
        starts[index] = offset;
        offset += text.length + separator.length;
      });
      state.haystack = { text: state.texts.join(separator), starts };
      state.texts = [];
    }
    return state.haystack;
  };
  /** The text of item `index`, out of the haystack. */
  const textAt = ({ text, starts }: { text: string; starts: Int32Array }, index: number) =>
    text.slice(
      starts[index] as number,
      index + 1 < starts.length ? (starts[index + 1] as number) - separator.length : text.length,
    );
  /** The items (ascending indices) whose text contains `needle`, found in the haystack. */
  const scanHaystack = (haystack: { text: string; starts: Int32Array }, needle: string) => {
    const { text, starts } = haystack;
    const last = starts.length - 1;
    const found: number[] = [];
    let at = text.indexOf(needle);
    while (at !== -1) {
      let low = 0;
      let high = last;
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if ((starts[middle] as number) <= at) low = middle;
        else high = middle - 1;
      }
      found.push(low);
      if (low === last) break;
      at = text.indexOf(needle, starts[low + 1]);
    }
    return Int32Array.from(found);
  };
  const matches = (item: T, filter: string) => {
    const needle = needleOf(filter);
    return needle === '' || textOf(item).includes(needle);
  };
  const search = (items: readonly T[], needle: string): Int32Array => {
    const haystack = haystackOf(items);
    const state = stateOf(items);
    // The narrowest remembered filter this one contains: only its matches can match this one.
    let within: Int32Array | null = null;
    for (const entry of state.recent) {
      if (needle.includes(entry.needle) && (!within || entry.matches.length < within.length))
        within = entry.matches;
    }
    let found: Int32Array;
    if (within) {
      found = new Int32Array(within.length);
      let count = 0;
      for (const index of within) if (textAt(haystack, index).includes(needle)) found[count++] = index;
      found = found.slice(0, count);
    } else if (!needle.includes(separator) && items.length > 0) {
      found = scanHaystack(haystack, needle);
    } else {
      found = new Int32Array(items.length);
      let count = 0;
      for (let index = 0; index < items.length; index += 1)
        if (textAt(haystack, index).includes(needle)) found[count++] = index;
      found = found.slice(0, count);
    }
    state.recent = [
      ...state.recent.filter((entry) => entry.needle !== needle),
      { needle, matches: found },
    ].slice(-remembered);
    return found;
  };
  return Object.assign(matches, {
    select: (items: readonly T[], filter: string) => {
      const needle = needleOf(filter);
      if (needle === '') return [...items];
      const found = search(items, needle);
      const shown: T[] = new Array<T>(found.length);
      for (let index = 0; index < found.length; index += 1) shown[index] = items[found[index] as number] as T;
      return shown;
    },
    indices: (items: readonly T[], filter: string) => {
      const needle = needleOf(filter);
      return needle === '' ? null : search(items, needle);
    },
    prepare: (items: readonly T[], budget = Infinity) => {
      const state = stateOf(items);
      if (state.haystack) return true;
      if (state.texts.length < items.length) {
        const complete = build(items, budget);
        // Joining them into the haystack is a step of its own.
        if (!complete || budget !== Infinity) return false;
      }
      haystackOf(items);
      return true;
    },
  });
}
