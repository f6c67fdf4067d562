import type { BoostRuleProxy, Entity } from '@/api/generated/model';
import type { RuleScope, RuleSet } from '@/rules/rule-set';

export type CheckId =
  | 'shadowing-redirect'
  | 'pin-conflicts'
  | 'expiring'
  | 'boost-conflicts'
  | 'synonym-problems'
  | 'empty-feature-sets'
  | 'drift'
  | 'dormant';

/** error: the rules do not do what they say; warning: act soon or look; info: clutter, no harm to shoppers. */
export type Severity = 'error' | 'warning' | 'info';

/** The three boost lists of a RuleSet (quest 1 search, 2 navigation, 3 similar recommendations). */
export type Quest = 'search' | 'navigation' | 'similar';

/** Where a pin applies; the same three kinds as the Pulse screens. */
export type PinContext =
  | { kind: 'global' }
  | { kind: 'query'; query: string }
  | { kind: 'navigation'; attribute: string; value: string };

export type PinRef = { type: 'pin'; context: PinContext; entity: Entity; position: number };

/**
 * A rule as the UI finds it again: its type and what identifies it within a scope (spec §3 and the
 * contract's "identifies" notes), spelled as the rule spells it.
 */
export type RuleRef =
  | { type: 'synonym'; query: string }
  | { type: 'redirect'; name: string }
  /** A boost is identified by its whole content: attribute, condition and amount. */
  | { type: 'boost'; quest: Quest; rule: BoostRuleProxy }
  | { type: 'experience'; query: string }
  | PinRef
  | { type: 'manualRecommendation'; source: Entity };

export type RuleType = RuleRef['type'];

/**
 * A fix the bulk engine can apply without asking anything but "apply?". Only where the fix is
 * unambiguous; a finding without one needs a person to decide.
 */
export type Fix =
  | { kind: 'deletePins'; pins: PinRef[] }
  /** Removes targets from a source's list; an empty list removes the source's recommendations (contract). */
  | { kind: 'removeRecommendationTargets'; source: Entity; targets: Entity[] }
  /** Deletes rules that repeat another rule exactly. */
  | { kind: 'deleteRules'; rules: RuleRef[] }
  /** Replaces the synonyms of one rule (repeats and the rule's own query taken out). */
  | { kind: 'setSynonyms'; query: string; synonyms: string[] }
  /**
   * Adds synonyms to the rule for `query` (a synonym chain merged into one group). Planned from the
   * rule as read, so synonyms added meanwhile by someone else make it a conflict, not a loss.
   */
  | { kind: 'addSynonyms'; query: string; add: string[] }
  /** Keeps the rule for `query` with these synonyms and deletes the rules for `remove`. */
  | { kind: 'mergeSynonymRules'; query: string; synonyms: string[]; remove: string[] }
  | { kind: 'removeFeatureSets'; query: string; entities: Entity[] }
  | { kind: 'copyRules'; from: RuleScope; to: RuleScope[]; rules: RuleRef[] };

/** Why a finding was made, with the machine-readable facts the UI words it from (Lingui, later). */
export type FindingReason =
  /** An enabled redirect catches `term`, for which other rules exist that therefore never apply. */
  | { reason: 'redirectShadowsRules'; term: string; shadowedTypes: ('synonym' | 'experience' | 'pin')[] }
  /** Several products pinned on one position in one context at overlapping times. */
  | { reason: 'pinsOnSamePosition'; position: number }
  | { reason: 'expired'; endTimes: string[] }
  | { reason: 'endsSoon'; endTimes: string[]; days: number }
  | { reason: 'boostAndBury'; attribute: string }
  | { reason: 'differentStrengths'; attribute: string }
  | { reason: 'duplicateBoost'; attribute: string }
  | { reason: 'repeatedSynonym'; synonyms: string[] }
  | { reason: 'ownQueryAsSynonym' }
  | { reason: 'duplicateQuery' }
  /** `query` lists `via`, whose own rule adds `missing`, which `query` does not list. */
  | { reason: 'synonymChain'; via: string; missing: string[] }
  /** The rules' queries list each other round a cycle of three or more without forming one group. */
  | { reason: 'synonymLoop'; cycle: string[] }
  | { reason: 'emptyFeatureSets'; entities: Entity[]; allEmpty: boolean }
  | { reason: 'missingInScopes'; ruleType: RuleType; presentIn: RuleScope[]; missingIn: RuleScope[] }
  | {
      reason: 'differsInScopes';
      ruleType: RuleType;
      presentIn: RuleScope[];
      missingIn: RuleScope[];
      /** Scopes grouped by the version of the rule they hold; each inner list holds one version. */
      versions: RuleScope[][];
    }
  | { reason: 'noSearches'; days: number };

export type Finding = FindingReason & {
  /** Stable across runs while the same rules have the same problem, so a re-check can tell it is gone. */
  id: string;
  check: CheckId;
  severity: Severity;
  rules: RuleRef[];
  /** The shopper queries the finding touches (rule spelling, distinct by normalised form). */
  queries: string[];
  fix?: Fix;
};

/** A check that could not look at everything it needs says so; it never guesses. */
export interface CheckResult {
  check: CheckId;
  findings: Finding[];
  /** Set when some inputs were not (yet) known: the findings are a lower bound. */
  incomplete?: { unknown: number; failed: number };
  /** Set when the check had nothing to look at (e.g. no sibling scopes given). */
  skipped?: 'noInput';
}

/** Searches for a query over a period: a count, not fetched yet, or the call failed (or was rate-limited). */
export type QuerySearches = { state: 'known'; searches: number } | { state: 'unknown' } | { state: 'failed' };

/** Products of a feature set's entity (Experience/FeatureSetProducts); absent or 'unknown' = not known. */
export type FeatureSetLookup = ReadonlyMap<string, number | 'unknown'>;

export interface ScopedRuleSet {
  scope: RuleScope;
  ruleSet: RuleSet;
}

/** Everything the checks of one scope may look at. */
export interface RuleHealthInput {
  scope: RuleScope;
  ruleSet: RuleSet;
  /** The clock (ms since epoch) the schedule checks compare with. */
  now: number;
  /** Sibling scopes to compare with (drift); the scope itself need not be among them. */
  siblings?: ScopedRuleSet[];
  /** Products per feature-set entity, keyed by entityKey(). */
  featureSetProducts?: FeatureSetLookup;
  /** Searches over the last 90 days per normalised query (normaliseQuery). */
  searches90Days?: ReadonlyMap<string, QuerySearches>;
}
