import type { RowChange, RowResult } from '@/bulk/engine';
import type { RuleKind } from '@/bulk/transfer/kinds';

/** What a job does, as the merchandiser started it; kept in the journal to resume after a reload. */
export type JobKind = 'import' | 'copy' | 'delete' | 'undo-delete' | 'restore';

export interface JobRow<R = unknown> extends RowChange<R> {
  /** Line, item or selection number, for the report. */
  position: number;
  label: string;
}

export interface JobTarget {
  customerId: string;
  storefrontId: string;
  languageCode: string;
  questNumber?: 1 | 2 | 3;
}

export interface JobDefinition<R = unknown> {
  id: string;
  /** E-mail of the signed-in user; only they are offered to resume it. */
  user: string;
  kind: JobKind;
  /**
   * The kind of the page it was started on; rule-set: rows of any rule types (src/rules). Rows of
   * rule-set jobs and of the kinds made of rule types (experience, pin, …) name their type.
   */
  ruleKind: RuleKind | 'rule-set';
  target: JobTarget;
  title: string;
  createdAt: number;
  rows: JobRow<R>[];
}

export type JobState = 'running' | 'paused' | 'finished' | 'interrupted';

export interface StoredOutcome {
  jobId: string;
  index: number;
  result: RowResult;
}
