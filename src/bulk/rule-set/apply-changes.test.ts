import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ExperienceRule, QueryProductPositionOverride, SynonymsEntry } from '@/api/generated/model';
import { getJob } from '@/bulk/jobs/store';
import { activateLocale } from '@/i18n/i18n';
import { readRuleSet, rulesOf } from '@/rules/read';
import { ruleTypes } from '@/rules/registry';
import { setActiveScenarios } from '@mocks/scenarios/state';
import { demoScope, signInForTests } from '../../../tests/auth';
import { applyChanges, type RuleSetChange } from './apply-changes';

beforeAll(() => activateLocale('en'));

describe('applyChanges', () => {
  it('writes changes of several types as one job and leaves a rule changed meanwhile alone', async () => {
    signInForTests();
    const live = await readRuleSet(demoScope, ['synonyms', 'experienceRules', 'pins.query']);
    const [synonym, otherSynonym] = rulesOf<SynonymsEntry>(live, 'synonyms')!;
    const [experience] = rulesOf<ExperienceRule>(live, 'experienceRules')!;
    const [pin] = rulesOf<QueryProductPositionOverride>(live, 'pins.query')!;
    const changes: RuleSetChange[] = [
      { type: 'synonyms', before: synonym!, after: { ...synonym!, Synonyms: ['restored'] } },
      { type: 'synonyms', before: otherSynonym!, after: null },
      { type: 'experienceRules', before: experience!, after: null },
      { type: 'pins.query', before: pin!, after: { ...pin!, Pin: { ...pin!.Pin, Position: 9 } } },
    ];
    // Someone else edits the pin after the changes were planned.
    await ruleTypes['pins.query'].write(
      demoScope,
      { before: pin!, after: { ...pin!, Pin: { ...pin!.Pin, Position: 3 } } },
      {},
    );
    setActiveScenarios(['rate-limit:20/5', 'faults:500=10/drop=10/lost=10']);

    const id = await applyChanges(demoScope, changes, { title: 'Restore' }, new QueryClient());
    await vi.waitFor(() => expect(getJob(id)?.state).toBe('finished'), { timeout: 15_000 });

    expect(getJob(id)!.counts).toMatchObject({ applied: 3, conflict: 1, failed: 0 });
    setActiveScenarios([]);
    const after = await readRuleSet(demoScope, ['synonyms', 'experienceRules', 'pins.query']);
    const synonyms = rulesOf<SynonymsEntry>(after, 'synonyms')!;
    expect(synonyms.find((rule) => rule.Query === synonym!.Query)?.Synonyms).toEqual(['restored']);
    expect(synonyms.some((rule) => rule.Query === otherSynonym!.Query)).toBe(false);
    expect(
      rulesOf<ExperienceRule>(after, 'experienceRules')!.some((r) => r.Query === experience!.Query),
    ).toBe(false);
    const pins = rulesOf<QueryProductPositionOverride>(after, 'pins.query')!;
    expect(
      pins.find((p) => ruleTypes['pins.query'].key(p) === ruleTypes['pins.query'].key(pin!))?.Pin.Position,
    ).toBe(3);
  }, 30_000);
});
