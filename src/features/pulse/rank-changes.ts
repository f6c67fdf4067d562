import type { Entity, RankingHistoryEntry } from '@/api/generated/model';
import type { MarkedSeries } from '@/components/charts/change-marks';
import type { JournalEntry } from '@/journal/entry';
import { formatNumber } from '@/lib/format';
import { productKey, sameContext, type PinContext } from './pin-context';
import { dayOf } from './rank-chart';
import { rankKind } from './rank-display';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** Global pins apply in every ranking; the others in their own query or navigation page. */
export const pinAppliesIn = (place: PinContext, ranking: PinContext) =>
  place.kind === 'global' || sameContext(place, ranking);

/** A journaled pin (the Global, Query or Navigation shape) as its product and place. */
function pinOf(entry: JournalEntry, rule: unknown): { entity: Entity; place: PinContext } | null {
  if (!isObject(rule) || !isObject(rule.Pin) || !isObject(rule.Pin.Entity)) return null;
  const { ExternalId, Type } = rule.Pin.Entity;
  if (typeof ExternalId !== 'string' || typeof Type !== 'string') return null;
  const entity = { ExternalId, Type };
  if (entry.ruleType === 'pins.global') return { entity, place: { kind: 'global' } };
  if (entry.ruleType === 'pins.query' && typeof rule.Query === 'string')
    return { entity, place: { kind: 'query', query: rule.Query } };
  if (
    entry.ruleType === 'pins.navigation' &&
    typeof rule.NavigationAttribute === 'string' &&
    typeof rule.NavigationValue === 'string'
  )
    return {
      entity,
      place: { kind: 'navigation', attribute: rule.NavigationAttribute, value: rule.NavigationValue },
    };
  return null;
}

/**
 * Whether a journal entry bears on a product's rank in a ranking: a pin of the product, wherever
 * it applies, or a pin of another product that takes a place in this ranking. Before and after
 * both count, so a pin moved away from the product or out of the ranking is marked too.
 */
export function concernsRanking(entry: JournalEntry, entity: Entity, ranking: PinContext): boolean {
  return [entry.before, entry.after].some((rule) => {
    const pin = pinOf(entry, rule);
    if (!pin) return false;
    return productKey(pin.entity) === productKey(entity) || pinAppliesIn(pin.place, ranking);
  });
}

/**
 * The rank per chart day for the markers' averages: only ranked days count; an unknown rank and
 * one beyond the ranked range say nothing about where the product stood.
 */
export function rankSeries(
  days: readonly string[],
  history: readonly RankingHistoryEntry[],
  label: string,
  locale: string,
): MarkedSeries {
  const rankByDay = new Map(history.map((h) => [dayOf(h.DateUtc), h.Rank]));
  return {
    id: 'rank',
    label,
    values: days.map((day) => {
      const rank = rankByDay.get(day);
      return rank !== undefined && rankKind(rank) === 'ranked' ? rank : null;
    }),
    format: (value) => formatNumber(value, locale, 1),
  };
}
