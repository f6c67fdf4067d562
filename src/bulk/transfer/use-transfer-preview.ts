import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import type { Access } from '@/api/generated/model';
import { countByStatus, diffRules, type PreviewRow, type RowStatus } from './diff';
import type { ReadSummary } from './import-protocol';
import { startImport, type ImportProgress, type ImportSession } from './import-session';
import { positionLabel } from './positions';
import type { FileToImport, ParsedFile, RuleCodec } from './types';

export interface TransferPreview<R> {
  /** What was read: null while a file is still being read. */
  summary: ReadSummary | null;
  /**
   * What applying would do, row by row: null until both the rows and the target's rules are there;
   * for a large file first only its first rows (`complete` false), then all.
   */
  preview: PreviewRow<R>[] | null;
  /** How many rows of each outcome (of all rows, also while only the first are in `preview`). */
  counts: Record<RowStatus, number> | null;
  /** All rows are in `preview` (applying needs them). */
  complete: boolean;
  progress: ImportProgress | null;
  /** The reading or comparing itself failed (not a refused file: that is `summary.fileError`). */
  error: string | null;
}

const isFile = <R>(incoming: ParsedFile<R> | FileToImport): incoming is FileToImport => 'file' in incoming;

/**
 * The preview of a transfer: rules picked for copying are compared here; a file is read and
 * compared in the import worker, with progress, so a 100,000-row file never blocks the page.
 */
export function useTransferPreview<R>(
  codec: RuleCodec<R>,
  incoming: ParsedFile<R> | FileToImport,
  existing: R[] | undefined,
  /** The target scope's access flags, for kinds whose rules they restrict (pins). */
  access: Access | undefined,
): TransferPreview<R> {
  const { i18n } = useLingui();
  const [session, setSession] = useState<ImportSession<R> | null>(null);
  const [summary, setSummary] = useState<ReadSummary | null>(null);
  const [compared, setCompared] = useState<{
    existing: R[];
    rows: PreviewRow<R>[];
    counts: Record<RowStatus, number>;
    complete: boolean;
  } | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const file = isFile(incoming) ? incoming.file : null;
  const locale = i18n.locale;

  useEffect(() => {
    if (!file) return;
    const started = startImport<R>(codec.kind, file, locale);
    started.onProgress(setProgress);
    setSession(started);
    started.read.then(setSummary, (failure: unknown) => setError(String(failure)));
    return () => started.dispose();
  }, [file, codec.kind, locale]);

  // The target's rules go to the worker as soon as they are loaded, while it may still read the file.
  const refused = summary !== null && (Boolean(summary.fileError) || summary.rowCount === 0);
  useEffect(() => {
    if (!session || refused || !existing) return;
    let current = true;
    let counts: Record<RowStatus, number> | null = null;
    // The counts and the first rows show at once; the others follow (the worker sends them in chunks).
    const onFirst = (first: { rows: PreviewRow<R>[]; counts: Record<RowStatus, number> }) => {
      counts = first.counts;
      if (current) setCompared({ existing, rows: first.rows, counts: first.counts, complete: false });
    };
    session.compare(existing, access, onFirst).then(
      (rows) =>
        current && setCompared({ existing, rows, counts: counts ?? countByStatus(rows), complete: true }),
      (failure: unknown) => current && setError(String(failure)),
    );
    return () => void (current = false);
  }, [session, refused, existing, access]);

  const copied = useMemo<TransferPreview<R> | null>(() => {
    if (isFile(incoming)) return null;
    const readSummary: ReadSummary = {
      positionKind: incoming.positionKind,
      rowCount: incoming.rows.length,
      fileError: incoming.fileError,
    };
    const rows = existing
      ? diffRules(codec, existing, incoming.rows, (n) => positionLabel(incoming.positionKind, n), access)
      : null;
    return {
      summary: readSummary,
      preview: rows,
      counts: rows ? countByStatus(rows) : null,
      complete: rows !== null,
      progress: null,
      error: null,
    };
  }, [codec, incoming, existing, access]);

  if (copied) return copied;
  const current = compared && compared.existing === existing ? compared : null;
  return {
    summary,
    preview: current?.rows ?? null,
    counts: current?.counts ?? null,
    complete: current?.complete ?? false,
    progress,
    error,
  };
}
