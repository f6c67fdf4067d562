import { useCallback, useMemo, useState } from 'react';
import type { Access } from '@/api/generated/model';
import { ruleHealthChecks } from '@/rules/health/index';
import { proposeSiblingGroups } from '@/rules/health/sibling-scopes';
import type { WeightedFinding } from '@/rules/health/traffic-weight';
import { allowedRuleTypes } from '@/rules/registry';
import type { RuleScope } from '@/rules/rule-set';
import { usePortalScope } from '@/scope/portal-scope';
import { findOption, scopeOptions } from '@/scope/resolution';
import type { ScopeToCheck } from './data/run-scope-health';
import { useRuleHealth } from './hooks/use-rule-health';
import { useRuleHealthFixes } from './hooks/use-rule-health-fixes';
import { RuleHealthView } from './view/RuleHealthView';
import { SiblingPicker } from './view/SiblingPicker';

const checks = ruleHealthChecks.map((check) => check.id);

const scopeOf = (scope: RuleScope): RuleScope => ({
  customerId: scope.customerId,
  storefrontId: scope.storefrontId,
  languageCode: scope.languageCode,
});

/** Rule health of the current scope: runs the checks, lets the user choose the sibling scopes, applies fixes. */
export function RuleHealthPage() {
  const { scope, scopeInfos, experimental } = usePortalScope();
  const current = scopeOf(scope);
  const options = useMemo(() => scopeOptions(scopeInfos), [scopeInfos]);
  const candidates = useMemo(
    () =>
      options
        .filter(
          (option) =>
            option.customerId === scope.customerId &&
            option.storefrontId !== '*' &&
            option.languageCode !== '*' &&
            !(option.storefrontId === scope.storefrontId && option.languageCode === scope.languageCode),
        )
        .map(scopeOf),
    [options, scope.customerId, scope.storefrontId, scope.languageCode],
  );
  // The portal's proposal: the customer's storefronts that share this scope's language.
  const proposal = useMemo(() => {
    const [first] = proposeSiblingGroups(scopeInfos, current);
    return first?.kind === 'sameLanguage' ? first.scopes.slice(1) : [];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- current is rebuilt from these three
  }, [scopeInfos, scope.customerId, scope.storefrontId, scope.languageCode]);
  const [chosen, setChosen] = useState<{ forScope: string; scopes: RuleScope[] } | null>(null);
  const scopeId = JSON.stringify(current);
  const siblings = chosen?.forScope === scopeId ? chosen.scopes : proposal;
  const [runKey, setRunKey] = useState(0);

  const typesIn = (access: Access | null | undefined) => (access ? allowedRuleTypes(access) : []);
  const target: ScopeToCheck = { scope: current, types: typesIn(scope.access) };
  const siblingTargets: ScopeToCheck[] = siblings.map((sibling) => ({
    scope: sibling,
    types: typesIn(findOption(options, sibling)?.access),
  }));
  const health = useRuleHealth(target, siblingTargets, runKey);
  const recheck = useCallback(() => setRunKey((key) => key + 1), []);
  const fixes = useRuleHealthFixes(current, health.rules, recheck);

  return (
    <RuleHealthView
      checks={checks}
      results={health.results}
      findings={health.findings}
      trafficProgress={health.trafficProgress}
      dormancyProgress={health.dormancyProgress}
      finished={health.finished}
      error={health.error}
      access={scope.access}
      experimental={experimental}
      currency={scope.currency}
      siblingPicker={
        <SiblingPicker
          options={candidates}
          value={siblings}
          onChange={(scopes) => setChosen({ forScope: scopeId, scopes })}
        />
      }
      canFix={fixes.canFix}
      onFix={(finding: WeightedFinding) => fixes.fix([finding])}
      onFixAll={fixes.fix}
      fixing={fixes.fixing}
      onRecheck={recheck}
    />
  );
}
