import type { SynonymsEntry } from '@/api/generated/model';
import type { RuleSet } from '@/rules/rule-set';
import { findingId, normaliseQuery } from './keys';
import { strongComponents } from './strong-components';
import type { CheckResult, Finding, Fix, RuleRef } from './types';

interface Rule {
  entry: SynonymsEntry;
  query: string;
  /** Normalised synonyms, distinct, without the rule's own query. */
  synonyms: Set<string>;
}

/**
 * Synonym rules that say something twice or do not say what the shop meant. Queries and synonyms
 * compare normalised (normaliseQuery), as the engine matches them.
 * - repeatedSynonym, ownQueryAsSynonym (info): harmless clutter; the fix sets the cleaned list (or
 *   deletes the rule when nothing is left).
 * - duplicateQuery (warning): two rules for one query (differing in case or spaces); which one the
 *   engine applies is not defined. The fix merges them into the first one with all their synonyms,
 *   or deletes the repeats when they say the same.
 * - synonymChain (warning): a → b in one rule and b → c in another, but a does not list c: a search
 *   for a does not find c although b does; the shop probably wanted one group. No fix: a one-way
 *   synonym can be deliberate.
 * - synonymLoop (warning): three or more rules whose queries list each other round a cycle without
 *   each listing all the others, so every member finds a different part of the group. Two rules
 *   listing each other (a ↔ b) are the usual two-way synonym and no finding.
 * Near-linear: one index by normalised query, one pass over the synonym lists, Tarjan's strongly
 * connected components for loops.
 */
export function checkSynonymProblems(ruleSet: RuleSet): CheckResult {
  const entries = ruleSet.synonyms;
  if (!entries) return { check: 'synonym-problems', findings: [], skipped: 'noInput' };
  const findings: Finding[] = [];
  const rules: Rule[] = entries.map((entry) => {
    const query = normaliseQuery(entry.Query);
    const synonyms = new Set<string>();
    for (const synonym of entry.Synonyms) {
      const key = normaliseQuery(synonym);
      if (key !== '' && key !== query) synonyms.add(key);
    }
    return { entry, query, synonyms };
  });
  const byQuery = new Map<string, Rule[]>();
  for (const rule of rules) {
    const group = byQuery.get(rule.query);
    if (group) group.push(rule);
    else byQuery.set(rule.query, [rule]);
  }

  for (const rule of rules) findings.push(...cleanupFindings(rule));
  for (const [query, group] of byQuery) if (group.length > 1) findings.push(duplicateFinding(query, group));

  // The graph of rule queries: a → b when the rule for a lists b and b has a rule of its own.
  const nodes = [...byQuery.keys()];
  const nodeIndex = new Map(nodes.map((query, i) => [query, i]));
  const edges = nodes.map((query) => {
    const targets = new Set<number>();
    for (const rule of byQuery.get(query)!)
      for (const synonym of rule.synonyms) {
        const target = nodeIndex.get(synonym);
        if (target !== undefined) targets.add(target);
      }
    return [...targets];
  });
  const component = strongComponents(edges);
  const loops = loopComponents(component, edges);
  for (const members of loops.values())
    findings.push(loopFinding(members.map((i) => byQuery.get(nodes[i]!)![0]!)));

  // Duplicates are reported above; the chains start from each query's first rule.
  for (const [query, group] of byQuery) {
    const rule = group[0]!;
    const from = nodeIndex.get(query)!;
    for (const synonym of rule.synonyms) {
      const to = nodeIndex.get(synonym);
      if (to === undefined) continue;
      const inLoop = loops.has(component[from]!) && component[from] === component[to];
      const missing = new Set<string>();
      for (const via of byQuery.get(synonym)!)
        for (const next of via.synonyms) {
          if (next === rule.query || rule.synonyms.has(next)) continue;
          // A step round a reported loop is part of that finding.
          const nextNode = nodeIndex.get(next);
          if (inLoop && nextNode !== undefined && component[nextNode] === component[from]) continue;
          missing.add(next);
        }
      if (missing.size > 0) findings.push(chainFinding(rule, byQuery.get(synonym)![0]!, [...missing]));
    }
  }
  return { check: 'synonym-problems', findings };
}

function cleanupFindings(rule: Rule): Finding[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  let ownQuery = false;
  const cleaned: string[] = [];
  for (const synonym of rule.entry.Synonyms) {
    const key = normaliseQuery(synonym);
    if (key === rule.query) ownQuery = true;
    else if (seen.has(key)) repeated.push(synonym.trim());
    else if (key !== '') {
      seen.add(key);
      cleaned.push(synonym.trim());
    }
  }
  if (!ownQuery && repeated.length === 0) return [];
  const ref: RuleRef = { type: 'synonym', query: rule.entry.Query };
  const fix: Fix =
    cleaned.length > 0
      ? { kind: 'setSynonyms', query: rule.entry.Query, synonyms: cleaned }
      : { kind: 'deleteRules', rules: [ref] };
  const base = {
    check: 'synonym-problems' as const,
    severity: 'info' as const,
    rules: [ref],
    queries: [rule.entry.Query.trim()],
    fix,
  };
  const findings: Finding[] = [];
  if (repeated.length > 0)
    findings.push({
      ...base,
      id: findingId('synonym-problems', 'repeatedSynonym', rule.query),
      reason: 'repeatedSynonym',
      synonyms: repeated,
    });
  if (ownQuery)
    findings.push({
      ...base,
      id: findingId('synonym-problems', 'ownQueryAsSynonym', rule.query),
      reason: 'ownQueryAsSynonym',
    });
  return findings;
}

function duplicateFinding(query: string, group: Rule[]): Finding {
  const [keep, ...others] = group as [Rule, ...Rule[]];
  const sameSynonyms = others.every(
    (other) =>
      other.synonyms.size === keep.synonyms.size && [...other.synonyms].every((s) => keep.synonyms.has(s)),
  );
  const refs = group.map((rule) => ({ type: 'synonym', query: rule.entry.Query }) as const);
  const synonyms: string[] = [];
  const seen = new Set<string>();
  for (const rule of group)
    for (const synonym of rule.entry.Synonyms) {
      const key = normaliseQuery(synonym);
      if (key === '' || key === query || seen.has(key)) continue;
      seen.add(key);
      synonyms.push(synonym.trim());
    }
  return {
    id: findingId('synonym-problems', 'duplicateQuery', query),
    check: 'synonym-problems',
    severity: 'warning',
    reason: 'duplicateQuery',
    rules: refs,
    queries: [keep.entry.Query.trim()],
    fix: sameSynonyms
      ? { kind: 'deleteRules', rules: refs.slice(1) }
      : {
          kind: 'mergeSynonymRules',
          query: keep.entry.Query,
          synonyms,
          remove: others.map((other) => other.entry.Query),
        },
  };
}

function chainFinding(rule: Rule, via: Rule, missing: string[]): Finding {
  return {
    id: findingId('synonym-problems', 'synonymChain', rule.query, via.query),
    check: 'synonym-problems',
    severity: 'warning',
    reason: 'synonymChain',
    via: via.entry.Query.trim(),
    missing: missing.sort(),
    rules: [
      { type: 'synonym', query: rule.entry.Query },
      { type: 'synonym', query: via.entry.Query },
    ],
    queries: [rule.entry.Query.trim(), via.entry.Query.trim()],
  };
}

function loopFinding(members: Rule[]): Finding {
  const sorted = [...members].sort((a, b) => (a.query < b.query ? -1 : a.query > b.query ? 1 : 0));
  return {
    id: findingId('synonym-problems', 'synonymLoop', ...sorted.map((rule) => rule.query)),
    check: 'synonym-problems',
    severity: 'warning',
    reason: 'synonymLoop',
    cycle: sorted.map((rule) => rule.entry.Query.trim()),
    rules: sorted.map((rule) => ({ type: 'synonym', query: rule.entry.Query })),
    queries: sorted.map((rule) => rule.entry.Query.trim()),
  };
}

/**
 * The components that are loops: two or more nodes that do not all point at each other (a complete
 * component, such as a ↔ b, is one deliberate group). Keyed by component id, members in node order.
 */
function loopComponents(component: Int32Array, edges: number[][]): Map<number, number[]> {
  const members = new Map<number, number[]>();
  component.forEach((c, node) => {
    const list = members.get(c);
    if (list) list.push(node);
    else members.set(c, [node]);
  });
  const loops = new Map<number, number[]>();
  for (const [c, nodes] of members) {
    if (nodes.length < 2) continue;
    let inner = 0;
    for (const node of nodes) for (const target of edges[node]!) if (component[target] === c) inner++;
    if (inner < nodes.length * (nodes.length - 1)) loops.set(c, nodes);
  }
  return loops;
}
