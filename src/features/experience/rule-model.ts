import type { Entity, ExperienceRule, FeatureSet } from '@/api/generated/model';

/** Contract (schemas/experience.yaml, Assumed): a weight is 0..10 and new feature sets get 1. */
export const WEIGHT_MIN = 0;
export const WEIGHT_MAX = 10;
export const WEIGHT_STEP = 0.1;

export const entityKey = (entity: Entity) => `${entity.Type}|${entity.ExternalId}`;

/** Rules are identified by their query, compared as the server does: trimmed, case-insensitive. */
export const queryKey = (query: string) => query.trim().toLowerCase();

export function clampWeight(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(WEIGHT_MAX, Math.max(WEIGHT_MIN, Math.round(value * 100) / 100));
}

/** The queries as they will be saved: trimmed, none empty, no duplicates (first spelling wins). */
export function cleanQueries(queries: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of queries) {
    const query = raw.trim();
    if (query === '' || seen.has(queryKey(query))) continue;
    seen.add(queryKey(query));
    result.push(query);
  }
  return result;
}

/** Only the contract's fields, in a fixed order, so two rules compare by content. */
export function canonicalRule(rule: ExperienceRule): string {
  return JSON.stringify({
    Query: rule.Query.trim(),
    FeatureSets: rule.FeatureSets.map((set) => ({
      Features: set.Features.map((f) => ({ AttributeName: f.AttributeName, Values: [...f.Values] })),
      Weight: set.Weight,
      Entity: { Type: set.Entity.Type, ExternalId: set.Entity.ExternalId },
    })),
    IsFixed: rule.IsFixed,
  });
}

export function hasFeatureSetFrom(sets: readonly FeatureSet[], entity: Entity): boolean {
  return sets.some((set) => entityKey(set.Entity) === entityKey(entity));
}
