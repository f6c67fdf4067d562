import type { RuleSet } from '@/rules/rule-set';
import { amountKey, conditionKey } from './boost-keys';
import { entityKey, findingId, instant, normaliseQuery, scopeKey } from './keys';
import { pinEntries, pinKey, quests } from './rules';
import type { CheckResult, Finding, RuleRef, ScopedRuleSet } from './types';

/** One comparable rule: what identifies it across scopes, what it says, and how to link to it. */
interface Comparable {
  key: string;
  content: string;
  /** One rule; for boosts every rule on the condition. */
  refs: RuleRef[];
  query?: string;
}

/** A rule type as drift compares it; `list` is undefined when the type was not read in a scope. */
interface DriftType {
  id: string;
  list: (ruleSet: RuleSet) => Comparable[] | undefined;
}

const sortedKeys = (texts: readonly string[]) =>
  JSON.stringify([...new Set(texts.map(normaliseQuery))].sort());
const time = (iso: string | undefined) => instant(iso) ?? null;

const driftTypes: DriftType[] = [
  {
    id: 'synonym',
    list: (rs) =>
      rs.synonyms?.map((rule) => ({
        key: normaliseQuery(rule.Query),
        content: sortedKeys(rule.Synonyms),
        refs: [{ type: 'synonym', query: rule.Query }],
        query: rule.Query,
      })),
  },
  {
    id: 'redirect',
    list: (rs) =>
      rs.redirects?.map((rule) => ({
        key: rule.Name.trim(),
        content: JSON.stringify([sortedKeys(rule.Rules), rule.Target.trim(), rule.Enabled]),
        refs: [{ type: 'redirect', name: rule.Name }],
      })),
  },
  // A boost is identified by its condition; what it does there (all rules on that condition) is its content.
  ...quests.map((quest): DriftType => ({
    id: `boost:${quest}`,
    list: (rs) => {
      const list = rs.boosts?.[quest];
      if (!list) return undefined;
      const byCondition = new Map<string, { amounts: string[]; refs: RuleRef[] }>();
      for (const rule of list) {
        const key = conditionKey(rule);
        const ref: RuleRef = { type: 'boost', quest, rule };
        const found = byCondition.get(key);
        if (found) {
          found.amounts.push(amountKey(rule));
          found.refs.push(ref);
        } else byCondition.set(key, { amounts: [amountKey(rule)], refs: [ref] });
      }
      return [...byCondition].map(([key, { amounts, refs }]) => ({
        key,
        content: JSON.stringify(amounts.sort()),
        refs,
      }));
    },
  })),
  {
    id: 'experience',
    list: (rs) =>
      rs.experienceRules?.map((rule) => ({
        key: normaliseQuery(rule.Query),
        content: JSON.stringify([
          rule.IsFixed,
          rule.FeatureSets.map((set) => [
            entityKey(set.Entity),
            set.Weight,
            set.Features.map((f) => [f.AttributeName, [...f.Values].sort()]),
          ]).sort(),
        ]),
        refs: [{ type: 'experience', query: rule.Query }],
        query: rule.Query,
      })),
  },
  {
    id: 'pin',
    list: (rs) =>
      rs.pins &&
      pinEntries(rs).map(({ ref, pin }) => ({
        key: pinKey(ref),
        content: JSON.stringify([time(pin.StartTime), time(pin.EndTime), pin.DueToAd ?? false]),
        refs: [ref],
        ...(ref.context.kind === 'query' ? { query: ref.context.query } : {}),
      })),
  },
  {
    id: 'manualRecommendation',
    list: (rs) =>
      rs.manualRecommendations?.map((rule) => ({
        key: entityKey(rule.SourceProduct),
        content: JSON.stringify(
          rule.TargetProducts.map((t) => [
            t.Position,
            entityKey(t.Entity),
            time(t.StartTime),
            time(t.EndTime),
          ]).sort(),
        ),
        refs: [{ type: 'manualRecommendation', source: rule.SourceProduct }],
      })),
  },
];

/**
 * Rules present in one scope of a sibling group and missing, or different, in another (the group
 * comes from proposeSiblingGroups or the user). A type not read in a scope (absent in its RuleSet)
 * is left out for that scope: "not read" is never "missing".
 *
 * Severity: missing = warning (siblings usually share their rules; a gap is most often forgotten
 * work), with a fix that copies the rule from a scope that has it. Different = info (differences
 * between shops can be deliberate, e.g. a redirect to the shop's own domain); no fix, since which
 * version is right is a decision. Near-linear: one map per scope and type.
 */
export function checkDrift(sets: readonly ScopedRuleSet[]): CheckResult {
  const distinct = [...new Map(sets.map((set) => [scopeKey(set.scope), set])).values()];
  if (distinct.length < 2) return { check: 'drift', findings: [], skipped: 'noInput' };
  const findings: Finding[] = [];
  for (const type of driftTypes) {
    const read = distinct.flatMap((set) => {
      const list = type.list(set.ruleSet);
      return list ? [{ scope: set.scope, rules: new Map(list.map((rule) => [rule.key, rule])) }] : [];
    });
    if (read.length < 2) continue;
    const keys = new Set<string>();
    for (const { rules } of read) for (const key of rules.keys()) keys.add(key);
    for (const key of keys) {
      const versions = new Map<string, ScopedRuleSet['scope'][]>();
      const missingIn: ScopedRuleSet['scope'][] = [];
      let first: Comparable | undefined;
      for (const { scope, rules } of read) {
        const rule = rules.get(key);
        if (!rule) {
          missingIn.push(scope);
          continue;
        }
        first ??= rule;
        const holders = versions.get(rule.content);
        if (holders) holders.push(scope);
        else versions.set(rule.content, [scope]);
      }
      if (!first || (missingIn.length === 0 && versions.size === 1)) continue;
      const presentIn = [...versions.values()].flat();
      const base = {
        check: 'drift',
        rules: first.refs,
        queries: first.query !== undefined ? [first.query.trim()] : [],
        ruleType: first.refs[0]!.type,
        presentIn,
        missingIn,
      } as const;
      findings.push(
        versions.size > 1
          ? {
              ...base,
              id: findingId('drift', 'differsInScopes', type.id, key),
              severity: 'info',
              reason: 'differsInScopes',
              versions: [...versions.values()],
            }
          : {
              ...base,
              id: findingId('drift', 'missingInScopes', type.id, key),
              severity: 'warning',
              reason: 'missingInScopes',
              fix: { kind: 'copyRules', from: presentIn[0]!, to: missingIn, rules: first.refs },
            },
      );
    }
  }
  return { check: 'drift', findings };
}

/** Drift findings by rule type, for a "which rules are missing/different where" view. */
export function driftByRuleType(findings: readonly Finding[]): Map<RuleRef['type'], Finding[]> {
  const byType = new Map<RuleRef['type'], Finding[]>();
  for (const finding of findings) {
    if (finding.reason !== 'missingInScopes' && finding.reason !== 'differsInScopes') continue;
    const list = byType.get(finding.ruleType);
    if (list) list.push(finding);
    else byType.set(finding.ruleType, [finding]);
  }
  return byType;
}
