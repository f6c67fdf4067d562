import type { MessageDescriptor } from '@lingui/core';
import type { Access, ReloadStatus } from '@/api/generated/model';
import type { RuleTypeId } from '@/rules/rule-type';
import type { Scope } from '@/scope/resolution';
import type { RuleKind } from './kinds';

/** 1 search, 2 navigation (getentitiesbyattribute), 3 similar recommendations (contract: questNumber). */
export type QuestNumber = 1 | 2 | 3;

/** Where rules are read from or written to: a concrete scope and, for boost rules, the quest. */
export interface RuleTarget extends Scope {
  questNumber?: QuestNumber;
}

/** One rule read from a file or picked for copying, before it is compared with the target's rules. */
export interface IncomingRow<R> {
  /** Line in the CSV file, item number in the JSON file, position in a copy selection. */
  position: number;
  /** What identifies the row for the user even when it is invalid (query, name, attribute). */
  label: string;
  rule?: R;
  errors: string[];
}

/** How row positions are read: lines of a CSV, entries of a JSON list, rules picked for copying. */
export type PositionKind = 'line' | 'item' | 'selection';

export interface ParsedFile<R> {
  rows: IncomingRow<R>[];
  /** A problem with the file as a whole (not CSV/JSON, missing column, another kind of rule). */
  fileError?: string;
  positionKind: PositionKind;
}

/** How a kind's rules travel in a CSV file, one rule a line. */
export interface CsvFormat<R> {
  columns: readonly string[];
  /** Columns that must be present in an imported CSV. */
  required: readonly string[];
  toRow: (rule: R) => string[];
  /** Cells keyed by column key (see csv.ts columnKey). */
  fromRow: (cells: Record<string, string>) => { rule?: R; errors: string[]; label: string };
}

/** Everything about one kind of rule that does not need the server: formats, identity, §5 validation. */
export interface RuleCodec<R> {
  kind: RuleKind;
  /** Absent where a rule holds nested lists, which a CSV line cannot (the kind is JSON only). */
  csv?: CsvFormat<R>;
  /**
   * The rule types of src/rules a kind is made of: its JSON file lists the rules by type (the rule
   * file), and an entry of `fromJson` is a `TypedRule`. Absent: the JSON file is a list of rules.
   */
  types?: readonly RuleTypeId[];
  fromJson: (value: unknown) => { rule?: R; errors: string[]; label: string };
  /** Rules with the same key are the same rule (synonyms: Query, redirects: Name, boosts: the whole rule). */
  key: (rule: R) => string;
  same: (a: R, b: R) => boolean;
  label: (rule: R) => string;
  describe: (rule: R) => string;
  /** Only what differs between two rules with the same key, as "now" and "new". */
  describeChange: (now: R, next: R) => { now: string; next: string };
  /**
   * Why the access flags of the target scope refuse writing the rule (global pins without Pulse
   * access, a pin due to an ad without that permission); empty when they allow it.
   */
  refuse?: (rule: R, access: Access) => string[];
}

export type { RuleKind };

/** A write session on one target; boost rules carry the list they last saw (compare-and-swap on the list). */
export interface RuleWriter<R> {
  add: (rule: R) => Promise<ReloadStatus>;
  replace: (old: R, rule: R) => Promise<ReloadStatus>;
}

/** The server side of a kind: reading and caching through the generated API. */
export interface RuleApi<R> {
  /** Whether the access flags of a scope let the user write rules of the kind (copy targets). */
  allowed: (access: Access) => boolean;
  queryKey: (target: RuleTarget) => readonly unknown[];
  list: (target: RuleTarget, signal?: AbortSignal) => Promise<R[]>;
}

/** A kind whose single rules are written back on their own (Undo of a delete in a list). */
export interface RuleWriteApi<R> extends RuleApi<R> {
  writer: (target: RuleTarget, current: R[]) => RuleWriter<R>;
  /** Texts of the kind: notification titles and names in sentences. */
  texts: {
    plural: MessageDescriptor;
    saved: MessageDescriptor;
    saveFailed: MessageDescriptor;
  };
}

export interface RuleAdapter<R> {
  codec: RuleCodec<R>;
  api: RuleApi<R>;
}

export interface WritableRuleAdapter<R> extends RuleAdapter<R> {
  api: RuleWriteApi<R>;
}

/** A file picked for import, read and compared off the main thread (import-session.ts). */
export interface FileToImport {
  file: File;
}
