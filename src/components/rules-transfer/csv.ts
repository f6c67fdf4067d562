import Papa from 'papaparse';

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

/** UTF-8 with a byte-order mark and CRLF, so spreadsheet programs read umlauts and rows correctly. */
export function writeCsv(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  return `\uFEFF${Papa.unparse({ fields: [...columns], data: rows.map((row) => row.map(encodeCell)) }, { newline: '\r\n' })}\r\n`;
}

export interface CsvRecord {
  /** Line in the file where the record starts (the header is line 1). */
  line: number;
  cells: Record<string, string>;
}

export interface CsvTable {
  columns: string[];
  records: CsvRecord[];
}

/** Header names compared without case, spaces or underscores ("Compare to" = "CompareTo"). */
export function columnKey(name: string): string {
  return name.toLowerCase().replace(/[\s_]/g, '');
}

/** Reads a CSV (comma, semicolon or tab separated) into records keyed by column key; blank lines are skipped. */
export function readCsv(input: string): CsvTable {
  const text = input.replace(/^\uFEFF/, '');
  const rows: { start: number; cells: string[] }[] = [];
  let start = 0;
  Papa.parse<string[]>(text, {
    delimitersToGuess: [',', ';', '\t'],
    step: (result) => {
      rows.push({ start, cells: result.data });
      start = result.meta.cursor;
    },
  });
  const lineAt = lineCounter(text);
  const [header, ...body] = rows;
  const columns = (header?.cells ?? []).map((cell) => cell.trim());
  const keys = columns.map(columnKey);
  const records = body
    .filter((row) => row.cells.some((cell) => cell.trim() !== ''))
    .map((row) => ({
      line: lineAt(row.start),
      cells: Object.fromEntries(keys.map((key, i) => [key, decodeCell(row.cells[i] ?? '')])),
    }));
  return { columns, records };
}

/** Line numbers of character offsets; offsets arrive in increasing order. */
function lineCounter(text: string): (offset: number) => number {
  let line = 1;
  let position = 0;
  return (offset) => {
    for (; position < offset && position < text.length; position += 1) if (text[position] === '\n') line += 1;
    return line;
  };
}
