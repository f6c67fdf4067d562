import type {
  BoostRuleProxy,
  ExperienceRule,
  GlobalProductPositionOverride,
  ManualRecommendations,
  NavigationProductPositionOverride,
  QueryProductPositionOverride,
  RedirectEntry,
  SynonymsEntry,
} from '@/api/generated/model';

/**
 * Every rule of one scope, by type, as the engine's API returns them (spec §3, §7). The portal reads a
 * whole scope this way for snapshots, comparisons and rule health. A type the user may not access
 * in the scope, or that was not read, is absent (`undefined`), never an empty list: an empty list
 * means "read, and there are none".
 */
export interface RuleSet {
  synonyms?: SynonymsEntry[];
  redirects?: RedirectEntry[];
  /** Boost and bury rules per quest: search (1), navigation (2), similar recommendations (3). */
  boosts?: { search?: BoostRuleProxy[]; navigation?: BoostRuleProxy[]; similar?: BoostRuleProxy[] };
  experienceRules?: ExperienceRule[];
  pins?: {
    global?: GlobalProductPositionOverride[];
    query?: QueryProductPositionOverride[];
    navigation?: NavigationProductPositionOverride[];
  };
  manualRecommendations?: ManualRecommendations[];
}

/** The scope a rule set belongs to (spec §3: customer, storefront, language). */
export interface RuleScope {
  customerId: string;
  storefrontId: string;
  languageCode: string;
}
