import type { Entity, ExperienceRule, FeatureSet, RecreateFeatureSetsResponse } from '@/api/generated/model';
import { entityKey, queryKey } from '../rule-model';

export type Change = 'same' | 'added' | 'removed';

export interface ValueDiff {
  value: string;
  change: Change;
}

export interface FeatureDiff {
  attribute: string;
  change: Change | 'changed';
  values: ValueDiff[];
}

export interface FeatureSetDiff {
  entity: Entity;
  change: Change | 'changed';
  oldWeight: number | null;
  newWeight: number | null;
  features: FeatureDiff[];
}

export interface RuleDiff {
  query: string;
  isFixed: boolean;
  featureSets: FeatureSetDiff[];
  missing: Entity[];
}

export interface RecreateSummary {
  /** Rules whose feature sets would change, or whose source products are missing. */
  changed: RuleDiff[];
  unchanged: string[];
}

function diffValues(before: readonly string[], after: readonly string[]): ValueDiff[] {
  return [
    ...before.map((value) => ({ value, change: (after.includes(value) ? 'same' : 'removed') as Change })),
    ...after
      .filter((value) => !before.includes(value))
      .map((value) => ({ value, change: 'added' as Change })),
  ];
}

function diffFeatureSet(before: FeatureSet | undefined, after: FeatureSet | undefined): FeatureSetDiff {
  const names = [...(before?.Features ?? []), ...(after?.Features ?? [])]
    .map((f) => f.AttributeName)
    .filter((name, index, all) => all.indexOf(name) === index);
  const features = names.map((attribute): FeatureDiff => {
    const old = before?.Features.find((f) => f.AttributeName === attribute);
    const now = after?.Features.find((f) => f.AttributeName === attribute);
    const values = diffValues(old?.Values ?? [], now?.Values ?? []);
    const change = !old
      ? 'added'
      : !now
        ? 'removed'
        : values.every((v) => v.change === 'same')
          ? 'same'
          : 'changed';
    return { attribute, change, values };
  });
  const weightChanged = before !== undefined && after !== undefined && before.Weight !== after.Weight;
  const change = !before
    ? 'added'
    : !after
      ? 'removed'
      : weightChanged || features.some((f) => f.change !== 'same')
        ? 'changed'
        : 'same';
  return {
    entity: (before ?? after)!.Entity,
    change,
    oldWeight: before?.Weight ?? null,
    newWeight: after?.Weight ?? null,
    features,
  };
}

function diffRule(before: ExperienceRule, after: ExperienceRule | undefined, missing: Entity[]): RuleDiff {
  const afterSets = after?.FeatureSets ?? [];
  const keys = [...before.FeatureSets, ...afterSets]
    .map((set) => entityKey(set.Entity))
    .filter((key, index, all) => all.indexOf(key) === index);
  return {
    query: before.Query,
    isFixed: before.IsFixed,
    featureSets: keys.map((key) =>
      diffFeatureSet(
        before.FeatureSets.find((set) => entityKey(set.Entity) === key),
        afterSets.find((set) => entityKey(set.Entity) === key),
      ),
    ),
    missing,
  };
}

/** What recreating the feature sets would do, per query: old and new side by side, changes marked. */
export function summariseRecreate(result: RecreateFeatureSetsResponse): RecreateSummary {
  const changed: RuleDiff[] = [];
  const unchanged: string[] = [];
  for (const before of result.OldRules) {
    const after = result.NewRules.find((rule) => queryKey(rule.Query) === queryKey(before.Query));
    const missing = result.MissingEntitiesPerQuery.find((m) => queryKey(m.Query) === queryKey(before.Query));
    const diff = diffRule(before, after, missing?.MissingEntities ?? []);
    if (diff.missing.length > 0 || diff.featureSets.some((set) => set.change !== 'same')) changed.push(diff);
    else unchanged.push(before.Query);
  }
  return { changed, unchanged };
}
