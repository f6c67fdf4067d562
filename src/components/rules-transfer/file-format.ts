import { formatIsoDate } from '@/lib/format';
import { writeCsv } from './csv';
import type { RuleCodec, RuleKind, RuleTarget } from './types';

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

export { parseRuleFile } from './file-parse';
