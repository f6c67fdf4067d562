import { t } from '@lingui/core/macro';
import { formatIsoDate } from '@/lib/format';
import { columnKey, readCsv, writeCsv } from './csv';
import { isJsonObject } from './codecs/fields';
import type { ParsedFile, RuleCodec, RuleKind, RuleTarget } from './types';

export type FileFormat = 'csv' | 'json';

const fileStems: Record<RuleKind, string> = { synonym: 'synonyms', redirect: 'redirects', boost: 'boost-rules' };
const questStems = { 1: 'search', 2: 'navigation', 3: 'similar' } as const;

export interface ExportedFile {
  fileName: string;
  mimeType: string;
  content: string;
}

/** The rules of one target as a file: CSV for spreadsheets, JSON with the scope it came from. */
export function exportRules<R>(codec: RuleCodec<R>, rules: readonly R[], format: FileFormat, target: RuleTarget, now = new Date()): ExportedFile {
  const quest = target.questNumber ? `-${questStems[target.questNumber]}` : '';
  const stem = `${fileStems[codec.kind]}-${target.customerId}-${target.storefrontId}-${target.languageCode}${quest}-${formatIsoDate(now)}`;
  if (format === 'csv') {
    return { fileName: `${stem}.csv`, mimeType: 'text/csv;charset=utf-8', content: writeCsv(codec.csvColumns, rules.map(codec.toCsvRow)) };
  }
  const scope = { customerId: target.customerId, storefrontId: target.storefrontId, languageCode: target.languageCode, ...(target.questNumber ? { questNumber: target.questNumber } : {}) };
  const document = { kind: codec.kind, scope, exportedAt: now.toISOString(), rules };
  return { fileName: `${stem}.json`, mimeType: 'application/json', content: `${JSON.stringify(document, null, 2)}\n` };
}

/** Reads an imported file: JSON when it looks like JSON (or is named so), CSV otherwise. */
export function parseRuleFile<R>(codec: RuleCodec<R>, fileName: string, content: string): ParsedFile<R> {
  const text = content.replace(/^\uFEFF/, '');
  const looksJson = /\.json$/i.test(fileName) || /^\s*[[{]/.test(text);
  return looksJson ? parseJson(codec, text) : parseCsv(codec, text);
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
  const items = Array.isArray(document) ? document : isJsonObject(document) && Array.isArray(document.rules) ? document.rules : null;
  if (!items) return { rows: [], positionKind: 'item', fileError: t`The JSON file must hold a list of rules.` };
  return { positionKind: 'item', rows: items.map((item: unknown, index) => ({ position: index + 1, ...codec.fromJson(item) })) };
}

function parseCsv<R>(codec: RuleCodec<R>, text: string): ParsedFile<R> {
  const table = readCsv(text);
  const present = new Set(table.columns.map(columnKey));
  const missing = codec.requiredColumns.filter((column) => !present.has(columnKey(column)));
  if (missing.length > 0) {
    const columns = missing.join(', ');
    const expected = codec.csvColumns.join(', ');
    return { rows: [], positionKind: 'line', fileError: t`The file lacks the column(s) ${columns}. Expected a header line with: ${expected}.` };
  }
  return { positionKind: 'line', rows: table.records.map((record) => ({ position: record.line, ...codec.fromCsvRow(record.cells) })) };
}

function wrongKind(kind: string): string {
  if (kind === 'synonym') return t`This file holds synonym rules; import it on the synonyms page.`;
  if (kind === 'redirect') return t`This file holds redirects; import it on the redirects page.`;
  if (kind === 'boost') return t`This file holds boost and bury rules; import it on a boost & bury page.`;
  return t`This file holds rules of another kind.`;
}
