import type { RuleSet } from '@/rules/rule-set';
import { distinctKeys, findingId, normaliseQuery } from './keys';
import { pinEntries } from './rules';
import type { CheckResult, Finding, RuleRef } from './types';

type Shadowed = { synonym: RuleRef[]; experience: RuleRef[]; pin: RuleRef[] };

/**
 * Redirects that catch a query for which synonyms, an experience rule or pins exist: the shopper is
 * sent to the redirect's target before any results are shown, so those rules never take effect.
 *
 * A redirect catches a search when the whole query equals one of its terms after normalising both
 * (normaliseQuery: trimmed, inner spaces collapsed, without case); a term is not a substring match:
 * the redirect "sale" does not catch "sale jacken". Disabled redirects are kept but not applied
 * (contract), so they shadow nothing.
 *
 * Severity warning: nothing is broken for the shopper (they land on the target), but the shadowed
 * rules are dead work and one of the two sides is probably a mistake. No fix: whether the term or
 * the other rules should go is the merchandiser's call.
 */
export function checkShadowingRedirects(ruleSet: RuleSet): CheckResult {
  const others = [ruleSet.synonyms, ruleSet.experienceRules, ruleSet.pins?.query];
  if (!ruleSet.redirects || others.every((list) => list === undefined))
    return { check: 'shadowing-redirect', findings: [], skipped: 'noInput' };
  // Index only what redirects catch: far fewer terms than rules, and nothing allocated per rule.
  const redirects = ruleSet.redirects.filter((redirect) => redirect.Enabled);
  const termKeys = redirects.map((redirect) => distinctKeys(redirect.Rules));
  const caught = new Map<string, Shadowed | null>();
  for (const keys of termKeys) for (const key of keys) caught.set(key, null);
  // What a term's redirect shadows; undefined when no redirect catches the query (nothing allocated).
  const shadowedAt = (query: string): Shadowed | undefined => {
    const key = normaliseQuery(query);
    const shadowed = caught.get(key);
    if (shadowed !== null) return shadowed;
    const fresh: Shadowed = { synonym: [], experience: [], pin: [] };
    caught.set(key, fresh);
    return fresh;
  };
  for (const rule of ruleSet.synonyms ?? [])
    shadowedAt(rule.Query)?.synonym.push({ type: 'synonym', query: rule.Query });
  for (const rule of ruleSet.experienceRules ?? [])
    shadowedAt(rule.Query)?.experience.push({ type: 'experience', query: rule.Query });
  for (const { ref } of pinEntries(ruleSet))
    if (ref.context.kind === 'query') shadowedAt(ref.context.query)?.pin.push(ref);

  const findings: Finding[] = [];
  redirects.forEach((redirect, index) => {
    for (const key of termKeys[index]!) {
      const shadowed = caught.get(key);
      if (!shadowed) continue;
      const term = redirect.Rules.find((text) => normaliseQuery(text) === key)!.trim();
      const shadowedTypes = (['synonym', 'experience', 'pin'] as const).filter((t) => shadowed[t].length > 0);
      findings.push({
        id: findingId('shadowing-redirect', redirect.Name, key),
        check: 'shadowing-redirect',
        severity: 'warning',
        reason: 'redirectShadowsRules',
        term,
        shadowedTypes: [...shadowedTypes],
        rules: [
          { type: 'redirect', name: redirect.Name },
          ...shadowed.synonym,
          ...shadowed.experience,
          ...shadowed.pin,
        ],
        queries: [term],
      });
    }
  });
  return { check: 'shadowing-redirect', findings };
}
