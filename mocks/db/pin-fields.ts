import type { Entity, ProductPositionOverride } from '@/api/generated/model';
import { findProduct } from './catalogue';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC today: pins and histories are laid out in whole days around it. */
export function todayUtc(): number {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

/** An ISO instant `days` from today's midnight UTC, without milliseconds like the real API. */
export function dayIso(days: number): string {
  return new Date(todayUtc() + days * DAY_MS).toISOString().replace('.000Z', 'Z');
}

export const productKey = (entity: Entity) => `${entity.Type}|${entity.ExternalId}`;

const instant = (iso: string | undefined) => (iso ? Date.parse(iso) : null);

/** Whether the pin applies at `at` (ms): no start = from now on, no end = until deleted. */
export function pinActiveAt(pin: ProductPositionOverride, at: number): boolean {
  const start = instant(pin.StartTime);
  const end = instant(pin.EndTime);
  return (start === null || start <= at) && (end === null || end > at);
}

/** Whether the pin applied during any part of the day starting at `dayStart` (ms). */
export function pinActiveOnDay(pin: ProductPositionOverride, dayStart: number): boolean {
  const start = instant(pin.StartTime);
  const end = instant(pin.EndTime);
  return (start === null || start < dayStart + DAY_MS) && (end === null || end > dayStart);
}

/** Equality as the server sees it: times as instants, a missing DueToAd is false. */
export function samePin(a: ProductPositionOverride, b: ProductPositionOverride): boolean {
  return (
    productKey(a.Entity) === productKey(b.Entity) &&
    a.Position === b.Position &&
    instant(a.StartTime) === instant(b.StartTime) &&
    instant(a.EndTime) === instant(b.EndTime) &&
    (a.DueToAd ?? false) === (b.DueToAd ?? false)
  );
}

/**
 * The checks every pin (Pulse pin or manual recommendation target) passes before it is stored;
 * null when it is valid, else the message for the 400.
 */
export function pinFieldsError(customerId: string, pin: ProductPositionOverride | undefined): string | null {
  if (!pin?.Entity?.Type || !pin.Entity.ExternalId)
    return 'The pinned product (entity type and external id) is required.';
  const id = pin.Entity.ExternalId;
  if (!findProduct(customerId, pin.Entity.Type, id)) return `Product ${id} was not found.`;
  if (!Number.isInteger(pin.Position) || pin.Position < 1)
    return `The position of product ${id} must be a whole number of at least 1.`;
  const start = instant(pin.StartTime);
  const end = instant(pin.EndTime);
  if (Number.isNaN(start) || Number.isNaN(end))
    return `The start or end time of product ${id} is not a valid date.`;
  if (start !== null && end !== null && end <= start)
    return `The end time of product ${id} must be after its start time.`;
  return null;
}

/** The stored copy: only the contract's fields, so later edits of the request cannot leak in. */
export function cleanPin(pin: ProductPositionOverride): ProductPositionOverride {
  const clean: ProductPositionOverride = {
    Entity: { Type: pin.Entity.Type, ExternalId: pin.Entity.ExternalId },
    Position: pin.Position,
  };
  if (pin.StartTime) clean.StartTime = pin.StartTime;
  if (pin.EndTime) clean.EndTime = pin.EndTime;
  if (pin.DueToAd !== undefined) clean.DueToAd = pin.DueToAd;
  return clean;
}
