import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '@/api/errors';
import type {
  BoostRuleProxy,
  ExperienceRule,
  GlobalProductPositionOverride,
  ManualRecommendations,
  NavigationProductPositionOverride,
  QueryProductPositionOverride,
  RedirectEntry,
  SynonymsEntry,
} from '@/api/generated/model';
import { activateLocale } from '@/i18n/i18n';
import { demoScope, signInForTests } from '../../tests/auth';
import { compareRules, compareRuleSets, countDifferences } from './compare';
import { readRuleSet, rulesOf } from './read';
import { ruleTypeIds, ruleTypes } from './registry';
import { parseRuleEntries } from './rule-file';
import { RuleConflictError, type RuleTypeId } from './rule-type';

beforeAll(() => activateLocale('en'));
beforeEach(() => {
  signInForTests();
});

const editBoost = (rule: BoostRuleProxy) =>
  rule.BoostFromAttribute
    ? { ...rule, BoostValue: (rule.BoostValue ?? 1) > 0 ? -1 : 1 }
    : { ...rule, BoostValue: rule.BoostValue === 5 ? 10 : 5 };

/** One edit per type of an existing rule, as a merchandiser would make it. */
const edits: Record<RuleTypeId, (rule: never) => unknown> = {
  synonyms: (rule: SynonymsEntry) => ({ ...rule, Synonyms: [...rule.Synonyms, 'edited synonym'] }),
  redirects: (rule: RedirectEntry) => ({ ...rule, Target: '/edited-target' }),
  'boosts.search': editBoost,
  'boosts.navigation': editBoost,
  'boosts.similar': editBoost,
  experienceRules: (rule: ExperienceRule) => ({ ...rule, IsFixed: !rule.IsFixed }),
  'pins.global': (rule: GlobalProductPositionOverride) => ({
    Pin: { ...rule.Pin, Position: rule.Pin.Position + 7 },
  }),
  'pins.query': (rule: QueryProductPositionOverride) => ({
    ...rule,
    Pin: { ...rule.Pin, Position: rule.Pin.Position + 7 },
  }),
  'pins.navigation': (rule: NavigationProductPositionOverride) => ({
    ...rule,
    Pin: { ...rule.Pin, Position: rule.Pin.Position + 7 },
  }),
  manualRecommendations: (rule: ManualRecommendations) => ({
    ...rule,
    TargetProducts: rule.TargetProducts.map((pin) => ({ ...pin, Position: pin.Position + 7 })),
  }),
};

describe('rule types on the mock API', () => {
  it('reads every type of the demo scope, with rules in each', async () => {
    const set = await readRuleSet(demoScope, ruleTypeIds);
    for (const id of ruleTypeIds) expect(rulesOf(set, id)?.length, id).toBeGreaterThan(0);
  });

  it.each(ruleTypeIds)(
    '%s: edits, refuses a stale edit, deletes and adds back through its own calls',
    async (id) => {
      const rules = ruleTypes[id];
      const [original] = await rules.read(demoScope, {});
      const edited = edits[id](original as never);

      await rules.write(demoScope, { before: original, after: edited }, {});
      const afterEdit = await rules.read(demoScope, {});
      const comparison = compareRules(
        id,
        [original],
        afterEdit.filter((r) => rules.key(r) === rules.key(edited) || rules.key(r) === rules.key(original)),
      );
      expect(countDifferences([comparison]).added + countDifferences([comparison]).changed).toBeGreaterThan(
        0,
      );
      expect(
        afterEdit.some(
          (rule) => JSON.stringify(rules.canonical(rule)) === JSON.stringify(rules.canonical(edited)),
        ),
      ).toBe(true);

      // The rule was changed since `original` was read: the write is refused and changes nothing.
      const stale = rules.write(demoScope, { before: original, after: edits[id](original as never) }, {});
      await expect(stale).rejects.toSatisfy(
        (error) =>
          error instanceof RuleConflictError ||
          (error instanceof HttpError && [404, 409].includes(error.status ?? 0)),
      );

      await rules.write(demoScope, { before: edited, after: null }, {});
      const afterDelete = await rules.read(demoScope, {});
      expect(afterDelete.some((rule) => rules.key(rule) === rules.key(edited))).toBe(false);

      await rules.write(demoScope, { before: null, after: original }, {});
      const restored = await rules.read(demoScope, {});
      const back = restored.find((rule) => rules.key(rule) === rules.key(original));
      expect(back && rules.canonical(back)).toEqual(rules.canonical(original));
    },
  );

  it.each(ruleTypeIds)('%s: a file of its rules reads back equal; a refused entry says why', (id) => {
    return readRuleSet(demoScope, [id]).then((set) => {
      const rules = rulesOf(set, id) ?? [];
      const text = JSON.stringify(rules);
      const parsed = parseRuleEntries(id, [...(JSON.parse(text) as unknown[]), { Nonsense: true }, rules[0]]);
      expect(parsed.rules.map(ruleTypes[id].canonical)).toEqual(rules.map(ruleTypes[id].canonical));
      expect(parsed.refused).toHaveLength(2);
      expect(parsed.refused[0]?.position).toBe(rules.length + 1);
      expect(parsed.refused[0]?.errors.join(' ')).not.toBe('');
      expect(parsed.refused[1]?.errors).toEqual(['The same rule already appears at entry 1.']);
    });
  });
});

describe('comparing rule sets', () => {
  it('finds added, removed and changed rules field by field, with counts that add up', async () => {
    const live = await readRuleSet(demoScope, ['synonyms', 'redirects', 'pins.query']);
    const synonyms = rulesOf<SynonymsEntry>(live, 'synonyms')!;
    const redirects = rulesOf<RedirectEntry>(live, 'redirects')!;
    const other = {
      ...live,
      synonyms: [{ ...synonyms[0]!, Synonyms: [...synonyms[0]!.Synonyms, 'new one'] }, ...synonyms.slice(1)],
      redirects: [...redirects.slice(1), { Name: 'Brand new', Rules: ['x'], Target: '/x', Enabled: true }],
    };
    const comparisons = compareRuleSets(live, other);
    const counts = countDifferences(comparisons);
    expect(counts).toMatchObject({ added: 1, removed: 1, changed: 1 });
    const total = comparisons.reduce((sum, c) => sum + Math.max(c.fromCount, c.toCount), 0);
    expect(counts.unchanged + counts.changed + counts.added).toBe(
      comparisons.reduce((sum, c) => sum + c.toCount, 0),
    );
    expect(total).toBeGreaterThan(0);
    const changed = comparisons[0]!.differences[0]!;
    expect(changed).toMatchObject({ kind: 'changed', key: synonyms[0]!.Query });
    expect(changed.fields).toEqual([
      {
        name: 'Synonyms',
        from: [...synonyms[0]!.Synonyms].sort().join(', '),
        to: [...synonyms[0]!.Synonyms, 'new one'].sort().join(', '),
      },
    ]);
  });

  it('sees the same rule in another spelling as unchanged (set order, time zones, defaults)', () => {
    const pin = {
      Query: 'q',
      Pin: {
        Entity: { Type: 'product', ExternalId: 'A' },
        Position: 1,
        StartTime: '2026-11-01T01:00:00+01:00',
        DueToAd: false,
      },
    };
    const same = {
      Query: 'q',
      Pin: { Entity: { Type: 'product', ExternalId: 'A' }, Position: 1, StartTime: '2026-11-01T00:00:00Z' },
    };
    expect(compareRules('pins.query', [pin], [same]).unchanged).toBe(1);
    expect(
      compareRules('synonyms', [{ Query: 'a', Synonyms: ['x', 'y'] }], [{ Query: 'a', Synonyms: ['y', 'x'] }])
        .unchanged,
    ).toBe(1);
  });
});
