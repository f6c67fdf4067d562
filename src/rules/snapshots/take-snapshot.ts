import { AccessDeniedError } from '@/api/errors';
import { readRuleSet } from '../read';
import { ruleTypes } from '../registry';
import type { RuleScope, RuleSet } from '../rule-set';
import type { RuleTypeId } from '../rule-type';
import { snapshotScopeKey, type Snapshot, type SnapshotOrigin } from './snapshot';
import { saveSnapshot } from './snapshot-store';

export function newSnapshotId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** A snapshot's list entry fields computed from its rules. */
export function describeRules(rules: RuleSet): Pick<Snapshot, 'counts' | 'size'> {
  const counts: Snapshot['counts'] = {};
  for (const id of Object.keys(ruleTypes) as RuleTypeId[]) {
    const list = ruleTypes[id].get(rules);
    if (list) counts[id] = list.length;
  }
  return { counts, size: new TextEncoder().encode(JSON.stringify(rules)).length };
}

/**
 * Reads every rule of the given types in the scope and keeps them as a snapshot of the user. Each
 * type is one list call, so each type is consistent as of the time its list arrived (`readAt`);
 * another tab editing meanwhile shows up in one type or the next, never half a rule.
 */
export async function takeSnapshot(
  scope: RuleScope,
  types: readonly RuleTypeId[],
  user: string,
  options: { origin?: SnapshotOrigin; signal?: AbortSignal; skipDenied?: boolean } = {},
): Promise<Snapshot> {
  const takenAt = Date.now();
  const readAt: Snapshot['readAt'] = {};
  let rules: RuleSet;
  if (options.skipDenied) {
    // A type the scope does not allow answers 403: left out, not a failure.
    const sets = await Promise.all(
      types.map((id) =>
        readRuleSet(scope, [id], {
          signal: options.signal,
          onType: (type) => (readAt[type] = Date.now()),
        }).catch((error: unknown) => {
          if (error instanceof AccessDeniedError) return {};
          throw error;
        }),
      ),
    );
    rules = sets.reduce<RuleSet>((all, set, i) => {
      const id = types[i] as RuleTypeId;
      const list = ruleTypes[id].get(set);
      return list ? ruleTypes[id].set(all, list) : all;
    }, {});
  } else {
    rules = await readRuleSet(scope, types, {
      signal: options.signal,
      onType: (type) => (readAt[type] = Date.now()),
    });
  }
  const snapshot: Snapshot = {
    id: newSnapshotId(),
    user,
    scope: {
      customerId: scope.customerId,
      storefrontId: scope.storefrontId,
      languageCode: scope.languageCode,
    },
    scopeKey: snapshotScopeKey(scope),
    origin: options.origin ?? 'taken',
    takenAt,
    readAt,
    ...describeRules(rules),
    rules,
  };
  await saveSnapshot(snapshot);
  return snapshot;
}
