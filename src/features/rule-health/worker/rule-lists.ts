import type { RuleSet } from '@/rules/rule-set';

/** Every list of a RuleSet by a flat name, so a rule set can cross to the worker a slice at a time. */
export type ListName =
  | 'synonyms'
  | 'redirects'
  | 'experienceRules'
  | 'manualRecommendations'
  | 'boosts.search'
  | 'boosts.navigation'
  | 'boosts.similar'
  | 'pins.global'
  | 'pins.query'
  | 'pins.navigation';

type Lists = { [name in ListName]: unknown[] | undefined };

function lists(ruleSet: RuleSet): Lists {
  return {
    synonyms: ruleSet.synonyms,
    redirects: ruleSet.redirects,
    experienceRules: ruleSet.experienceRules,
    manualRecommendations: ruleSet.manualRecommendations,
    'boosts.search': ruleSet.boosts?.search,
    'boosts.navigation': ruleSet.boosts?.navigation,
    'boosts.similar': ruleSet.boosts?.similar,
    'pins.global': ruleSet.pins?.global,
    'pins.query': ruleSet.pins?.query,
    'pins.navigation': ruleSet.pins?.navigation,
  };
}

/** The lists that were read (absent ones stay absent on the other side: "not read" is not "none"). */
export function ruleLists(ruleSet: RuleSet): [ListName, unknown[]][] {
  return Object.entries(lists(ruleSet)).flatMap(([name, list]) => (list ? [[name as ListName, list]] : []));
}

/** Appends rules to a list of `ruleSet`, creating the list (and its group) on first use. */
export function appendRules(ruleSet: RuleSet, name: ListName, rules: unknown[]): void {
  const [group, key] = name.split('.') as [string, string | undefined];
  // The slices come from ruleLists of a RuleSet, so each list gets back the rules it had.
  type Holder = Record<string, unknown[] | undefined>;
  const root = ruleSet as unknown as Record<string, Holder | undefined>;
  const holder: Holder = key ? (root[group] ??= {}) : (ruleSet as unknown as Holder);
  const list = (holder[key ?? group] ??= []);
  for (const rule of rules) list.push(rule);
}
