import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { synonymCodec } from './codecs/synonym';
import { decodeFileBytes } from './file-decode';
import { parseRuleFile } from './file-parse';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const utf16 = (text: string, littleEndian: boolean, bom: boolean) => {
  const bytes = new Uint8Array((bom ? 2 : 0) + text.length * 2);
  const view = new DataView(bytes.buffer);
  if (bom) view.setUint16(0, 0xfeff, littleEndian);
  for (let i = 0; i < text.length; i += 1)
    view.setUint16((bom ? 2 : 0) + 2 * i, text.charCodeAt(i), littleEndian);
  return bytes;
};

describe('decodeFileBytes', () => {
  it('reads UTF-8 with and without a byte-order mark', () => {
    const text = 'Query,Synonyms\nmüsli,granola\n';
    const plain = new TextEncoder().encode(text);
    expect(decodeFileBytes(plain)).toEqual({ text, encoding: 'utf-8' });
    expect(decodeFileBytes(Uint8Array.from([0xef, 0xbb, 0xbf, ...plain]))).toEqual({
      text,
      encoding: 'utf-8',
    });
  });

  it('reads UTF-16 in both byte orders, with a mark or recognised by its zero bytes', () => {
    const text = 'Query,Synonyms\r\nmütze,beanie\r\n';
    expect(decodeFileBytes(utf16(text, true, true))).toEqual({ text, encoding: 'utf-16le' });
    expect(decodeFileBytes(utf16(text, false, true))).toEqual({ text, encoding: 'utf-16be' });
    expect(decodeFileBytes(utf16(text, true, false))).toEqual({ text, encoding: 'utf-16le' });
  });

  it('reads bytes that are not UTF-8 as Windows-1252 (€, umlauts, typographic quotes)', () => {
    expect(decodeFileBytes(Uint8Array.from([0x80, 0x20, 0xe4, 0xf6, 0xfc, 0xdf, 0x93, 0x94]))).toEqual({
      text: '€ äöüß“”',
      encoding: 'windows-1252',
    });
  });

  it('refuses binary files with the reason', () => {
    expect(decodeFileBytes(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0]))).toEqual({
      error: expect.stringContaining('spreadsheet or archive'),
    });
    expect(decodeFileBytes(Uint8Array.from([0x41, 0xff, 0x00, 0x42]))).toEqual({
      error: expect.stringContaining('binary data'),
    });
  });
});

describe('parseRuleFile at scale', () => {
  it('refuses one malformed line in 100,000 with its line number and reason; every other row is read', () => {
    const lines = Array.from({ length: 100_000 }, (_, i) =>
      i === 54_321 ? `"jacke ${i},parka` : `query ${i},syn ${i} | other ${i}`,
    );
    const parsed = parseRuleFile(synonymCodec, 'big.csv', `Query,Synonyms\r\n${lines.join('\r\n')}\r\n`);
    expect(parsed.rows).toHaveLength(100_000);
    const refused = parsed.rows.filter((row) => row.errors.length > 0);
    expect(refused).toEqual([
      { position: 54_323, label: '', errors: [expect.stringContaining('never closed')] },
    ]);
    expect(parsed.rows.at(-1)).toMatchObject({
      position: 100_001,
      rule: { Query: 'query 99999', Synonyms: ['syn 99999', 'other 99999'] },
    });
  });

  it('refuses a line with more cells than the header names, keeping the lines around it', () => {
    const parsed = parseRuleFile(synonymCodec, 's.csv', 'Query,Synonyms\na,b\nc,d,e\nf,g\n');
    expect(parsed.rows.map((row) => [row.position, row.errors])).toEqual([
      [2, []],
      [3, ['This line has 3 cells, but the header names 2 columns.']],
      [4, []],
    ]);
  });
});
