// The import's reading and comparing, as messages: the same handler runs in a Web Worker
// (import.worker.ts) and, where there is no Worker (tests, very old browsers), on the main thread
// (import-session.ts). Rows travel in chunks, so neither side spends one long task on 100,000 of them.
import { codecFor } from './codecs';
import { diffRules, type PreviewRow } from './diff';
import { decodeFileBytes, fileTooLarge, maxImportBytes, type TextEncodingName } from './file-decode';
import { parseRuleFile } from './file-parse';
import { positionLabel } from './positions';
import type { IncomingRow, PositionKind, RuleKind } from './types';

/** Rows per message: small enough that receiving one is a short task. */
export const chunkRows = 5_000;

export type ImportStage = 'reading' | 'comparing';

/** A preview row as sent by the worker: the target's rule as its index in the list the worker got. */
export type WireRow = Omit<PreviewRow<unknown>, 'existing'> & { existingIndex?: number };

export interface ReadSummary {
  positionKind: PositionKind;
  rowCount: number;
  fileError?: string;
  encoding?: TextEncodingName;
}

export type ToWorker =
  | { type: 'read'; kind: RuleKind; fileName: string; bytes: ArrayBuffer; locale: string }
  | { type: 'existing'; rules: unknown[]; last: boolean };

export type FromWorker =
  | { type: 'progress'; stage: ImportStage; done: number; total: number }
  | { type: 'read'; summary: ReadSummary }
  | { type: 'rows'; rows: WireRow[] }
  | { type: 'done' }
  | { type: 'failed'; message: string };

/** Formats a number for messages; the worker has no React, so it builds its own from the locale. */
const numberFormatter = (locale: string) => (value: number, digits: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);

/**
 * The worker side: `read` decodes and parses the file, then `existing` chunks bring the target's
 * current rules; after the last one the rows are compared and sent back in chunks.
 */
export function createImportHandler(post: (message: FromWorker) => void, prepareLocale: (locale: string) => Promise<void>) {
  let kind: RuleKind | null = null;
  let incoming: IncomingRow<unknown>[] = [];
  let positionKind: PositionKind = 'line';
  let existing: unknown[] = [];

  const read = async (message: Extract<ToWorker, { type: 'read' }>) => {
    await prepareLocale(message.locale);
    kind = message.kind;
    const bytes = new Uint8Array(message.bytes);
    if (bytes.byteLength > maxImportBytes) {
      post({ type: 'read', summary: { positionKind: 'line', rowCount: 0, fileError: fileTooLarge(bytes.byteLength, numberFormatter(message.locale)) } });
      return;
    }
    const decoded = decodeFileBytes(bytes);
    if ('error' in decoded) {
      post({ type: 'read', summary: { positionKind: 'line', rowCount: 0, fileError: decoded.error } });
      return;
    }
    const total = decoded.text.length;
    post({ type: 'progress', stage: 'reading', done: 0, total });
    const parsed = parseRuleFile(codecFor(kind), message.fileName, decoded.text, (done) => post({ type: 'progress', stage: 'reading', done, total }));
    incoming = parsed.rows;
    positionKind = parsed.positionKind;
    post({ type: 'progress', stage: 'reading', done: total, total });
    post({ type: 'read', summary: { positionKind, rowCount: incoming.length, fileError: parsed.fileError, encoding: decoded.encoding } });
  };

  const compare = () => {
    if (!kind) throw new Error('existing rules before the file');
    post({ type: 'progress', stage: 'comparing', done: 0, total: incoming.length });
    const indexOf = new Map(existing.map((rule, index) => [rule, index]));
    const rows = diffRules(codecFor(kind), existing, incoming, (n) => positionLabel(positionKind, n));
    existing = []; // a later comparison (the target's rules reloaded) starts afresh
    for (let from = 0; from < rows.length; from += chunkRows) {
      const chunk = rows.slice(from, from + chunkRows).map(({ existing: rule, ...row }): WireRow => (rule === undefined ? row : { ...row, existingIndex: indexOf.get(rule) }));
      post({ type: 'rows', rows: chunk });
      post({ type: 'progress', stage: 'comparing', done: Math.min(rows.length, from + chunkRows), total: rows.length });
    }
    post({ type: 'done' });
  };

  return async (message: ToWorker): Promise<void> => {
    try {
      if (message.type === 'read') return await read(message);
      existing.push(...message.rules);
      if (message.last) compare();
    } catch (error) {
      post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };
}
