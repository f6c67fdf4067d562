import type { WriteSource } from '@/api/write-observer';

/** The rule types of the rule layer (src/rules/), as the journal files them. */
export type JournalRuleType =
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

export interface JournalScope {
  customerId: string;
  storefrontId: string;
  languageCode: string;
}

/** One rule changed by one write the server accepted. */
export interface JournalEntry {
  /** Unique and ordered by time within the browser. */
  id: string;
  /** The signed-in user's id (the identity's `sub`): the journal is kept and shown per user. */
  userId: string;
  userName: string;
  /** When the server accepted the write, in milliseconds since the epoch. */
  at: number;
  scopeKey: string;
  scope: JournalScope;
  ruleType: JournalRuleType;
  /** The rule before the write; null when the write added it. */
  before: unknown;
  /** The rule after the write; null when the write deleted it. */
  after: unknown;
  /** False where the call did not carry the old rule and no caller told it: such a change cannot be reverted. */
  beforeKnown: boolean;
  /** The engine's ReloadStatus (1–4), null when the answer had none. */
  reloadStatus: number | null;
  source: WriteSource;
  jobId?: string;
  /** The entry this one reverted. */
  reverts?: string;
}

export const scopeKeyOf = (scope: JournalScope): string =>
  [scope.customerId, scope.storefrontId, scope.languageCode].join('\u001f');
