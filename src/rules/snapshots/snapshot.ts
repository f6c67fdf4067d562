import type { RuleScope, RuleSet } from '../rule-set';
import type { RuleTypeId } from '../rule-type';

/** How a snapshot came to be. */
export type SnapshotOrigin = 'taken' | 'automatic' | 'imported';

/** What the list of snapshots shows; the rules are stored apart and loaded only to compare or export. */
export interface SnapshotMeta {
  id: string;
  /** The signed-in user's id: snapshots are kept and listed per user. */
  user: string;
  scopeKey: string;
  scope: RuleScope;
  origin: SnapshotOrigin;
  /** When the reading started, ms since the epoch. */
  takenAt: number;
  /** When each type's list arrived: each type is consistent as of this time. */
  readAt: Partial<Record<RuleTypeId, number>>;
  counts: Partial<Record<RuleTypeId, number>>;
  /** Size of the rules as JSON, in bytes. */
  size: number;
}

export interface Snapshot extends SnapshotMeta {
  rules: RuleSet;
}

export const snapshotScopeKey = (scope: RuleScope): string =>
  [scope.customerId, scope.storefrontId, scope.languageCode].join('\u001f');
