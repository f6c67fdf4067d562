import { t } from '@lingui/core/macro';
import { ReloadStatus, type Access } from '@/api/generated/model';
import type { IncomingRow, RuleCodec } from './types';

/** What applying a row would do to the target's rules. */
export type RowStatus = 'add' | 'change' | 'unchanged' | 'invalid';

export interface PreviewRow<R> extends IncomingRow<R> {
  status: RowStatus;
  /** The target's rule with the same key, when there is one. */
  existing?: R;
}

/**
 * Compares incoming rules with the target's current ones by key: new keys are added, known keys
 * with other content changed, identical rules left alone; invalid rows, rules the target's access
 * flags refuse (`access`, where the codec checks them) and repeated keys are errors.
 */
export function diffRules<R>(
  codec: RuleCodec<R>,
  existing: readonly R[],
  incoming: readonly IncomingRow<R>[],
  positionLabel: (position: number) => string = String,
  access?: Access,
): PreviewRow<R>[] {
  const byKey = new Map(existing.map((rule) => [codec.key(rule), rule]));
  const firstSeen = new Map<string, number>();
  return incoming.map((row): PreviewRow<R> => {
    if (!row.rule || row.errors.length > 0) return { ...row, status: 'invalid' };
    const refused = access && codec.refuse ? codec.refuse(row.rule, access) : [];
    if (refused.length > 0) return { ...row, status: 'invalid', errors: refused };
    const key = codec.key(row.rule);
    const first = firstSeen.get(key);
    if (first !== undefined) {
      const where = positionLabel(first);
      return { ...row, status: 'invalid', errors: [t`The same rule already appears at ${where}.`] };
    }
    firstSeen.set(key, row.position);
    const current = byKey.get(key);
    if (!current) return { ...row, status: 'add' };
    return { ...row, status: codec.same(current, row.rule) ? 'unchanged' : 'change', existing: current };
  });
}

export function countByStatus(rows: readonly { status: RowStatus }[]): Record<RowStatus, number> {
  const counts: Record<RowStatus, number> = { add: 0, change: 0, unchanged: 0, invalid: 0 };
  for (const row of rows) counts[row.status] += 1;
  return counts;
}

/** The status that needs the most attention: error, then some failed, then no engines online. */
export function worstReloadStatus(statuses: readonly ReloadStatus[]): ReloadStatus | null {
  const order: ReloadStatus[] = [
    ReloadStatus.Error,
    ReloadStatus.SomeMayHaveFailed,
    ReloadStatus.NoOnlineEngines,
    ReloadStatus.AllSucceeded,
  ];
  return order.find((status) => statuses.includes(status)) ?? null;
}
