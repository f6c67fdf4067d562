import type { Entity, ProductPositionOverride } from '@/api/generated/model';
import type { RuleSet } from '@/rules/rule-set';
import { DAY_MS, entityKey, findingId, instant, pinContextKey } from './keys';
import { pinEntries, type PinEntry } from './rules';
import type { CheckResult, Finding, PinRef } from './types';

/** How far ahead an ending pin is worth a warning. */
export const ENDS_SOON_DAYS = 7;

type Timing = 'expired' | 'endsSoon' | null;

function timing(pin: ProductPositionOverride, now: number): Timing {
  const end = instant(pin.EndTime);
  if (end === null) return null;
  if (end <= now) return 'expired';
  return end <= now + ENDS_SOON_DAYS * DAY_MS ? 'endsSoon' : null;
}

/**
 * Pins and manual recommendation targets (which are pins too) whose EndTime has passed at `now`, or
 * passes within ENDS_SOON_DAYS. One finding per context (query, navigation page, global) or per
 * source product, so "delete these expired pins" is one step.
 *
 * Severity: expired = info (an expired pin does nothing; it only clutters the lists), with a fix
 * that deletes them (or takes them off the source's list). Ends soon = warning: the shop changes
 * within a week without anyone touching it; whether to extend it is a decision, so no fix.
 */
export function checkExpiring(ruleSet: RuleSet, now: number): CheckResult {
  if (!ruleSet.pins && !ruleSet.manualRecommendations)
    return { check: 'expiring', findings: [], skipped: 'noInput' };
  const byContext = new Map<string, { expired: PinEntry[]; endsSoon: PinEntry[] }>();
  for (const entry of pinEntries(ruleSet)) {
    const when = timing(entry.pin, now);
    if (!when) continue;
    const key = pinContextKey(entry.ref.context);
    let group = byContext.get(key);
    if (!group) {
      group = { expired: [], endsSoon: [] };
      byContext.set(key, group);
    }
    group[when].push(entry);
  }
  const findings: Finding[] = [];
  for (const [key, group] of byContext) {
    if (group.expired.length > 0) findings.push(pinFinding(key, 'expired', group.expired));
    if (group.endsSoon.length > 0) findings.push(pinFinding(key, 'endsSoon', group.endsSoon));
  }
  for (const recommendations of ruleSet.manualRecommendations ?? []) {
    const expired: ProductPositionOverride[] = [];
    const endsSoon: ProductPositionOverride[] = [];
    for (const target of recommendations.TargetProducts) {
      const when = timing(target, now);
      if (when === 'expired') expired.push(target);
      if (when === 'endsSoon') endsSoon.push(target);
    }
    const source = recommendations.SourceProduct;
    if (expired.length > 0) findings.push(targetFinding(source, 'expired', expired));
    if (endsSoon.length > 0) findings.push(targetFinding(source, 'endsSoon', endsSoon));
  }
  return { check: 'expiring', findings };
}

const endTimes = (pins: ProductPositionOverride[]) => pins.map((pin) => pin.EndTime ?? '');

function reasonOf(when: 'expired' | 'endsSoon', pins: ProductPositionOverride[]) {
  return when === 'expired'
    ? ({ reason: 'expired', endTimes: endTimes(pins) } as const)
    : ({ reason: 'endsSoon', endTimes: endTimes(pins), days: ENDS_SOON_DAYS } as const);
}

function pinFinding(contextKey: string, when: 'expired' | 'endsSoon', entries: PinEntry[]): Finding {
  const refs: PinRef[] = entries.map((entry) => entry.ref);
  const context = refs[0]!.context;
  return {
    id: findingId('expiring', when, 'pins', contextKey),
    check: 'expiring',
    severity: when === 'expired' ? 'info' : 'warning',
    ...reasonOf(
      when,
      entries.map((entry) => entry.pin),
    ),
    rules: refs,
    queries: context.kind === 'query' ? [context.query.trim()] : [],
    ...(when === 'expired' ? { fix: { kind: 'deletePins', pins: refs } as const } : {}),
  };
}

function targetFinding(
  source: Entity,
  when: 'expired' | 'endsSoon',
  targets: ProductPositionOverride[],
): Finding {
  return {
    id: findingId('expiring', when, 'manualRecommendation', entityKey(source)),
    check: 'expiring',
    severity: when === 'expired' ? 'info' : 'warning',
    ...reasonOf(when, targets),
    rules: [{ type: 'manualRecommendation', source }],
    queries: [],
    ...(when === 'expired'
      ? {
          fix: {
            kind: 'removeRecommendationTargets',
            source,
            targets: targets.map((target) => target.Entity),
          } as const,
        }
      : {}),
  };
}
