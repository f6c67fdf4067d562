import { t } from '@lingui/core/macro';
import type { PinsWithProductsResponse, Product } from '@/api/generated/model';
import { HttpError } from '@/api/errors';
import { formatDateTime } from '@/lib/format';
import { pinRows, productKey, type PinKind } from './pin-context';
import type { PinInContext } from './pin-requests';

const norm = (text: string) => text.trim().toLowerCase();

/** A product has at most one pin per context: the context and the product are a pin's key. */
export function pinKey({ context, pin }: PinInContext): string {
  const where =
    context.kind === 'query'
      ? [context.kind, norm(context.query)]
      : context.kind === 'navigation'
        ? [context.kind, norm(context.attribute), norm(context.value)]
        : [context.kind];
  return JSON.stringify([...where, productKey(pin.Entity)]);
}

export function samePinInContext(a: PinInContext, b: PinInContext): boolean {
  return (
    pinKey(a) === pinKey(b) &&
    a.pin.Position === b.pin.Position &&
    (a.pin.StartTime ?? null) === (b.pin.StartTime ?? null) &&
    (a.pin.EndTime ?? null) === (b.pin.EndTime ?? null) &&
    Boolean(a.pin.DueToAd) === Boolean(b.pin.DueToAd)
  );
}

/** A pin as the editor compares it; the product is known for stored pins. */
export type ComparedPin = PinInContext & { product?: Product };

/** The product's pins as stored now, in every context. */
export function storedPins(response: PinsWithProductsResponse | undefined): ComparedPin[] {
  const rows = pinRows(response);
  return (['global', 'query', 'navigation'] as PinKind[]).flatMap((kind) => rows[kind]);
}

/** A pin in words, for the version stored now: position, schedule and the ad flag. */
export function describePin({ pin }: PinInContext, locale: string): string {
  const position = pin.Position;
  const start = pin.StartTime ? formatDateTime(pin.StartTime, locale) : t`Immediately`;
  const end = pin.EndTime ? formatDateTime(pin.EndTime, locale) : t`Until deleted`;
  const text = t`Position ${position}, ${start} – ${end}`;
  return pin.DueToAd ? `${text}, ${t`Pinned due to an ad`}` : text;
}

/** A pin that changed meanwhile answers 409; one that was deleted meanwhile 404 (no longer stored as sent). */
export function isPinConflict(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 409 || error.status === 404);
}
