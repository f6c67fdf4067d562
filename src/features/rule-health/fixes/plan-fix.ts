import type { BoostRuleProxy, ProductPositionOverride, SynonymsEntry } from '@/api/generated/model';
import type { RuleSetChange } from '@/bulk/rule-set/apply-changes';
import { boostKey } from '@/rules/health/boost-keys';
import { entityKey, normaliseQuery } from '@/rules/health/keys';
import { pinEntries, pinKey } from '@/rules/health/rules';
import type { Fix, PinRef, RuleRef, ScopedRuleSet } from '@/rules/health/types';
import type { RuleScope, RuleSet } from '@/rules/rule-set';
import type { RuleTypeId } from '@/rules/rule-type';

/** The writes of a fix in one scope. */
export interface ScopedChanges {
  scope: RuleScope;
  changes: RuleSetChange[];
}

const sameScope = (a: RuleScope, b: RuleScope) =>
  a.customerId === b.customerId && a.storefrontId === b.storefrontId && a.languageCode === b.languageCode;

const pinType = (pin: PinRef): RuleTypeId =>
  pin.context.kind === 'global'
    ? 'pins.global'
    : pin.context.kind === 'query'
      ? 'pins.query'
      : 'pins.navigation';

/** The stored pin object (with its context) a PinRef names, as the rule layer writes it. */
function storedPin(ruleSet: RuleSet, ref: PinRef): unknown {
  const key = pinKey(ref);
  const list =
    ref.context.kind === 'global'
      ? ruleSet.pins?.global
      : ref.context.kind === 'query'
        ? ruleSet.pins?.query
        : ruleSet.pins?.navigation;
  const entries = pinEntries({ pins: { [ref.context.kind]: list } });
  const index = entries.findIndex((entry) => pinKey(entry.ref) === key);
  return index < 0 ? undefined : list?.[index];
}

/** A rule as stored in `ruleSet`, with the rule type the rule layer writes it as; undefined when gone. */
export function storedRule(ruleSet: RuleSet, ref: RuleRef): { type: RuleTypeId; rule: unknown } | undefined {
  switch (ref.type) {
    case 'synonym': {
      const rule =
        ruleSet.synonyms?.find((r) => r.Query === ref.query) ??
        ruleSet.synonyms?.find((r) => normaliseQuery(r.Query) === normaliseQuery(ref.query));
      return rule && { type: 'synonyms', rule };
    }
    case 'redirect': {
      const rule = ruleSet.redirects?.find((r) => r.Name === ref.name);
      return rule && { type: 'redirects', rule };
    }
    case 'boost': {
      const key = boostKey(ref.rule);
      const rule = ruleSet.boosts?.[ref.quest]?.find((r: BoostRuleProxy) => boostKey(r) === key);
      return rule && { type: `boosts.${ref.quest}`, rule };
    }
    case 'experience': {
      const rule = ruleSet.experienceRules?.find((r) => r.Query === ref.query);
      return rule && { type: 'experienceRules', rule };
    }
    case 'pin': {
      const rule = storedPin(ruleSet, ref);
      return rule === undefined ? undefined : { type: pinType(ref), rule };
    }
    case 'manualRecommendation': {
      const key = entityKey(ref.source);
      const rule = ruleSet.manualRecommendations?.find((r) => entityKey(r.SourceProduct) === key);
      return rule && { type: 'manualRecommendations', rule };
    }
  }
}

const remove = (ruleSet: RuleSet, ref: RuleRef): RuleSetChange[] => {
  const stored = storedRule(ruleSet, ref);
  return stored ? [{ type: stored.type, before: stored.rule, after: null }] : [];
};

/**
 * The writes that apply a fix, per scope, planned from the rules as they were read (each a
 * compare-and-swap from that version). Empty when the rules are gone meanwhile.
 */
export function planFix(
  fix: Fix,
  scope: RuleScope,
  ruleSet: RuleSet,
  siblings: readonly ScopedRuleSet[],
): ScopedChanges[] {
  const here = (changes: RuleSetChange[]) => (changes.length > 0 ? [{ scope, changes }] : []);
  switch (fix.kind) {
    case 'deletePins':
      return here(fix.pins.flatMap((pin) => remove(ruleSet, pin)));
    case 'deleteRules':
      return here(fix.rules.flatMap((rule) => remove(ruleSet, rule)));
    case 'removeRecommendationTargets': {
      const rule = ruleSet.manualRecommendations?.find(
        (r) => entityKey(r.SourceProduct) === entityKey(fix.source),
      );
      if (!rule) return [];
      const gone = new Set(fix.targets.map(entityKey));
      const kept = rule.TargetProducts.filter(
        (target: ProductPositionOverride) => !gone.has(entityKey(target.Entity)),
      );
      return here([
        {
          type: 'manualRecommendations',
          before: rule,
          after: kept.length > 0 ? { ...rule, TargetProducts: kept } : null,
        },
      ]);
    }
    case 'setSynonyms': {
      const stored = storedRule(ruleSet, { type: 'synonym', query: fix.query });
      if (!stored) return [];
      const rule = stored.rule as { Query: string; Synonyms: string[] };
      return here([{ type: 'synonyms', before: rule, after: { ...rule, Synonyms: fix.synonyms } }]);
    }
    case 'addSynonyms': {
      const stored = storedRule(ruleSet, { type: 'synonym', query: fix.query });
      if (!stored) return [];
      const rule = stored.rule as SynonymsEntry;
      const after = withSynonyms(rule, fix.add);
      return after === rule ? [] : here([{ type: 'synonyms', before: rule, after }]);
    }
    case 'mergeSynonymRules': {
      const stored = storedRule(ruleSet, { type: 'synonym', query: fix.query });
      if (!stored) return [];
      const rule = stored.rule as { Query: string; Synonyms: string[] };
      return here([
        { type: 'synonyms', before: rule, after: { ...rule, Synonyms: fix.synonyms } },
        ...fix.remove.flatMap((query) =>
          (ruleSet.synonyms ?? [])
            .filter((r) => r.Query === query && r !== rule)
            .map((r): RuleSetChange => ({ type: 'synonyms', before: r, after: null })),
        ),
      ]);
    }
    case 'removeFeatureSets': {
      const rule = ruleSet.experienceRules?.find((r) => r.Query === fix.query);
      if (!rule) return [];
      const gone = new Set(fix.entities.map(entityKey));
      const after = {
        ...rule,
        FeatureSets: rule.FeatureSets.filter((set) => !gone.has(entityKey(set.Entity))),
      };
      return here([{ type: 'experienceRules', before: rule, after }]);
    }
    case 'copyRules': {
      const source = sameScope(fix.from, scope)
        ? ruleSet
        : siblings.find((s) => sameScope(s.scope, fix.from))?.ruleSet;
      if (!source) return [];
      const copies = fix.rules.flatMap((ref) => {
        const stored = storedRule(source, ref);
        return stored ? [stored] : [];
      });
      return fix.to
        .map((to) => ({
          scope: to,
          changes: copies.map((copy): RuleSetChange => ({ type: copy.type, before: null, after: copy.rule })),
        }))
        .filter((entry) => entry.changes.length > 0);
    }
  }
}

/** The rule with `add` appended, each synonym once by its normalised form; the rule itself when nothing is new. */
function withSynonyms(rule: SynonymsEntry, add: readonly string[]): SynonymsEntry {
  const known = new Set([rule.Query, ...rule.Synonyms].map(normaliseQuery));
  const fresh = add.filter((synonym) => {
    const key = normaliseQuery(synonym);
    if (known.has(key)) return false;
    known.add(key);
    return true;
  });
  return fresh.length === 0 ? rule : { ...rule, Synonyms: [...rule.Synonyms, ...fresh] };
}

/** A synonym edit that keeps every synonym of the rule as read (so two such edits combine). */
const onlyAdds = (change: RuleSetChange): boolean => {
  const before = change.before as SynonymsEntry | null;
  const after = change.after as SynonymsEntry | null;
  return before !== null && after !== null && before.Synonyms.every((s, i) => after.Synonyms[i] === s);
};

/**
 * Changes of many fixes, one entry per scope (one bulk job each). Two synonym edits planned from the
 * same stored rule (a query in two chains) become one edit with both additions: as two writes from
 * one version, the second would be refused as a conflict.
 */
export function mergeByScope(plans: readonly ScopedChanges[]): ScopedChanges[] {
  const byScope = new Map<string, ScopedChanges>();
  for (const plan of plans) {
    const key = JSON.stringify([plan.scope.customerId, plan.scope.storefrontId, plan.scope.languageCode]);
    const entry = byScope.get(key) ?? { scope: plan.scope, changes: [] };
    byScope.set(key, entry);
    for (const change of plan.changes) {
      const earlier = entry.changes.find(
        (other) =>
          other.type === 'synonyms' &&
          change.type === 'synonyms' &&
          other.before === change.before &&
          onlyAdds(other) &&
          onlyAdds(change),
      );
      if (earlier)
        earlier.after = withSynonyms(
          earlier.after as SynonymsEntry,
          (change.after as SynonymsEntry).Synonyms,
        );
      else entry.changes.push({ ...change });
    }
  }
  return [...byScope.values()];
}
