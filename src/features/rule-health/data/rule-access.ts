import type { Access } from '@/api/generated/model';
import { settingsFlags } from '@/app/pages';
import type { RuleType } from '@/rules/health/types';

/** What the user may read in a scope; rule health reads and checks only these types. */
export interface ReadableRules {
  synonyms: boolean;
  redirects: boolean;
  boosts: boolean;
  experienceRules: boolean;
  manualRecommendations: boolean;
  /** Global pins need PulseAccess; pins per query and per navigation page also PulseLocalPinsAccess. */
  globalPins: boolean;
  localPins: boolean;
}

export function readableRules(access: Access | null): ReadableRules {
  return {
    synonyms: Boolean(access?.SynonymsAccess),
    redirects: Boolean(access?.RedirectsAccess),
    boosts: Boolean(access?.BoostBuryAccess),
    experienceRules: Boolean(access?.ExperienceEditorAccess),
    manualRecommendations: Boolean(access?.ManualRecommendationsAccess),
    globalPins: Boolean(access?.PulseAccess),
    localPins: Boolean(access?.PulseAccess || access?.PulseLocalPinsAccess),
  };
}

export function mayUseRuleHealth(access: Access | null): boolean {
  return settingsFlags.some((flag) => Boolean(access?.[flag]));
}

export function mayRead(readable: ReadableRules, type: RuleType): boolean {
  switch (type) {
    case 'synonym':
      return readable.synonyms;
    case 'redirect':
      return readable.redirects;
    case 'boost':
      return readable.boosts;
    case 'experience':
      return readable.experienceRules;
    case 'manualRecommendation':
      return readable.manualRecommendations;
    case 'pin':
      return readable.localPins;
  }
}
