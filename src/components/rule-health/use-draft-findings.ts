import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { draftFindings, type DraftRule } from '@/rules/health/draft-findings';
import type { Finding } from '@/rules/health/types';
import { readRuleSet } from '@/rules/read';
import { allowedRuleTypes } from '@/rules/registry';
import type { RuleTypeId } from '@/rules/rule-type';
import { usePortalScope, useScopeParams } from '@/scope/portal-scope';

/** What each kind of draft is checked against: the rules that can clash with it. */
const typesFor: Record<DraftRule['type'], readonly RuleTypeId[]> = {
  redirect: ['synonyms', 'experienceRules', 'pins.query'],
  pin: ['pins.global', 'pins.query', 'pins.navigation'],
};

export const draftRulesKeys = {
  all: ['rule-health', 'draft-rules'] as const,
  of: (scope: ReturnType<typeof useScopeParams>, types: readonly RuleTypeId[]) =>
    [...draftRulesKeys.all, scope, types] as const,
};

/**
 * The rule-health findings an editor's draft would take part in once saved, over the scope's current
 * rules of the types the user may read. Null while those are read or when the draft is incomplete;
 * a failed read shows no warning (the save itself is what matters).
 */
export function useDraftFindings(draft: DraftRule | null, kind: DraftRule['type']): Finding[] | null {
  const scope = useScopeParams();
  const { access } = usePortalScope().scope;
  const types = useMemo(() => {
    const allowed = new Set(access ? allowedRuleTypes(access) : []);
    return typesFor[kind].filter((type) => allowed.has(type));
  }, [access, kind]);
  const rules = useQuery({
    queryKey: draftRulesKeys.of(scope, types),
    queryFn: ({ signal }) => readRuleSet(scope, types, { signal }),
    enabled: types.length > 0,
    // Read when the editor opens; other editors' changes meanwhile are the save's compare-and-swap's business.
    staleTime: 30_000,
    meta: { silent: true },
  });
  const deferred = useDeferredValue(draft);
  return useMemo(
    () => (rules.data && deferred ? draftFindings(rules.data, deferred, Date.now()) : null),
    [rules.data, deferred],
  );
}
