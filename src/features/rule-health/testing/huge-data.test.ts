// The checks over the huge-data scale: a quadratic step (comparing every rule with every other)
// would take many minutes here and time the test out; the assertions check that the answers are
// right. The timeout leaves room for a machine busy with other work; the timing itself is the
// bench's (scripts/bench/rule-health.mjs).
import { describe, expect, it } from 'vitest';
import { runChecks } from '@/rules/health/index';
import { normaliseQuery } from '@/rules/health/keys';
import { checksButDormancy, hugeRuleHealthInput } from './huge-input';

describe('rule health over huge data', () => {
  it('checks 100,000 synonyms and 50,000 redirects with a huge sibling', { timeout: 60_000 }, () => {
    const input = hugeRuleHealthInput();
    expect(input.ruleSet.synonyms).toHaveLength(100_000);
    expect(input.ruleSet.redirects).toHaveLength(50_000);
    const results = runChecks(input, checksButDormancy);
    const byCheck = new Map(results.map((result) => [result.check, result]));
    expect([...byCheck.keys()].sort()).toEqual([...checksButDormancy].sort());

    // Landing-page redirects catch long-tail queries that have synonym rules of their own.
    const synonymQueries = new Set(input.ruleSet.synonyms!.map((rule) => normaliseQuery(rule.Query)));
    const enabledTerms = new Set(
      input.ruleSet.redirects!.filter((r) => r.Enabled).flatMap((r) => r.Rules.map(normaliseQuery)),
    );
    const shadowed = [...enabledTerms].filter((term) => synonymQueries.has(term)).length;
    expect(shadowed).toBeGreaterThan(1000);
    expect(
      byCheck
        .get('shadowing-redirect')!
        .findings.filter((f) => f.reason === 'redirectShadowsRules' && f.shadowedTypes.includes('synonym')),
    ).toHaveLength(shadowed);

    // "regenjacke damen" → "rain jacket damen", which has a rule of its own with more synonyms.
    const chains = byCheck.get('synonym-problems')!.findings.filter((f) => f.reason === 'synonymChain');
    expect(chains.length).toBeGreaterThan(1000);

    // The sibling lacks every 10th synonym and redirect, and a seventh of its synonym rules and a
    // fifth of its redirects differ (driftedSibling).
    const drift = byCheck.get('drift')!.findings;
    const driftCount = (reason: string, ruleType: string) =>
      drift.filter((f) => f.reason === reason && 'ruleType' in f && f.ruleType === ruleType).length;
    expect(driftCount('missingInScopes', 'synonym')).toBe(10_000);
    expect(driftCount('differsInScopes', 'synonym')).toBe(Math.ceil(90_000 / 7));
    expect(driftCount('missingInScopes', 'redirect')).toBe(5_000);
    expect(driftCount('differsInScopes', 'redirect')).toBe(45_000 / 5);
    expect(drift).toHaveLength(10_000 + Math.ceil(90_000 / 7) + 5_000 + 45_000 / 5);

    const ids = results.flatMap((result) => result.findings.map((f) => f.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
