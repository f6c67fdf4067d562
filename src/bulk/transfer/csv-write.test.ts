import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { encodeCell } from './csv-cells';
import { csvHeader, csvRows } from './csv-write';

/** What the export wrote with papaparse before: the reference the direct writer must equal. */
function papaCsv(columns: string[], rows: string[][]): string {
  return `\uFEFF${Papa.unparse({ fields: columns, data: rows.map((row) => row.map(encodeCell)) }, { newline: '\r\n' })}\r\n`;
}

// Cells made of the characters that decide quoting and guarding, and ordinary text.
const cell = fc
  .array(
    fc.constantFrom(
      'a',
      'ß',
      ' ',
      ',',
      ';',
      '"',
      '\r',
      '\n',
      '\uFEFF',
      '=',
      '+',
      '-',
      '@',
      "'",
      '\t',
      '1',
      '|',
    ),
    { maxLength: 8 },
  )
  .map((chars) => chars.join(''));

describe('csv-write', () => {
  it('writes exactly what Papa.unparse wrote, for any cells of one or more rows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.array(cell, { minLength: 4, maxLength: 4 }), { minLength: 1, maxLength: 6 }),
        fc.array(cell, { minLength: 4, maxLength: 4 }),
        (width, rows, header) => {
          const columns = header.slice(0, width);
          const table = rows.map((row) => row.slice(0, width));
          expect(csvHeader(columns) + csvRows(table, (row) => row)).toBe(papaCsv(columns, table));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('quotes what a spreadsheet would split and guards what it would run', () => {
    expect(csvRows([['a, b', 'say "hi"', ' padded', '=SUM(A1)', 'plain']], (row) => row)).toBe(
      `"a, b","say ""hi"""," padded",'=SUM(A1),plain\r\n`,
    );
  });

  it('writes the header alone for no rows (Papa.unparse added an empty line)', () => {
    expect(csvHeader(['Query', 'Synonyms']) + csvRows([], (row: string[]) => row)).toBe(
      '\uFEFFQuery,Synonyms\r\n',
    );
  });

  it('writes a range of the rows only', () => {
    const rules = [{ q: 'one' }, { q: 'two' }, { q: 'three' }];
    expect(csvRows(rules, (rule) => [rule.q], 1, 2)).toBe('two\r\n');
  });
});
