import Papa from 'papaparse';
import { encodeCell, decodeCell } from './csv-cells';

export { decodeCell, decodeList, encodeCell, encodeList } from './csv-cells';

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
