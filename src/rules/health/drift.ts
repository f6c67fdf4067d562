import type {
  BoostRuleProxy,
  ExperienceRule,
  ManualRecommendations,
  RedirectEntry,
  SynonymsEntry,
} from '@/api/generated/model';
import type { RuleScope, RuleSet } from '@/rules/rule-set';
import { amountKey, conditionKey } from './boost-keys';
import {
  distinctKeys,
  distinctQueries,
  entityKey,
  findingId,
  instant,
  normaliseQuery,
  scopeKey,
} from './keys';
import { pinEntries, pinKey, quests, type PinEntry } from './rules';
import type { CheckResult, Finding, Quest, RuleRef, ScopedRuleSet } from './types';

/**
 * A rule type as drift compares it: what identifies a rule across scopes (`key`), what it says
 * (`content`, worked out only for rules that more than one scope has), and how to link to it.
 * `list` is undefined when the type was not read in a scope.
 */
interface DriftType<R> {
  id: string;
  list: (ruleSet: RuleSet) => readonly R[] | undefined;
  key: (rule: R) => string;
  content: (rule: R) => string;
  /** A cheap test that two rules are spelled the same (then `content` is not needed). */
  identical?: (a: R, b: R) => boolean;
  refs: (rule: R) => RuleRef[];
  /** The shopper queries the rule acts on (a redirect: its terms). */
  queries?: (rule: R) => readonly string[];
}

type DriftComparison = (sets: readonly ScopedRuleSet[], findings: Finding[]) => void;

const sortedKeys = (texts: readonly string[]) => distinctKeys(texts).sort().join('\n');
const sameTexts = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((text, i) => text === b[i]);
const time = (iso: string | undefined) => instant(iso) ?? null;

interface BoostGroup {
  key: string;
  amounts: string[];
  refs: RuleRef[];
}

/** The rules of a quest by condition: a boost is identified by its condition, all rules on it are its content. */
function boostGroups(quest: Quest, rules: readonly BoostRuleProxy[]): BoostGroup[] {
  const groups = new Map<string, BoostGroup>();
  for (const rule of rules) {
    const key = conditionKey(rule);
    const ref: RuleRef = { type: 'boost', quest, rule };
    const group = groups.get(key);
    if (group) {
      group.amounts.push(amountKey(rule));
      group.refs.push(ref);
    } else groups.set(key, { key, amounts: [amountKey(rule)], refs: [ref] });
  }
  return [...groups.values()];
}

const comparisons: DriftComparison[] = [
  compareBy<SynonymsEntry>({
    id: 'synonym',
    list: (rs) => rs.synonyms,
    key: (rule) => normaliseQuery(rule.Query),
    // What the rule does: its own query or a repeat among its synonyms changes nothing.
    content: (rule) => distinctKeys(rule.Synonyms, normaliseQuery(rule.Query)).sort().join('\n'),
    identical: (a, b) => a.Query === b.Query && sameTexts(a.Synonyms, b.Synonyms),
    refs: (rule) => [{ type: 'synonym', query: rule.Query }],
    queries: (rule) => [rule.Query],
  }),
  compareBy<RedirectEntry>({
    id: 'redirect',
    list: (rs) => rs.redirects,
    key: (rule) => rule.Name.trim(),
    content: (rule) => JSON.stringify([sortedKeys(rule.Rules), rule.Target.trim(), rule.Enabled]),
    identical: (a, b) => a.Target === b.Target && a.Enabled === b.Enabled && sameTexts(a.Rules, b.Rules),
    refs: (rule) => [{ type: 'redirect', name: rule.Name }],
    queries: (rule) => rule.Rules,
  }),
  ...quests.map((quest) =>
    compareBy<BoostGroup>({
      id: `boost:${quest}`,
      list: (rs) => {
        const rules = rs.boosts?.[quest];
        return rules && boostGroups(quest, rules);
      },
      key: (group) => group.key,
      content: (group) => JSON.stringify([...group.amounts].sort()),
      refs: (group) => group.refs,
    }),
  ),
  compareBy<ExperienceRule>({
    id: 'experience',
    list: (rs) => rs.experienceRules,
    key: (rule) => normaliseQuery(rule.Query),
    content: (rule) =>
      JSON.stringify([
        rule.IsFixed,
        rule.FeatureSets.map((set) =>
          JSON.stringify([
            entityKey(set.Entity),
            set.Weight,
            set.Features.map((f) => [f.AttributeName, [...f.Values].sort()]),
          ]),
        ).sort(),
      ]),
    refs: (rule) => [{ type: 'experience', query: rule.Query }],
    queries: (rule) => [rule.Query],
  }),
  compareBy<PinEntry>({
    id: 'pin',
    list: (rs) => rs.pins && pinEntries(rs),
    key: (entry) => pinKey(entry.ref),
    content: ({ pin }) => JSON.stringify([time(pin.StartTime), time(pin.EndTime), pin.DueToAd ?? false]),
    refs: (entry) => [entry.ref],
    queries: ({ ref }) => (ref.context.kind === 'query' ? [ref.context.query] : []),
  }),
  compareBy<ManualRecommendations>({
    id: 'manualRecommendation',
    list: (rs) => rs.manualRecommendations,
    key: (rule) => entityKey(rule.SourceProduct),
    content: (rule) =>
      JSON.stringify(
        rule.TargetProducts.map((t) =>
          JSON.stringify([t.Position, entityKey(t.Entity), time(t.StartTime), time(t.EndTime)]),
        ).sort(),
      ),
    refs: (rule) => [{ type: 'manualRecommendation', source: rule.SourceProduct }],
  }),
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
  for (const compare of comparisons) compare(distinct, findings);
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

function compareBy<R>(type: DriftType<R>): DriftComparison {
  const same = (a: R, b: R) => type.identical?.(a, b) || type.content(a) === type.content(b);
  return (sets, findings) => {
    const read = sets.flatMap((set) => {
      const list = type.list(set.ruleSet);
      if (!list) return [];
      // Backwards, so the first rule with a key wins with one map operation per rule.
      const rules = new Map<string, R>();
      for (let i = list.length - 1; i >= 0; i--) rules.set(type.key(list[i]!), list[i]!);
      return [{ scope: set.scope, rules }];
    });
    if (read.length < 2) return;
    read.forEach(({ rules }, index) => {
      const found: Finding[] = [];
      for (const [key, first] of rules) {
        // Each key once: where an earlier scope has it, it was looked at there.
        let seen = false;
        for (let earlier = 0; earlier < index && !seen; earlier++) seen = read[earlier]!.rules.has(key);
        if (seen) continue;
        // Most rules agree everywhere: find that out without allocating anything.
        let agree = true;
        for (let other = index + 1; other < read.length && agree; other++) {
          const rule = read[other]!.rules.get(key);
          agree = rule !== undefined && same(first, rule);
        }
        if (!agree) found.push(drift(type, key, first, read));
      }
      // The maps were filled backwards: the scope's own order again.
      for (let i = found.length - 1; i >= 0; i--) findings.push(found[i]!);
    });
  };
}

/** The finding for a rule that is missing or different somewhere: the scopes grouped by its version there. */
function drift<R>(
  type: DriftType<R>,
  key: string,
  first: R,
  read: { scope: RuleScope; rules: Map<string, R> }[],
) {
  const missingIn: RuleScope[] = [];
  const versions: { rule: R; scopes: RuleScope[] }[] = [];
  for (const { scope, rules } of read) {
    const rule = rules.get(key);
    if (rule === undefined) {
      missingIn.push(scope);
      continue;
    }
    const version = versions.find((v) => v.rule === rule || type.content(v.rule) === type.content(rule));
    if (version) version.scopes.push(scope);
    else versions.push({ rule, scopes: [scope] });
  }
  return driftFinding(
    type,
    key,
    first,
    missingIn,
    versions.map((v) => v.scopes),
  );
}

function driftFinding<R>(
  type: DriftType<R>,
  key: string,
  rule: R,
  missingIn: RuleScope[],
  versions: RuleScope[][],
): Finding {
  const refs = type.refs(rule);
  const presentIn = versions.flat();
  const base = {
    check: 'drift' as const,
    rules: refs,
    queries: distinctQueries(type.queries?.(rule) ?? []),
    ruleType: refs[0]!.type,
    presentIn,
    missingIn,
  };
  if (versions.length > 1)
    return {
      ...base,
      id: findingId('drift', 'differsInScopes', type.id, key),
      severity: 'info',
      reason: 'differsInScopes',
      versions,
    };
  return {
    ...base,
    id: findingId('drift', 'missingInScopes', type.id, key),
    severity: 'warning',
    reason: 'missingInScopes',
    fix: { kind: 'copyRules', from: presentIn[0]!, to: missingIn, rules: refs },
  };
}
