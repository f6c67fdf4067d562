import { t } from '@lingui/core/macro';
import { isJsonObject } from './codecs/fields';
import { columnKey, readCsv } from './csv';
import type { RuleTypeId } from '@/rules/rule-type';
import type { CsvFormat, ParsedFile, RuleCodec } from './types';

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
  if (looksJson) return parseJson(codec, text);
  if (!codec.csv)
    return {
      rows: [],
      positionKind: 'line',
      fileError: t`These rules hold nested lists, which CSV cannot carry: import a JSON file (as the export writes it).`,
    };
  return parseCsv(codec.csv, text, onProgress);
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
  const items = codec.types
    ? typedEntries(codec.types, document)
    : Array.isArray(document)
      ? document
      : isJsonObject(document) && Array.isArray(document.rules)
        ? document.rules
        : null;
  if (typeof items === 'string') return { rows: [], positionKind: 'item', fileError: items };
  if (!items)
    return { rows: [], positionKind: 'item', fileError: t`The JSON file must hold a list of rules.` };
  return {
    positionKind: 'item',
    rows: items.map((item: unknown, index) => ({ position: index + 1, ...codec.fromJson(item) })),
  };
}

/**
 * The entries of a rule file (`rules` by rule type, as a snapshot file holds them) for the types of
 * a kind, as `{ type, rule }` in file order; a kind of one type also takes a plain list. Other types
 * in the file are not this page's; a file with none of its types is refused (a string: why).
 */
function typedEntries(types: readonly RuleTypeId[], document: unknown): unknown[] | string {
  const only = types.length === 1 ? types[0] : undefined;
  const list = Array.isArray(document)
    ? document
    : isJsonObject(document) && Array.isArray(document.rules)
      ? document.rules
      : null;
  if (list && only) return list.map((rule: unknown) => ({ type: only, rule }));
  if (!isJsonObject(document) || !isJsonObject(document.rules))
    return t`The JSON file must list the rules by type, as the export writes them.`;
  const byType = Object.entries(document.rules).filter(
    (entry): entry is [RuleTypeId, unknown[]] =>
      (types as readonly string[]).includes(entry[0]) && Array.isArray(entry[1]),
  );
  if (byType.length === 0) {
    const expected = types.join(', ');
    return t`The file holds none of the rule lists this page imports (${expected}).`;
  }
  return byType.flatMap(([type, rules]) => rules.map((rule: unknown) => ({ type, rule })));
}

function parseCsv<R>(
  csv: CsvFormat<R>,
  text: string,
  onProgress?: (characters: number) => void,
): ParsedFile<R> {
  const table = readCsv(text, onProgress);
  const present = new Set(table.columns.map(columnKey));
  const expected = csv.columns.join(', ');
  if (!csv.columns.some((column) => present.has(columnKey(column)))) {
    const header = table.columns.join(', ').slice(0, 120);
    return {
      rows: [],
      positionKind: 'line',
      fileError: t`The first line (${header}) names none of the known columns. The first line must be a header with: ${expected}.`,
    };
  }
  const missing = csv.required.filter((column) => !present.has(columnKey(column)));
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
        : { position: record.line, ...csv.fromRow(record.cells) },
    ),
  };
}

function wrongKind(kind: string): string {
  if (kind === 'synonym') return t`This file holds synonym rules; import it on the synonyms page.`;
  if (kind === 'redirect') return t`This file holds redirects; import it on the redirects page.`;
  if (kind === 'boost') return t`This file holds boost and bury rules; import it on a boost & bury page.`;
  if (kind === 'experience')
    return t`This file holds experience rules; import it on the experience rules page.`;
  if (kind === 'pin') return t`This file holds pins; import it on the local pins page.`;
  if (kind === 'manual-recommendation')
    return t`This file holds manual recommendations; import it on the manual recommendations page.`;
  return t`This file holds rules of another kind.`;
}
