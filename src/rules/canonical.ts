import { t } from '@lingui/core/macro';
import * as z from 'zod/mini';
import type { Entity, ProductPositionOverride } from '@/api/generated/model';
import type { ParsedRule, RuleField } from './rule-type';

/** The items of a set in one order, so two equal sets compare and serialise equally. */
export function sortedSet(items: readonly string[]): string[] {
  return [...new Set(items)].sort();
}

export function entityKey(entity: Entity): string {
  return `${entity.Type}:${entity.ExternalId}`;
}

/** Equal canonical forms, compared through their JSON (canonical forms have a fixed key order). */
export function sameCanonical<R>(canonical: (rule: R) => R, a: R, b: R): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/** A time as the server would compare it: the same instant, whatever its ISO spelling. */
function instant(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? value : new Date(ms).toISOString();
}

/** A pin with its optional fields in a fixed order; DueToAd false and absent mean the same. */
export function canonicalPin(pin: ProductPositionOverride): ProductPositionOverride {
  const out: ProductPositionOverride = {
    Entity: { Type: pin.Entity.Type, ExternalId: pin.Entity.ExternalId },
    Position: pin.Position,
  };
  const start = instant(pin.StartTime);
  const end = instant(pin.EndTime);
  if (start !== undefined) out.StartTime = start;
  if (end !== undefined) out.EndTime = end;
  if (pin.DueToAd) out.DueToAd = true;
  return out;
}

/** The fields of a pin; a prefix names the pin within a larger rule. */
export function pinFields(pin: ProductPositionOverride, prefix = ''): RuleField[] {
  return [
    { name: `${prefix}Position`, value: String(pin.Position) },
    { name: `${prefix}StartTime`, value: pin.StartTime ?? '' },
    { name: `${prefix}EndTime`, value: pin.EndTime ?? '' },
    { name: `${prefix}DueToAd`, value: pin.DueToAd ? 'true' : 'false' },
  ];
}

/** Spec-independent checks of a pin the contract states (position from 1, end not before start). */
export function pinErrors(pin: ProductPositionOverride, where = ''): string[] {
  const errors: string[] = [];
  if (pin.Entity.ExternalId.trim() === '') errors.push(t`${where}Entity.ExternalId must not be empty.`);
  if (!Number.isInteger(pin.Position) || pin.Position < 1)
    errors.push(t`${where}Position must be a whole number from 1.`);
  for (const field of ['StartTime', 'EndTime'] as const) {
    const value = pin[field];
    if (value !== undefined && Number.isNaN(Date.parse(value)))
      errors.push(t`${where}${field} must be an ISO 8601 date and time.`);
  }
  if (pin.StartTime && pin.EndTime && Date.parse(pin.EndTime) < Date.parse(pin.StartTime))
    errors.push(t`${where}EndTime must not be before StartTime.`);
  return errors;
}

/**
 * A file entry checked against the contract's schema (the generated zod one) and then against
 * the type's own rules; the reasons are the schema's messages and the type's.
 */
export function parseWith<R>(
  schema: z.ZodMiniType,
  value: unknown,
  check: (rule: R) => string[],
): ParsedRule<R> {
  const result = schema.safeParse(value);
  if (!result.success) return { errors: [z.prettifyError(result.error)] };
  const rule = result.data as R;
  const errors = check(rule);
  return errors.length > 0 ? { errors } : { rule };
}
