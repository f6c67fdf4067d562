import type { RuleSet } from '@/rules/rule-set';
import { findingId, normaliseQuery } from './keys';
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
  const byQuery = new Map<string, Shadowed>();
  const entry = (query: string) => {
    const key = normaliseQuery(query);
    let found = byQuery.get(key);
    if (!found) {
      found = { synonym: [], experience: [], pin: [] };
      byQuery.set(key, found);
    }
    return found;
  };
  for (const rule of ruleSet.synonyms ?? [])
    entry(rule.Query).synonym.push({ type: 'synonym', query: rule.Query });
  for (const rule of ruleSet.experienceRules ?? [])
    entry(rule.Query).experience.push({ type: 'experience', query: rule.Query });
  for (const { ref } of pinEntries(ruleSet))
    if (ref.context.kind === 'query') entry(ref.context.query).pin.push(ref);

  const findings: Finding[] = [];
  for (const redirect of ruleSet.redirects ?? []) {
    if (!redirect.Enabled) continue;
    const seen = new Set<string>();
    for (const term of redirect.Rules) {
      const key = normaliseQuery(term);
      if (key === '' || seen.has(key)) continue;
      seen.add(key);
      const shadowed = byQuery.get(key);
      if (!shadowed) continue;
      const shadowedTypes = (['synonym', 'experience', 'pin'] as const).filter((t) => shadowed[t].length > 0);
      findings.push({
        id: findingId('shadowing-redirect', redirect.Name, key),
        check: 'shadowing-redirect',
        severity: 'warning',
        reason: 'redirectShadowsRules',
        term: term.trim(),
        shadowedTypes: [...shadowedTypes],
        rules: [
          { type: 'redirect', name: redirect.Name },
          ...shadowed.synonym,
          ...shadowed.experience,
          ...shadowed.pin,
        ],
        queries: [term.trim()],
      });
    }
  }
  return { check: 'shadowing-redirect', findings };
}
