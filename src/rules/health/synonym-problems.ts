import type { SynonymsEntry } from '@/api/generated/model';
import type { RuleSet } from '@/rules/rule-set';
import { distinctKeys, findingId, normaliseQuery } from './keys';
import { nodeCount, strongComponents, type Graph } from './strong-components';
import type { CheckResult, Finding, Fix, RuleRef } from './types';

interface Rule {
  entry: SynonymsEntry;
  query: string;
  /** Normalised synonyms, distinct, without the rule's own query. */
  synonyms: string[];
}

/** The rules of one normalised query: usually one; more are the duplicateQuery finding. */
interface Node {
  query: string;
  rules: Rule[];
  /** The node's synonyms (of all its rules), normalised and distinct. */
  synonyms: string[];
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
 *   for a does not find c although b does; the shop probably wanted one group. The fix merges the
 *   chain: a's rule gets the missing synonyms (spelled as b's rule spells them). Not offered when a
 *   has two rules (duplicateQuery): which one to extend is not clear.
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
  const nodes: Node[] = [];
  const nodeOf = new Map<string, number>();
  for (const entry of entries) {
    const query = normaliseQuery(entry.Query);
    const rule = { entry, query, synonyms: distinctKeys(entry.Synonyms, query) };
    // Only a rule with a repeat or its own query has fewer distinct synonyms than it lists.
    if (rule.synonyms.length < entry.Synonyms.length) findings.push(...cleanupFindings(rule));
    const index = nodeOf.get(query);
    if (index === undefined) {
      nodeOf.set(query, nodes.length);
      nodes.push({ query, rules: [rule], synonyms: rule.synonyms });
    } else {
      const node = nodes[index]!;
      node.rules.push(rule);
      node.synonyms = distinctKeys([...node.synonyms, ...rule.synonyms], query);
    }
  }
  for (const node of nodes) if (node.rules.length > 1) findings.push(duplicateFinding(node));

  // The graph of rule queries: a → b when the rule for a lists b and b has a rule of its own.
  const graph = synonymGraph(nodes, nodeOf);
  const component = strongComponents(graph);
  const loops = loopComponents(component, graph);
  for (const members of loops.values()) findings.push(loopFinding(members.map((i) => nodes[i]!)));

  nodes.forEach((node, from) => {
    const inLoop = loops.has(component[from]!);
    for (let edge = graph.offsets[from]!; edge < graph.offsets[from + 1]!; edge++) {
      const to = graph.targets[edge]!;
      const via = nodes[to]!;
      let missing: string[] | null = null;
      for (const next of via.synonyms) {
        if (next === node.query || node.synonyms.includes(next) || missing?.includes(next)) continue;
        // A step round a reported loop is part of that finding.
        if (
          inLoop &&
          component[to] === component[from] &&
          component[nodeOf.get(next) ?? -1] === component[from]
        )
          continue;
        (missing ??= []).push(next);
      }
      if (missing) findings.push(chainFinding(node, via, missing));
    }
  });
  return { check: 'synonym-problems', findings };
}

function synonymGraph(nodes: readonly Node[], nodeOf: ReadonlyMap<string, number>): Graph {
  const offsets = new Int32Array(nodes.length + 1);
  const targets: number[] = [];
  nodes.forEach((node, i) => {
    offsets[i] = targets.length;
    for (const synonym of node.synonyms) {
      const target = nodeOf.get(synonym);
      if (target !== undefined) targets.push(target);
    }
  });
  offsets[nodes.length] = targets.length;
  return { offsets, targets: Int32Array.from(targets) };
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

function duplicateFinding(node: Node): Finding {
  const [keep, ...others] = node.rules as [Rule, ...Rule[]];
  const sameSynonyms = others.every(
    (other) =>
      other.synonyms.length === keep.synonyms.length &&
      other.synonyms.every((s) => keep.synonyms.includes(s)),
  );
  const refs = node.rules.map((rule): RuleRef => ({ type: 'synonym', query: rule.entry.Query }));
  // The merged list in the rules' own spelling, first spelling wins.
  const synonyms: string[] = [];
  const seen = new Set<string>();
  for (const rule of node.rules)
    for (const synonym of rule.entry.Synonyms) {
      const key = normaliseQuery(synonym);
      if (key === '' || key === node.query || seen.has(key)) continue;
      seen.add(key);
      synonyms.push(synonym.trim());
    }
  return {
    id: findingId('synonym-problems', 'duplicateQuery', node.query),
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

const spelling = (node: Node) => node.rules[0]!.entry.Query;

/** The missing synonyms as `via`'s rules spell them (first spelling wins). */
function spelledAsIn(via: Node, missing: readonly string[]): string[] {
  const spelled = new Map<string, string>();
  for (const rule of via.rules)
    for (const synonym of rule.entry.Synonyms) {
      const key = normaliseQuery(synonym);
      if (missing.includes(key) && !spelled.has(key)) spelled.set(key, synonym.trim());
    }
  return missing.map((key) => spelled.get(key) ?? key);
}

function chainFinding(node: Node, via: Node, missing: string[]): Finding {
  const fix: Fix | undefined =
    node.rules.length === 1
      ? { kind: 'addSynonyms', query: node.rules[0]!.entry.Query, add: spelledAsIn(via, missing.sort()) }
      : undefined;
  return {
    ...(fix ? { fix } : {}),
    id: findingId('synonym-problems', 'synonymChain', node.query, via.query),
    check: 'synonym-problems',
    severity: 'warning',
    reason: 'synonymChain',
    via: spelling(via).trim(),
    missing: missing.sort(),
    rules: [
      { type: 'synonym', query: spelling(node) },
      { type: 'synonym', query: spelling(via) },
    ],
    queries: [spelling(node).trim(), spelling(via).trim()],
  };
}

function loopFinding(members: Node[]): Finding {
  const sorted = [...members].sort((a, b) => (a.query < b.query ? -1 : a.query > b.query ? 1 : 0));
  return {
    id: findingId('synonym-problems', 'synonymLoop', ...sorted.map((node) => node.query)),
    check: 'synonym-problems',
    severity: 'warning',
    reason: 'synonymLoop',
    cycle: sorted.map((node) => spelling(node).trim()),
    rules: sorted.map((node) => ({ type: 'synonym', query: spelling(node) })),
    queries: sorted.map((node) => spelling(node).trim()),
  };
}

/**
 * The components that are loops: two or more nodes that do not all point at each other (a complete
 * component, such as a ↔ b, is one deliberate group). Keyed by component id, members in node order.
 */
function loopComponents(component: Int32Array, graph: Graph): Map<number, number[]> {
  const size = new Int32Array(nodeCount(graph));
  const inner = new Int32Array(nodeCount(graph));
  component.forEach((c, node) => {
    size[c]!++;
    for (let edge = graph.offsets[node]!; edge < graph.offsets[node + 1]!; edge++)
      if (component[graph.targets[edge]!] === c) inner[c]!++;
  });
  const loops = new Map<number, number[]>();
  component.forEach((c, node) => {
    const members = size[c]!;
    if (members < 2 || inner[c]! >= members * (members - 1)) return;
    const list = loops.get(c);
    if (list) list.push(node);
    else loops.set(c, [node]);
  });
  return loops;
}
