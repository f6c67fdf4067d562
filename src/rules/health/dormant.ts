import type { RuleSet } from '@/rules/rule-set';
import { distinctQueries, findingId, normaliseQuery } from './keys';
import { pinEntries, ruleKey } from './rules';
import type { CheckResult, Finding, QuerySearches, RuleRef } from './types';

/** The period the dormancy check looks back on. */
export const DORMANT_DAYS = 90;

interface QueryRule {
  ref: RuleRef;
  /** Every query the rule acts on; a redirect has one per term. */
  queries: string[];
}

function queryRules(ruleSet: RuleSet): QueryRule[] {
  const rules: QueryRule[] = [];
  for (const rule of ruleSet.synonyms ?? [])
    rules.push({ ref: { type: 'synonym', query: rule.Query }, queries: [rule.Query] });
  for (const rule of ruleSet.redirects ?? [])
    rules.push({ ref: { type: 'redirect', name: rule.Name }, queries: distinctQueries(rule.Rules) });
  for (const rule of ruleSet.experienceRules ?? [])
    rules.push({ ref: { type: 'experience', query: rule.Query }, queries: [rule.Query] });
  for (const { ref } of pinEntries(ruleSet))
    if (ref.context.kind === 'query') rules.push({ ref, queries: [ref.context.query] });
  return rules;
}

/**
 * Every shopper query the rules of a set act on (synonym and experience queries, redirect terms,
 * query pins), each once in normalised form: what the caller fetches search counts for.
 */
export function ruleQueries(ruleSet: RuleSet): string[] {
  const keys = new Set<string>();
  for (const rule of queryRules(ruleSet)) for (const query of rule.queries) keys.add(normaliseQuery(query));
  keys.delete('');
  return [...keys];
}

/**
 * Rules whose queries had no searches in the last DORMANT_DAYS days: they shape results nobody asks
 * for. A redirect is dormant only when none of its terms was searched. Only a known count of 0 is
 * "no traffic": a query not fetched yet or whose call failed (or was rate-limited) makes the check
 * incomplete, with how many such queries there are, and never a finding.
 *
 * Severity info: a dormant rule does no harm; it clutters the lists and may be seasonal (a Christmas
 * redirect sleeps in summer), so there is no fix.
 */
export function checkDormant(
  ruleSet: RuleSet,
  searches: ReadonlyMap<string, QuerySearches> = new Map(),
): CheckResult {
  if (!ruleSet.synonyms && !ruleSet.redirects && !ruleSet.experienceRules && !ruleSet.pins)
    return { check: 'dormant', findings: [], skipped: 'noInput' };
  const findings: Finding[] = [];
  const unknown = new Set<string>();
  const failed = new Set<string>();
  const rules = queryRules(ruleSet);
  for (const rule of rules) {
    let allZero = rule.queries.length > 0;
    for (const query of rule.queries) {
      const key = normaliseQuery(query);
      const count = searches.get(key) ?? { state: 'unknown' };
      if (count.state === 'known') {
        if (count.searches > 0) allZero = false;
        continue;
      }
      allZero = false;
      (count.state === 'failed' ? failed : unknown).add(key);
    }
    if (!allZero) continue;
    findings.push({
      id: findingId('dormant', ruleKey(rule.ref)),
      check: 'dormant',
      severity: 'info',
      reason: 'noSearches',
      days: DORMANT_DAYS,
      rules: [rule.ref],
      queries: rule.queries.map((query) => query.trim()),
    });
  }
  const incomplete =
    unknown.size + failed.size > 0 ? { unknown: unknown.size, failed: failed.size } : undefined;
  return { check: 'dormant', findings, ...(incomplete ? { incomplete } : {}) };
}
