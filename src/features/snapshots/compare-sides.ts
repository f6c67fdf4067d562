import { readRuleSet, typesIn } from '@/rules/read';
import { allowedRuleTypes } from '@/rules/registry';
import type { RuleScope, RuleSet } from '@/rules/rule-set';
import type { RuleTypeId } from '@/rules/rule-type';
import type { SnapshotMeta } from '@/rules/snapshots/snapshot';
import { loadSnapshot } from '@/rules/snapshots/snapshot-store';
import type { ScopeOption } from '@/scope/resolution';

/** One side of a comparison: a kept snapshot, or the live rules of a scope the user may access. */
export type CompareSide = { kind: 'snapshot'; snapshot: SnapshotMeta } | { kind: 'live'; scope: ScopeOption };

export const sideId = (side: CompareSide): string =>
  side.kind === 'snapshot'
    ? `snapshot:${side.snapshot.id}`
    : `live:${side.scope.customerId}|${side.scope.storefrontId}|${side.scope.languageCode}`;

export const scopeOfOption = (option: ScopeOption): RuleScope => ({
  customerId: option.customerId,
  storefrontId: option.storefrontId,
  languageCode: option.languageCode,
});

/** The types a side can hold: what the snapshot read, or what the scope's access allows. */
export function sideTypes(side: CompareSide): RuleTypeId[] {
  if (side.kind === 'live') return allowedRuleTypes(side.scope.access);
  return (Object.keys(side.snapshot.counts) as RuleTypeId[]).filter(
    (type) => side.snapshot.counts[type] !== undefined,
  );
}

/** The rules of a side, for the given types (a live side reads them now). */
export async function loadSide(
  side: CompareSide,
  types: readonly RuleTypeId[],
  signal?: AbortSignal,
): Promise<RuleSet> {
  if (side.kind === 'live') return readRuleSet(scopeOfOption(side.scope), types, { signal });
  const snapshot = await loadSnapshot(side.snapshot);
  if (!snapshot) return {};
  const rules = snapshot.rules;
  return typesIn(rules).some((type) => types.includes(type)) ? rules : {};
}
