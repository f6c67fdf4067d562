import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvPieces, decodeCell, decodeList, encodeCell, encodeList, readCsv, writeCsv } from './csv';

describe('csv cells', () => {
  it('guards cells a spreadsheet would run as a formula, and reads them back exactly', () => {
    expect(encodeCell('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(encodeCell('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(encodeCell('-cmd')).toBe(`'-cmd`);
    expect(encodeCell('-2.5')).toBe('-2.5');
    expect(encodeCell('sale')).toBe('sale');
    expect(decodeCell(`'=1+1`)).toBe('=1+1');
    expect(decodeCell(`'hello`)).toBe(`'hello`);
    fc.assert(fc.property(fc.string(), (value) => decodeCell(encodeCell(value)) === value));
  });

  it('joins lists with escaped separators', () => {
    expect(encodeList(['a|b', 'c\\d', 'e'])).toBe('a\\|b | c\\\\d | e');
    expect(decodeList('a\\|b | c\\\\d | e')).toEqual(['a|b', 'c\\d', 'e']);
    expect(decodeList('')).toEqual([]);
    expect(decodeList('a || b')).toEqual(['a', '', 'b']);
    const term = fc
      .string({ minLength: 1 })
      .map((s) => s.trim())
      .filter((s) => s !== '');
    fc.assert(
      fc.property(fc.array(term, { minLength: 1 }), (items) => {
        expect(decodeList(encodeList(items))).toEqual(items);
      }),
    );
  });
});

describe('readCsv', () => {
  it('numbers records by the line they start on, skipping blank lines and multi-line cells', () => {
    const table = readCsv('\uFEFFName,Terms\r\n"two\nlines",x\r\n\r\nc,"y | z"\r\n');
    expect(table.columns).toEqual(['Name', 'Terms']);
    expect(table.records).toEqual([
      { line: 2, cells: { name: 'two\nlines', terms: 'x' } },
      { line: 5, cells: { name: 'c', terms: 'y | z' } },
    ]);
  });

  it('reads semicolon-separated files as spreadsheet programs in German write them', () => {
    expect(readCsv('Query;Synonyms\njacke;anorak | parka').records[0]?.cells).toEqual({
      query: 'jacke',
      synonyms: 'anorak | parka',
    });
  });

  it('reads back what writeCsv wrote, whatever the cell text', () => {
    const cell = fc.string().filter((s) => s.trim() !== '');
    fc.assert(
      fc.property(fc.array(fc.tuple(cell, cell), { minLength: 1, maxLength: 8 }), (rows) => {
        const table = readCsv(writeCsv(['A', 'B'], rows));
        expect(table.records.map((r) => [r.cells.a, r.cells.b])).toEqual(rows);
      }),
    );
  });
});

describe('csvPieces', () => {
  it('joins to exactly what writeCsv writes, whatever the piece size', () => {
    const cell = fc.string({ unit: fc.constantFrom(...'ab ,;"\'\n\r=+-|\\ä'.split('')), maxLength: 6 });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(cell, cell), { maxLength: 30 }),
        fc.integer({ min: 1, max: 8 }),
        (rows, size) => {
          expect([...csvPieces(['A', 'B'], rows, (row) => row, size)].join('')).toBe(
            writeCsv(['A', 'B'], rows),
          );
        },
      ),
    );
  });
});
