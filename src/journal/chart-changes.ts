import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { PinsWithProductsResponse, ProductPositionOverride } from '@/api/generated/model';
import type { ChangeMarker, ChangeRange } from '@/components/charts/change-marks';
import { formatIsoDate } from '@/lib/format';
import type { JournalEntry } from './entry';

export const dayOf = (iso: string | undefined) => (iso ? formatIsoDate(new Date(iso)) : null);

/** A start and end as the ranges name them; an open end is '…'. */
export const spanOf = (start?: string, end?: string) => `${dayOf(start) ?? '…'} – ${dayOf(end) ?? '…'}`;

export const scheduled = (pin: { StartTime?: string; EndTime?: string }) =>
  Boolean(pin.StartTime || pin.EndTime);

/** The journal's entries as one marker per local day, newest change last. */
export function markersOf(
  entries: readonly JournalEntry[],
  describe: (entry: JournalEntry) => string,
): ChangeMarker[] {
  const byDay = new Map<string, string[]>();
  for (const entry of [...entries].sort((a, b) => a.at - b.at)) {
    const day = formatIsoDate(new Date(entry.at));
    byDay.set(day, [...(byDay.get(day) ?? []), describe(entry)]);
  }
  return [...byDay].map(([date, changes]) => ({ date, changes }));
}

/** Where a pin applies, as the pin lists file it. */
export type PinPlace =
  | { kind: 'global' }
  | { kind: 'query'; query: string }
  | { kind: 'navigation'; attribute: string; value: string };

/** The scheduled pins of a pin list as shaded ranges, those whose place `applies` keeps. */
export function pinRanges(
  pins: PinsWithProductsResponse,
  i18n: I18n,
  applies: (place: PinPlace) => boolean = () => true,
): ChangeRange[] {
  const ranges: ChangeRange[] = [];
  const add = (id: string, product: string, pin: ProductPositionOverride, where: string) => {
    const position = pin.Position;
    const when = spanOf(pin.StartTime, pin.EndTime);
    ranges.push({
      id,
      from: dayOf(pin.StartTime),
      to: dayOf(pin.EndTime),
      title: i18n._(msg`Pin: ${product} at position ${position} ${where}, ${when}`),
    });
  };
  for (const { Product, Pin } of pins.Global)
    if (scheduled(Pin.Pin) && applies({ kind: 'global' }))
      add(`g${Product.Entity.ExternalId}`, Product.Title, Pin.Pin, i18n._(msg`everywhere`));
  for (const { Product, Pin } of pins.Query) {
    const query = Pin.Query;
    if (scheduled(Pin.Pin) && applies({ kind: 'query', query }))
      add(`q${query}${Product.Entity.ExternalId}`, Product.Title, Pin.Pin, i18n._(msg`for "${query}"`));
  }
  for (const { Product, Pin } of pins.Navigation) {
    const page = `${Pin.NavigationAttribute}: ${Pin.NavigationValue}`;
    const place: PinPlace = {
      kind: 'navigation',
      attribute: Pin.NavigationAttribute,
      value: Pin.NavigationValue,
    };
    if (scheduled(Pin.Pin) && applies(place))
      add(`n${page}${Product.Entity.ExternalId}`, Product.Title, Pin.Pin, i18n._(msg`on the page ${page}`));
  }
  return ranges;
}
