// Cell encodings of the rule files, without the CSV parser: the codecs (and the undo of a
// delete, which uses them) need these, but only an import or export needs papaparse.

/**
 * Cells a spreadsheet would run as a formula (=, +, @, tab, CR, or '-' not starting a plain number)
 * get a leading apostrophe; an apostrophe at the start is doubled so reading it back is exact.
 */
const risky = /^(?:[=+@\t\r']|-(?!\d+(?:\.\d+)?$))/;
const guarded = /^'[=+@\t\r'-]/;

export function encodeCell(value: string): string {
  return risky.test(value) ? `'${value}` : value;
}

export function decodeCell(cell: string): string {
  return guarded.test(cell) ? cell.slice(1) : cell;
}

/** A list in one cell: items joined by ' | ', a literal '|' or '\' escaped with '\'. */
export function encodeList(items: readonly string[]): string {
  return items.map((item) => item.replace(/\\/g, '\\\\').replace(/\|/g, '\\|')).join(' | ');
}

/** The items of a list cell, trimmed; an empty cell is an empty list. */
export function decodeList(cell: string): string[] {
  if (cell.trim() === '') return [];
  const items: string[] = [];
  let current = '';
  for (let i = 0; i < cell.length; i += 1) {
    const char = cell[i];
    if (char === '\\' && i + 1 < cell.length) {
      i += 1;
      current += cell[i];
    } else if (char === '|') {
      items.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  items.push(current.trim());
  return items;
}
