import { t } from '@lingui/core/macro';
import type { Product, ProductPositionOverride } from '@/api/generated/model';
import { endsAfterStart, pickerToUtcIso, utcIsoToPicker } from '@/lib/schedule';
import type { PinContext, PinKind } from './pin-context';

export interface PinFormValues {
  kind: PinKind;
  query: string;
  attribute: string;
  value: string;
  product: Product | null;
  /** A NumberInput hands over '' while empty. */
  position: number | string;
  /** Picker values in the user's time zone ('YYYY-MM-DD HH:mm:ss'). */
  start: string | null;
  end: string | null;
  dueToAd: boolean;
}

export type PinFormErrors = Partial<Record<keyof PinFormValues, string>>;

export function initialPinValues(
  context: PinContext,
  product: Product | null,
  pin?: ProductPositionOverride,
): PinFormValues {
  return {
    kind: context.kind,
    query: context.kind === 'query' ? context.query : '',
    attribute: context.kind === 'navigation' ? context.attribute : '',
    value: context.kind === 'navigation' ? context.value : '',
    product,
    position: pin?.Position ?? 1,
    start: utcIsoToPicker(pin?.StartTime),
    end: utcIsoToPicker(pin?.EndTime),
    dueToAd: pin?.DueToAd ?? false,
  };
}

export function isWholePosition(position: number | string): boolean {
  const n = typeof position === 'number' ? position : position.trim() === '' ? Number.NaN : Number(position);
  return Number.isInteger(n) && n >= 1;
}

/** Contract: a position is a whole number from 1; the end lies after the start; the context is complete. */
export function validatePinForm(values: PinFormValues): PinFormErrors {
  const errors: PinFormErrors = {};
  if (!values.product) errors.product = t`Choose a product`;
  if (values.kind === 'query' && values.query.trim() === '') errors.query = t`Query is required`;
  if (values.kind === 'navigation') {
    if (values.attribute.trim() === '') errors.attribute = t`Navigation attribute is required`;
    if (values.value.trim() === '') errors.value = t`Navigation value is required`;
  }
  if (!isWholePosition(values.position)) errors.position = t`Position must be a whole number of at least 1`;
  if (!endsAfterStart(pickerToUtcIso(values.start), pickerToUtcIso(values.end)))
    errors.end = t`End must be after start`;
  return errors;
}

export function formContext(values: PinFormValues): PinContext {
  if (values.kind === 'query') return { kind: 'query', query: values.query.trim() };
  if (values.kind === 'navigation')
    return { kind: 'navigation', attribute: values.attribute.trim(), value: values.value.trim() };
  return { kind: 'global' };
}

/** The pin as the contract wants it, times in UTC; the due-to-ad flag as loaded unless the user may change it. */
export function formPin(values: PinFormValues, product: Product): ProductPositionOverride {
  const pin: ProductPositionOverride = {
    Entity: { Type: product.Entity.Type, ExternalId: product.Entity.ExternalId },
    Position: Number(values.position),
  };
  const start = pickerToUtcIso(values.start);
  const end = pickerToUtcIso(values.end);
  if (start) pin.StartTime = start;
  if (end) pin.EndTime = end;
  pin.DueToAd = values.dueToAd;
  return pin;
}
