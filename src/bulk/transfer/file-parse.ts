import { t } from '@lingui/core/macro';
import { isJsonObject } from './codecs/fields';
import { columnKey, readCsv } from './csv';
import type { ParsedFile, RuleCodec } from './types';

/** Reads an imported file: JSON when it looks like JSON (or is named so), CSV otherwise. */
export function parseRuleFile<R>(
  codec: RuleCodec<R>,
  fileName: string,
  content: string,
  onProgress?: (characters: number) => void,
): ParsedFile<R> {
  const text = content.replace(/^\uFEFF/, '');
  if (text.trim() === '') return { rows: [], positionKind: 'line', fileError: t`The file is empty.` };
  const looksJson = /\.json$/i.test(fileName) || /^\s*[[{]/.test(text);
  return looksJson ? parseJson(codec, text) : parseCsv(codec, text, onProgress);
}

function parseJson<R>(codec: RuleCodec<R>, text: string): ParsedFile<R> {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { rows: [], positionKind: 'item', fileError: t`The file is not valid JSON: ${reason}` };
  }
  if (isJsonObject(document) && typeof document.kind === 'string' && document.kind !== codec.kind) {
    return { rows: [], positionKind: 'item', fileError: wrongKind(document.kind) };
  }
  const items = Array.isArray(document)
    ? document
    : isJsonObject(document) && Array.isArray(document.rules)
      ? document.rules
      : null;
  if (!items)
    return { rows: [], positionKind: 'item', fileError: t`The JSON file must hold a list of rules.` };
  return {
    positionKind: 'item',
    rows: items.map((item: unknown, index) => ({ position: index + 1, ...codec.fromJson(item) })),
  };
}

function parseCsv<R>(
  codec: RuleCodec<R>,
  text: string,
  onProgress?: (characters: number) => void,
): ParsedFile<R> {
  const table = readCsv(text, onProgress);
  const present = new Set(table.columns.map(columnKey));
  const expected = codec.csvColumns.join(', ');
  if (!codec.csvColumns.some((column) => present.has(columnKey(column)))) {
    const header = table.columns.join(', ').slice(0, 120);
    return {
      rows: [],
      positionKind: 'line',
      fileError: t`The first line (${header}) names none of the known columns. The first line must be a header with: ${expected}.`,
    };
  }
  const missing = codec.requiredColumns.filter((column) => !present.has(columnKey(column)));
  if (missing.length > 0) {
    const columns = missing.join(', ');
    return {
      rows: [],
      positionKind: 'line',
      fileError: t`The file lacks the column(s) ${columns}. Expected a header line with: ${expected}.`,
    };
  }
  return {
    positionKind: 'line',
    rows: table.records.map((record) =>
      record.malformed
        ? { position: record.line, label: '', errors: [record.malformed] }
        : { position: record.line, ...codec.fromCsvRow(record.cells) },
    ),
  };
}

function wrongKind(kind: string): string {
  if (kind === 'synonym') return t`This file holds synonym rules; import it on the synonyms page.`;
  if (kind === 'redirect') return t`This file holds redirects; import it on the redirects page.`;
  if (kind === 'boost') return t`This file holds boost and bury rules; import it on a boost & bury page.`;
  return t`This file holds rules of another kind.`;
}
