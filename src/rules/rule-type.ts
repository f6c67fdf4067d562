import type { MessageDescriptor } from '@lingui/core';
import type { Access, ReloadStatus } from '@/api/generated/model';
import type { PortalRequestInit } from '@/api/fetcher';
import type { RuleScope, RuleSet } from './rule-set';

/**
 * Every kind of rule the engine keeps for a scope (spec §3). Boost and bury rules and pins come in
 * variants with calls of their own, so each variant is a type here.
 */
export type RuleTypeId =
  | 'synonyms'
  | 'redirects'
  | 'boosts.search'
  | 'boosts.navigation'
  | 'boosts.similar'
  | 'experienceRules'
  | 'pins.global'
  | 'pins.query'
  | 'pins.navigation'
  | 'manualRecommendations';

/** One field of a rule as a person compares it: a name and the value shown. */
export interface RuleField {
  /** Stable across rules of a type, so two versions line up (e.g. `Feature set product SKU-1 · Weight`). */
  name: string;
  value: string;
}

/** A rule read from a file: the rule, or why the contract refuses it. */
export type ParsedRule<R> = { rule: R; errors?: undefined } | { rule?: undefined; errors: string[] };

/** A write of one rule: `before` null adds, `after` null deletes, both set replace (compare-and-swap). */
export interface RuleChange<R> {
  before: R | null;
  after: R | null;
}

/** What a call of the rule layer passes to the fetch layer (abort signal, rate-limit headers, journal hint). */
export type CallOptions = Pick<PortalRequestInit, 'signal' | 'onResponseHeaders' | 'journal'>;

/**
 * Reads shared by the types of one read: pins of all three variants come from one call, so a
 * snapshot reads it once.
 */
export type ReadCache = Map<string, Promise<unknown>>;

/**
 * One kind of rule: what identifies it, how two versions differ, how it travels in a file, and
 * its own calls of the engine's API. Everything but `read` and `write` is pure.
 */
export interface RuleType<R> {
  id: RuleTypeId;
  /** Singular and plural names for screens and reports. */
  title: MessageDescriptor;
  /** Whether the access flags of a scope allow reading and writing this type. */
  allowed: (access: Access) => boolean;
  /** The identity of a rule within its scope and type: two rules with one key are versions of one rule. */
  key: (rule: R) => string;
  /** A short label for lists and reports (query, name, product). */
  label: (rule: R) => string;
  /** The rule in one form: sets sorted, defaults spelled out, so equal rules serialise equally. */
  canonical: (rule: R) => R;
  /** The rule field by field, for a comparison. */
  fields: (rule: R) => RuleField[];
  /** A rule from a parsed file entry, checked against the contract's shape. */
  parse: (value: unknown) => ParsedRule<R>;
  /** The rules of the type in `ruleSet`, or undefined when the type was not read. */
  get: (ruleSet: RuleSet) => R[] | undefined;
  /** `ruleSet` with the rules of this type set. */
  set: (ruleSet: RuleSet, rules: R[]) => RuleSet;
  /** Every rule of the type in the scope, through the generated calls. */
  read: (scope: RuleScope, options: CallOptions, cache?: ReadCache) => Promise<R[]>;
  /**
   * One write through the type's own calls, with the old version where the contract has a
   * compare-and-swap; where it has none, the rule is read first and a differing one is a conflict
   * (`RuleConflictError`).
   */
  write: (scope: RuleScope, change: RuleChange<R>, options: CallOptions) => Promise<ReloadStatus | undefined>;
  /** The React Query keys (the generated ones) of the lists a write of this type changes. */
  queryKeys: (scope: RuleScope) => readonly (readonly unknown[])[];
  /** Writes of this type must go one at a time (boost rules compare and swap their whole list). */
  serial?: boolean;
}

/** The stored rule no longer is the one the change was planned from; nothing was written. */
export class RuleConflictError extends Error {
  constructor(message = 'The rule was changed since it was read.') {
    super(message);
    this.name = 'RuleConflictError';
  }
}

/**
 * The answer does not tell whether the write took effect (a delete of a rule that is already gone
 * or changed answers 404): the rule must be read back to know.
 */
export class RuleUnknownOutcomeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RuleUnknownOutcomeError';
  }
}
