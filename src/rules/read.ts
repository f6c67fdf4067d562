import { ruleTypes } from './registry';
import type { RuleScope, RuleSet } from './rule-set';
import type { CallOptions, ReadCache, RuleTypeId } from './rule-type';

export interface ReadRuleSetOptions extends CallOptions {
  /** Called as each type arrives (for progress). */
  onType?: (id: RuleTypeId, count: number) => void;
}

/**
 * Every rule of the given types in a scope, each type through its own list call, all at once.
 * Types not asked for stay absent in the result. A failed read fails the whole (a rule set is
 * either complete for its types or not taken).
 */
export async function readRuleSet(
  scope: RuleScope,
  types: readonly RuleTypeId[],
  options: ReadRuleSetOptions = {},
): Promise<RuleSet> {
  const { onType, ...call } = options;
  const cache: ReadCache = new Map();
  const lists = await Promise.all(
    types.map(async (id) => {
      const rules = await ruleTypes[id].read(scope, call, cache);
      onType?.(id, rules.length);
      return [id, rules] as const;
    }),
  );
  return lists.reduce<RuleSet>((set, [id, rules]) => ruleTypes[id].set(set, rules), {});
}

/** The rules of one type in a rule set, or undefined when the type was not read. */
export function rulesOf<R = unknown>(ruleSet: RuleSet, id: RuleTypeId): R[] | undefined {
  return ruleTypes[id].get(ruleSet) as R[] | undefined;
}

/** The types a rule set holds (read, even when empty). */
export function typesIn(ruleSet: RuleSet): RuleTypeId[] {
  return (Object.keys(ruleTypes) as RuleTypeId[]).filter((id) => ruleTypes[id].get(ruleSet) !== undefined);
}
