import { t } from '@lingui/core/macro';
import Papa from 'papaparse';
import { decodeCell } from './csv-cells';
import { csvHeader, csvRows } from './csv-write';

export { decodeCell, decodeList, encodeCell, encodeList } from './csv-cells';

/** UTF-8 with a byte-order mark and CRLF, so spreadsheet programs read umlauts and rows correctly. */
export function writeCsv(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  return csvHeader(columns) + csvRows(rows, (row) => row);
}

/**
 * writeCsv in pieces of `size` rows (joined, exactly writeCsv's text), so 100,000 rules can be
 * written a piece per task: `row` turns a rule into its cells only when its piece is written.
 */
export function* csvPieces<R>(
  columns: readonly string[],
  rules: readonly R[],
  row: (rule: R) => readonly string[],
  size: number,
): Generator<string, void, void> {
  yield csvHeader(columns) + csvRows(rules, row, 0, Math.min(size, rules.length));
  for (let from = size; from < rules.length; from += size)
    yield csvRows(rules, row, from, Math.min(from + size, rules.length));
}

export interface CsvRecord {
  /** Line in the file where the record starts (the header is line 1). */
  line: number;
  cells: Record<string, string>;
  /** Why the line cannot be read as a record (an unclosed quote, more cells than columns). */
  malformed?: string;
}

export interface CsvTable {
  columns: string[];
  records: CsvRecord[];
}

/** Header names compared without case, spaces or underscores ("Compare to" = "CompareTo"). */
export function columnKey(name: string): string {
  return name.toLowerCase().replace(/[\s_]/g, '');
}

/**
 * Comma, semicolon or tab: whichever the header line has most of. (Papa's guess looks at the
 * first rows and is thrown by a short file with a trailing empty line.)
 */
function headerDelimiter(text: string): string {
  const end = text.search(/\r?\n/);
  const header = end === -1 ? text : text.slice(0, end);
  const count = (char: string) => header.split(char).length - 1;
  return [';', '\t'].reduce((best, char) => (count(char) > count(best) ? char : best), ',');
}

interface RawRow {
  start: number;
  cells: string[];
  malformed?: string;
}

/**
 * The rows of a CSV with their start offsets. A quote error refuses its line only: parsing goes
 * on at the next line, so one broken line in 100,000 does not swallow the rest of the file.
 */
function splitRows(text: string, onProgress?: (offset: number) => void): RawRow[] {
  const rows: RawRow[] = [];
  let base = 0;
  const delimiter = headerDelimiter(text);
  while (base < text.length) {
    let start = base;
    let resumeAt: number | null = null;
    const parser = Papa.parse<string[]>(text.slice(base), {
      delimiter,
      step: (result, handle) => {
        const quoteError = result.errors.find((error) => error.type === 'Quotes');
        if (quoteError) {
          const lineEnd = text.indexOf('\n', start);
          resumeAt = lineEnd === -1 ? text.length : lineEnd + 1;
          rows.push({
            start,
            cells: [],
            malformed: quoteError.code === 'MissingQuotes' ? unclosedQuote() : strayQuote(),
          });
          handle.abort();
          return;
        }
        rows.push({ start, cells: result.data });
        start = base + result.meta.cursor;
        if (rows.length % 5000 === 0) onProgress?.(start);
      },
    });
    void parser;
    if (resumeAt === null) break;
    base = resumeAt;
  }
  return rows;
}

/**
 * Reads a CSV (comma, semicolon or tab separated) into records keyed by column key; blank lines are
 * skipped, malformed lines kept as records with the reason. `onProgress` hears the characters read.
 */
export function readCsv(input: string, onProgress?: (offset: number) => void): CsvTable {
  const text = input.replace(/^\uFEFF/, '');
  const rows = splitRows(text, onProgress);
  const lineAt = lineCounter(text);
  const [header, ...body] = rows;
  const columns = (header?.cells ?? []).map((cell) => cell.trim());
  const keys = columns.map(columnKey);
  const records: CsvRecord[] = [];
  for (const row of body) {
    const line = lineAt(row.start);
    if (row.malformed) {
      records.push({ line, cells: {}, malformed: row.malformed });
      continue;
    }
    if (!row.cells.some((cell) => cell.trim() !== '')) continue;
    const extra = row.cells.slice(keys.length).filter((cell) => cell.trim() !== '').length;
    const cells = Object.fromEntries(keys.map((key, i) => [key, decodeCell(row.cells[i] ?? '')]));
    records.push(
      extra > 0
        ? { line, cells, malformed: tooManyCells(keys.length + extra, keys.length) }
        : { line, cells },
    );
  }
  return { columns, records };
}

const unclosedQuote = () => t`A quote (") opened on this line is never closed; the line was skipped.`;
const strayQuote = () =>
  t`A quote (") in this line is misplaced: quote whole cells, and double quotes inside them ("").`;
const tooManyCells = (found: number, expected: number) =>
  t`This line has ${found} cells, but the header names ${expected} columns.`;

/** Line numbers of character offsets; offsets arrive in increasing order. */
function lineCounter(text: string): (offset: number) => number {
  let line = 1;
  let position = 0;
  return (offset) => {
    for (; position < offset && position < text.length; position += 1) if (text[position] === '\n') line += 1;
    return line;
  };
}
