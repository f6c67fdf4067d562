import { formatIsoDate } from '@/lib/format';
import { csvPieces, writeCsv } from './csv';
import type { TypedRule } from '@/bulk/rule-set/typed-rule';
import type { RuleTypeId } from '@/rules/rule-type';
import type { CsvFormat, RuleCodec, RuleKind, RuleTarget } from './types';

export type FileFormat = 'csv' | 'json';

const fileStems: Record<RuleKind, string> = {
  synonym: 'synonyms',
  redirect: 'redirects',
  boost: 'boost-rules',
  experience: 'experience-rules',
  pin: 'pins',
  'manual-recommendation': 'manual-recommendations',
};
const questStems = { 1: 'search', 2: 'navigation', 3: 'similar' } as const;

export interface ExportedFile {
  fileName: string;
  mimeType: string;
  content: string;
}

function fileStem(kind: RuleKind, target: RuleTarget, now: Date): string {
  const quest = target.questNumber ? `-${questStems[target.questNumber]}` : '';
  return `${fileStems[kind]}-${target.customerId}-${target.storefrontId}-${target.languageCode}${quest}-${formatIsoDate(now)}`;
}

function csvOf<R>(codec: RuleCodec<R>): CsvFormat<R> {
  if (!codec.csv) throw new Error(`${codec.kind} rules have no CSV form`);
  return codec.csv;
}

/** Rules of several types as the rule file of src/rules lists them: by type, in the kind's order. */
function byType(
  types: readonly RuleTypeId[],
  rules: readonly TypedRule[],
): Partial<Record<RuleTypeId, unknown[]>> {
  const lists: Partial<Record<RuleTypeId, unknown[]>> = {};
  for (const type of types) lists[type] = [];
  for (const { type, rule } of rules) lists[type]?.push(rule);
  return lists;
}

/** Rows per piece of a CSV export written stepwise: a few milliseconds each. */
const csvPieceRows = 5_000;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * exportRules(…, 'csv') as UTF-8 bytes ready for a download, written a piece per task: 100,000
 * rules as one string would block the page for a long task, and so would encoding it at once
 * (which `new Blob([text])` does).
 */
export async function exportCsvInSteps<R>(
  codec: RuleCodec<R>,
  rules: readonly R[],
  target: RuleTarget,
  now = new Date(),
): Promise<{ fileName: string; mimeType: string; content: Blob }> {
  const csv = csvOf(codec);
  const encoder = new TextEncoder();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  for (const piece of csvPieces(csv.columns, rules, csv.toRow, csvPieceRows)) {
    if (parts.length > 0) await nextTask();
    parts.push(encoder.encode(piece));
  }
  const mimeType = 'text/csv;charset=utf-8';
  return {
    fileName: `${fileStem(codec.kind, target, now)}.csv`,
    mimeType,
    content: new Blob(parts, { type: mimeType }),
  };
}

/** The rules of one target as a file: CSV for spreadsheets, JSON with the scope it came from. */
export function exportRules<R>(
  codec: RuleCodec<R>,
  rules: readonly R[],
  format: FileFormat,
  target: RuleTarget,
  now = new Date(),
): ExportedFile {
  const stem = fileStem(codec.kind, target, now);
  if (format === 'csv') {
    const csv = csvOf(codec);
    return {
      fileName: `${stem}.csv`,
      mimeType: 'text/csv;charset=utf-8',
      content: writeCsv(csv.columns, rules.map(csv.toRow)),
    };
  }
  const scope = {
    customerId: target.customerId,
    storefrontId: target.storefrontId,
    languageCode: target.languageCode,
    ...(target.questNumber ? { questNumber: target.questNumber } : {}),
  };
  const document = {
    kind: codec.kind,
    scope,
    exportedAt: now.toISOString(),
    rules: codec.types ? byType(codec.types, rules as readonly TypedRule[]) : rules,
  };
  return {
    fileName: `${stem}.json`,
    mimeType: 'application/json',
    content: `${JSON.stringify(document, null, 2)}\n`,
  };
}

export { parseRuleFile } from './file-parse';
