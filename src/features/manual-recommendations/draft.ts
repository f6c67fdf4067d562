import { t } from '@lingui/core/macro';
import type { Entity, ManualRecommendations, ProductPositionOverride } from '@/api/generated/model';
import { endsAfterStart, pickerToUtcIso, utcIsoToPicker } from '@/lib/schedule';

/** One recommended product while it is edited: times as picker values in the user's time zone. */
export interface DraftTarget {
  key: string;
  entity: Entity;
  start: string | null;
  end: string | null;
  /** Carried over as loaded: this screen does not decide about ads. */
  dueToAd?: boolean;
}

export const entityKey = (entity: Entity) => `${entity.Type}|${entity.ExternalId}`;

/** The stored targets in the order of their positions. */
export function draftFrom(targets: ProductPositionOverride[]): DraftTarget[] {
  return [...targets]
    .sort((a, b) => a.Position - b.Position)
    .map((pin) => ({
      key: entityKey(pin.Entity),
      entity: { Type: pin.Entity.Type, ExternalId: pin.Entity.ExternalId },
      start: utcIsoToPicker(pin.StartTime),
      end: utcIsoToPicker(pin.EndTime),
      ...(pin.DueToAd !== undefined ? { dueToAd: pin.DueToAd } : {}),
    }));
}

export function newTarget(entity: Entity): DraftTarget {
  return {
    key: entityKey(entity),
    entity: { Type: entity.Type, ExternalId: entity.ExternalId },
    start: null,
    end: null,
  };
}

/** The Add request: the list as shown, positions renumbered 1..n, times in UTC. */
export function toRequest(
  source: Entity,
  targets: DraftTarget[],
): { ManualRecommendations: ManualRecommendations } {
  return {
    ManualRecommendations: {
      SourceProduct: { Type: source.Type, ExternalId: source.ExternalId },
      TargetProducts: targets.map((target, index) => {
        const pin: ProductPositionOverride = { Entity: { ...target.entity }, Position: index + 1 };
        const start = pickerToUtcIso(target.start);
        const end = pickerToUtcIso(target.end);
        if (start) pin.StartTime = start;
        if (end) pin.EndTime = end;
        if (target.dueToAd !== undefined) pin.DueToAd = target.dueToAd;
        return pin;
      }),
    },
  };
}

export function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** Whether the draft differs from what is stored (order, members or times). */
export function isDirty(draft: DraftTarget[], baseline: DraftTarget[]): boolean {
  const shape = (list: DraftTarget[]) =>
    JSON.stringify(list.map((t) => [t.key, t.start, t.end, t.dueToAd ?? null]));
  return shape(draft) !== shape(baseline);
}

/** Contract: an end time lies after its start time. Errors by target key. */
export function scheduleErrors(targets: DraftTarget[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const target of targets) {
    if (!endsAfterStart(pickerToUtcIso(target.start), pickerToUtcIso(target.end)))
      errors[target.key] = t`End must be after start`;
  }
  return errors;
}
