import { useCallback, useState } from 'react';
import type { WeightedFinding } from '@/rules/health/traffic-weight';
import type { RuleScope } from '@/rules/rule-set';

/** Applies the fixes of findings (one, or many as a bulk job), then checks again. */
export function useRuleHealthFixes(_scope: RuleScope, _recheck: () => void) {
  const [fixing] = useState<ReadonlySet<string>>(new Set());
  const canFix = useCallback((_finding: WeightedFinding) => false, []);
  const fix = useCallback((_findings: WeightedFinding[]) => undefined, []);
  return { canFix, fix, fixing };
}
