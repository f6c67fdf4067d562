import { msg, t } from '@lingui/core/macro';
import {
  createExperienceRule,
  deleteExperienceRule,
  getExperienceRuleById,
  getExperienceRules,
  getGetExperienceRuleByIdQueryKey,
  getGetExperienceRulesQueryKey,
  requestExperienceControlCode,
  updateExperienceRule,
} from '@/api/generated/endpoints/experience/experience';
import { HttpError } from '@/api/errors';
import type { ExperienceRule, FeatureSet } from '@/api/generated/model';
import { GetExperienceRulesResponseItem } from '@/api/generated/zod/experience/experience';
import { entityKey, parseWith, sameCanonical, sortedSet } from '../canonical';
import { RuleConflictError, RuleUnknownOutcomeError, type RuleType } from '../rule-type';

function canonicalSet(set: FeatureSet): FeatureSet {
  return {
    Features: [...set.Features]
      .map((feature) => ({ AttributeName: feature.AttributeName, Values: sortedSet(feature.Values) }))
      .sort((a, b) => (a.AttributeName < b.AttributeName ? -1 : a.AttributeName > b.AttributeName ? 1 : 0)),
    Weight: set.Weight,
    Entity: { Type: set.Entity.Type, ExternalId: set.Entity.ExternalId },
  };
}

// Feature sets keep their display order (the contract: "in display order"), so order is part of the rule.
const canonical = (rule: ExperienceRule): ExperienceRule => ({
  Query: rule.Query,
  FeatureSets: rule.FeatureSets.map(canonicalSet),
  IsFixed: rule.IsFixed,
});

function experienceErrors(rule: ExperienceRule): string[] {
  const errors: string[] = [];
  // spec §5
  if (rule.Query.trim() === '') errors.push(t`Queries are required`);
  const seen = new Set<string>();
  for (const set of rule.FeatureSets) {
    const product = entityKey(set.Entity);
    // spec §5
    if (seen.has(product)) errors.push(t`There is already a feature set created from this product`);
    seen.add(product);
  }
  return errors;
}

export const experienceRules: RuleType<ExperienceRule> = {
  id: 'experienceRules',
  title: msg`Experience rules`,
  allowed: (access) => access.ExperienceEditorAccess,
  key: (rule) => rule.Query,
  label: (rule) => rule.Query,
  canonical,
  fields: (rule) => [
    { name: 'IsFixed', value: String(rule.IsFixed) },
    { name: 'FeatureSets', value: rule.FeatureSets.map((set) => entityKey(set.Entity)).join(', ') },
    ...rule.FeatureSets.flatMap((raw) => {
      const set = canonicalSet(raw);
      const prefix = `${entityKey(set.Entity)} · `;
      return [
        { name: `${prefix}Weight`, value: String(set.Weight) },
        ...set.Features.map((feature) => ({
          name: `${prefix}${feature.AttributeName}`,
          value: feature.Values.join(', '),
        })),
      ];
    }),
  ],
  parse: (value) => parseWith(GetExperienceRulesResponseItem, value, experienceErrors),
  get: (set) => set.experienceRules,
  set: (set, rules) => ({ ...set, experienceRules: rules }),
  queryKeys: (scope) => [
    getGetExperienceRulesQueryKey(scope),
    getGetExperienceRuleByIdQueryKey().slice(0, 1),
  ],
  read: (scope, options) => getExperienceRules(scope, options),
  write: async (scope, { before, after }, options) => {
    if (after && before)
      return (
        await updateExperienceRule({ OldExperienceRule: before, EditedExperienceRule: after }, scope, options)
      ).ReloadStatus;
    if (after) return (await createExperienceRule({ ExperienceRule: after }, scope, options)).ReloadStatus;
    if (!before) return undefined;
    // The delete names only the query: compare with the stored rule first, so a rule changed since is not lost.
    const stored = await getExperienceRuleById({ ...scope, query: before.Query }, options).catch(
      (error: unknown) => {
        // Gone already: whether that is this job's doing is for the read-back to decide.
        if (error instanceof HttpError && error.status === 404)
          throw new RuleUnknownOutcomeError(error.message);
        throw error;
      },
    );
    if (typeof stored === 'boolean' || !sameCanonical(canonical, stored, before))
      throw new RuleConflictError();
    const { ControlCode } = await requestExperienceControlCode({ Query: before.Query }, scope, options);
    // The delete names only the query: the journal learns the old rule from here.
    return await deleteExperienceRule({ Query: before.Query, ControlCode }, scope, {
      ...options,
      journal: { ...options.journal, before },
    });
  },
};
