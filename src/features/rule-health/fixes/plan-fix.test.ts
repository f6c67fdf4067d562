import { describe, expect, it } from 'vitest';
import { checkSynonymProblems } from '@/rules/health/synonym-problems';
import { scope, synonym } from '@/rules/health/test-builders';
import type { Fix } from '@/rules/health/types';
import { mergeByScope, planFix } from './plan-fix';

const here = scope('acme-de');

describe('planFix: merging a synonym chain', () => {
  const ruleSet = {
    synonyms: [
      synonym('wanderschuhe', 'Bergschuhe', 'trekking'),
      synonym('bergschuhe', 'Alpine Boots'),
      synonym('trekking', 'Approach Shoes', 'alpine boots'),
    ],
  };
  const fixes = checkSynonymProblems(ruleSet)
    .findings.filter((finding) => finding.reason === 'synonymChain')
    .map((finding) => finding.fix!);

  it('adds the missing synonyms to the first rule, as a compare-and-swap from the rule as read', () => {
    const [plan] = planFix(fixes[0]!, here, ruleSet, []);
    expect(plan!.scope).toEqual(here);
    expect(plan!.changes).toEqual([
      {
        type: 'synonyms',
        before: ruleSet.synonyms[0],
        after: synonym('wanderschuhe', 'Bergschuhe', 'trekking', 'Alpine Boots'),
      },
    ]);
  });

  it('makes one write of two chains through the same rule, with both additions', () => {
    expect(fixes).toHaveLength(2);
    const [merged] = mergeByScope(fixes.flatMap((fix) => planFix(fix, here, ruleSet, [])));
    expect(merged!.changes).toEqual([
      {
        type: 'synonyms',
        before: ruleSet.synonyms[0],
        after: synonym('wanderschuhe', 'Bergschuhe', 'trekking', 'Alpine Boots', 'Approach Shoes'),
      },
    ]);
  });

  it('plans nothing when the rule is gone or already lists the synonyms', () => {
    const fix: Fix = { kind: 'addSynonyms', query: 'wanderschuhe', add: ['alpine boots'] };
    expect(planFix(fix, here, { synonyms: [] }, [])).toEqual([]);
    expect(planFix(fix, here, { synonyms: [synonym('Wanderschuhe', 'Alpine  Boots')] }, [])).toEqual([]);
  });
});
