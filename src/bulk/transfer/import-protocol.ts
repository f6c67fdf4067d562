// The import's reading and comparing, as messages: the same handler runs in a Web Worker
// (import.worker.ts) and, where there is no Worker (tests, very old browsers), on the main thread
// (import-session.ts). Rows travel in chunks, so neither side spends one long task on 100,000 of
// them, and as JSON text: copying a string between threads is a plain copy, while structured
// cloning 100,000 rule objects cost the page more than JSON.stringify and JSON.parse of them.
import type { Access } from '@/api/generated/model';
import { codecFor } from './codecs';
import { countByStatus, diffRules, type PreviewRow, type RowStatus } from './diff';
import { decodeFileBytes, fileTooLarge, maxImportBytes, type TextEncodingName } from './file-decode';
import { parseRuleFile } from './file-parse';
import { positionLabel } from './positions';
import type { RuleKind } from './kinds';
import type { IncomingRow, PositionKind } from './types';

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
  /**
   * The target's current rules, a chunk (JSON text of a list) at a time; a new generation replaces
   * older ones. `access`: the target's access flags, for kinds whose rules they restrict.
   */
  | { type: 'existing'; generation: number; json: string; last: boolean; access?: Access };

export type FromWorker =
  | { type: 'progress'; stage: ImportStage; done: number; total: number }
  | { type: 'read'; summary: ReadSummary }
  /** What the comparison found, before its rows: the preview shows it with the first chunk. */
  | { type: 'counts'; generation: number; counts: Record<RowStatus, number> }
  /** JSON text of a list of WireRow. */
  | { type: 'rows'; generation: number; json: string }
  | { type: 'done'; generation: number }
  | { type: 'failed'; message: string };

/** Formats a number for messages; the worker has no React, so it builds its own from the locale. */
const numberFormatter = (locale: string) => (value: number, digits: number) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);

/**
 * The worker side: `read` decodes and parses the file; `existing` chunks bring the target's current
 * rules (they may come while the file is still read). Once both are there the rows are compared
 * and sent back in chunks.
 */
export function createImportHandler(
  post: (message: FromWorker) => void,
  prepareLocale: (locale: string) => Promise<void>,
) {
  let kind: RuleKind | null = null;
  let incoming: IncomingRow<unknown>[] | null = null;
  let positionKind: PositionKind = 'line';
  let existing: { generation: number; rules: unknown[]; complete: boolean; access?: Access } = {
    generation: -1,
    rules: [],
    complete: false,
  };

  const read = async (message: Extract<ToWorker, { type: 'read' }>) => {
    await prepareLocale(message.locale);
    const bytes = new Uint8Array(message.bytes);
    if (bytes.byteLength > maxImportBytes) {
      post({
        type: 'read',
        summary: {
          positionKind: 'line',
          rowCount: 0,
          fileError: fileTooLarge(bytes.byteLength, numberFormatter(message.locale)),
        },
      });
      return;
    }
    const decoded = decodeFileBytes(bytes);
    if ('error' in decoded) {
      post({ type: 'read', summary: { positionKind: 'line', rowCount: 0, fileError: decoded.error } });
      return;
    }
    const total = decoded.text.length;
    post({ type: 'progress', stage: 'reading', done: 0, total });
    const parsed = parseRuleFile(codecFor(message.kind), message.fileName, decoded.text, (done) =>
      post({ type: 'progress', stage: 'reading', done, total }),
    );
    post({ type: 'progress', stage: 'reading', done: total, total });
    post({
      type: 'read',
      summary: {
        positionKind: parsed.positionKind,
        rowCount: parsed.rows.length,
        fileError: parsed.fileError,
        encoding: decoded.encoding,
      },
    });
    if (parsed.fileError || parsed.rows.length === 0) return;
    kind = message.kind;
    incoming = parsed.rows;
    positionKind = parsed.positionKind;
    compareWhenReady();
  };

  const compareWhenReady = () => {
    if (!kind || !incoming || !existing.complete) return;
    const { generation, rules, access } = existing;
    post({ type: 'progress', stage: 'comparing', done: 0, total: incoming.length });
    const indexOf = new Map(rules.map((rule, index) => [rule, index]));
    const rows = diffRules(codecFor(kind), rules, incoming, (n) => positionLabel(positionKind, n), access);
    existing = { generation, rules: [], complete: false }; // a later comparison (the target's rules reloaded) starts afresh
    post({ type: 'counts', generation, counts: countByStatus(rows) });
    for (let from = 0; from < rows.length; from += chunkRows) {
      const chunk = rows
        .slice(from, from + chunkRows)
        .map(({ existing: rule, ...row }): WireRow =>
          rule === undefined ? row : { ...row, existingIndex: indexOf.get(rule) },
        );
      post({ type: 'rows', generation, json: JSON.stringify(chunk) });
      post({
        type: 'progress',
        stage: 'comparing',
        done: Math.min(rows.length, from + chunkRows),
        total: rows.length,
      });
    }
    post({ type: 'done', generation });
  };

  return async (message: ToWorker): Promise<void> => {
    try {
      if (message.type === 'read') return await read(message);
      if (message.generation !== existing.generation)
        existing = { generation: message.generation, rules: [], complete: false };
      // One message may hold a whole list (the server's own text): no spread of 100,000 arguments.
      const rules = JSON.parse(message.json) as unknown[];
      if (existing.rules.length === 0) existing.rules = rules;
      else for (const rule of rules) existing.rules.push(rule);
      existing.complete = message.last;
      existing.access = message.access;
      compareWhenReady();
    } catch (error) {
      post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };
}
