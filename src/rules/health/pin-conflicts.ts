import type { RuleSet } from '@/rules/rule-set';
import { entityKey, findingId, instant, pinContextKey } from './keys';
import { pinEntries, type PinEntry } from './rules';
import type { CheckResult, Finding } from './types';

const pinWindow = (entry: PinEntry) => ({
  start: instant(entry.pin.StartTime) ?? -Infinity,
  end: instant(entry.pin.EndTime) ?? Infinity,
});

/**
 * Two or more different products pinned on the same position in the same context (one query, one
 * navigation page, or globally) at overlapping times: only one of them can be there, and which one
 * the engine shows is not up to the merchandiser. Contexts compare like queries (without case).
 *
 * Schedules: no StartTime = from the beginning, no EndTime = open-ended; windows are half-open
 * [start, end), so a pin ending when the next starts does not overlap it. Pins that have expired
 * at `now` are left out: a clash in the past changes nothing (the expiring check reports them).
 *
 * Severity error: the shop does not show what one of the pins promises. No fix: which pin should
 * win is a decision. Near-linear: pins are grouped by context and position, then each group is swept
 * once in start order.
 */
export function checkPinConflicts(ruleSet: RuleSet, now: number): CheckResult {
  if (!ruleSet.pins) return { check: 'pin-conflicts', findings: [], skipped: 'noInput' };
  const groups = new Map<string, PinEntry[]>();
  for (const entry of pinEntries(ruleSet)) {
    if (pinWindow(entry).end <= now) continue;
    const key = `${pinContextKey(entry.ref.context)}#${entry.ref.position}`;
    const group = groups.get(key);
    if (group) group.push(entry);
    else groups.set(key, [entry]);
  }
  const findings: Finding[] = [];
  for (const [key, group] of groups) {
    if (group.length < 2) continue;
    const sorted = group.map((entry) => ({ entry, ...pinWindow(entry) })).sort((a, b) => a.start - b.start);
    let cluster: PinEntry[] = [];
    let clusterEnd = -Infinity;
    const flush = () => {
      const products = new Set(cluster.map((entry) => entityKey(entry.ref.entity)));
      if (products.size > 1) findings.push(conflict(key, cluster));
    };
    for (const { entry, start, end } of sorted) {
      if (cluster.length > 0 && start >= clusterEnd) {
        flush();
        cluster = [];
        clusterEnd = -Infinity;
      }
      cluster.push(entry);
      clusterEnd = Math.max(clusterEnd, end);
    }
    flush();
  }
  return { check: 'pin-conflicts', findings };
}

function conflict(groupKey: string, cluster: PinEntry[]): Finding {
  const first = cluster[0]!.ref;
  const products = [...new Set(cluster.map((entry) => entityKey(entry.ref.entity)))].sort();
  return {
    id: findingId('pin-conflicts', groupKey, ...products),
    check: 'pin-conflicts',
    severity: 'error',
    reason: 'pinsOnSamePosition',
    position: first.position,
    rules: cluster.map((entry) => entry.ref),
    queries: first.context.kind === 'query' ? [first.context.query.trim()] : [],
  };
}
