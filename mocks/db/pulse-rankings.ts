import type {
  Entity,
  ProductPositionOverride,
  PulseKpis,
  PulseRankingsResponse,
  RankingHistory,
} from '@/api/generated/model';
import { catalogueFor, findProduct, toProduct, type CatalogueProduct } from './catalogue';
import { attributeValue } from './experience-features';
import { pinActiveAt, pinActiveOnDay, productKey, todayUtc } from './pin-fields';
import { pinsForContext } from './pins';
import { scopeKey, type MockScope } from './scoped-store';
import { hashSeed } from './seed';
import { pageOf, searchByText } from './shop-search';

/** Where a ranking applies: a search query, a navigation page, or (neither) the whole shop. */
export interface RankingContext {
  query?: string;
  navigationAttribute?: string;
  navigationValue?: string;
}

export const PAGE_SIZE = 20;
/** The engine ranks the top 100 exactly; anything below is reported as the '100+' marker. */
const RANKED_RANGE = 100;
const OUT_OF_RANGE = 1_000_000_000 + RANKED_RANGE;
const UNKNOWN = -1;
const HISTORY_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Entry {
  product: CatalogueProduct;
  kpis: PulseKpis;
  rank: number;
  /** Where the product would rank without pins: its history follows this, not the pinned place. */
  organicRank: number;
}

/** A small fast PRNG: a seeded faker per product would be far too slow for 420 products a call. */
function random(key: string): () => number {
  let state = hashSeed(key);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const zeroKpis: PulseKpis = { PulseScore: 0, Momentum: 0, Popularity: 0 };

function contextId(context: RankingContext): string {
  if (context.query !== undefined) return `q:${context.query.trim().toLowerCase()}`;
  if (context.navigationAttribute !== undefined) {
    return `n:${context.navigationAttribute.toLowerCase()}=${(context.navigationValue ?? '').toLowerCase()}`;
  }
  return 'global';
}

function contextProducts(customerId: string, context: RankingContext): CatalogueProduct[] {
  const products = catalogueFor(customerId);
  if (context.query !== undefined)
    return context.query.trim() === '' ? [] : searchByText(products, context.query);
  if (context.navigationAttribute !== undefined) {
    const wanted = (context.navigationValue ?? '').toLowerCase();
    return products.filter((p) => attributeValue(p, context.navigationAttribute!)?.toLowerCase() === wanted);
  }
  return products;
}

function kpisToday(seedKey: string): { kpis: PulseKpis; unranked: boolean } {
  const next = random(`${seedKey}|today`);
  const Popularity = round1(10 + next() * 85);
  const Momentum = round1(-15 + next() * 35);
  const PulseScore = round1(Math.max(0, 0.6 * Popularity + 0.8 * Momentum + next() * 15));
  // A few products have no data today (new or not sold): rank -1, shown as '?'.
  return { kpis: { PulseScore, Momentum, Popularity }, unranked: next() < 0.03 };
}

/** The ranking of a context today: organic order by PulseScore, active pins at their positions. */
function ranking(scope: MockScope, context: RankingContext): Entry[] {
  const prefix = `${scopeKey(scope)}|${contextId(context)}`;
  const products = contextProducts(scope.customerId, context);
  const inContext = new Set(products.map((p) => productKey(p.Entity)));
  const { own, global } = pinsForContext(scope, context);
  const ownKeys = new Set(own.map((pin) => productKey(pin.Entity)));
  const now = Date.now();
  const pins = [
    ...own,
    ...global.filter((pin) => inContext.has(productKey(pin.Entity)) && !ownKeys.has(productKey(pin.Entity))),
  ]
    .filter((pin) => pinActiveAt(pin, now))
    .sort((a, b) => a.Position - b.Position);
  const pinned = new Set(pins.map((pin) => productKey(pin.Entity)));

  const scored = products.map((product, index) => ({
    product,
    index,
    ...kpisToday(`${prefix}|${product.Entity.ExternalId}`),
  }));
  const byScore = scored
    .filter((s) => !s.unranked)
    .sort((a, b) => b.kpis.PulseScore - a.kpis.PulseScore || a.index - b.index);
  const organicRank = new Map(byScore.map((s, i) => [productKey(s.product.Entity), i + 1]));
  const list = byScore.filter((s) => !pinned.has(productKey(s.product.Entity)));
  for (const pin of pins) {
    const product = findProduct(scope.customerId, pin.Entity.Type, pin.Entity.ExternalId);
    if (product)
      list.splice(pin.Position - 1, 0, {
        product,
        index: -1,
        ...kpisToday(`${prefix}|${product.Entity.ExternalId}`),
      });
  }
  const entries = list.map(({ product, kpis }, i) => ({
    product,
    kpis,
    rank: pinned.has(productKey(product.Entity)) || i < RANKED_RANGE ? i + 1 : OUT_OF_RANGE,
    organicRank: organicRank.get(productKey(product.Entity)) ?? UNKNOWN,
  }));
  const unknown = scored
    .filter((s) => s.unranked && !pinned.has(productKey(s.product.Entity)))
    .map((s) => ({ product: s.product, kpis: zeroKpis, rank: UNKNOWN, organicRank: UNKNOWN }));
  return [...entries, ...unknown];
}

const dayIsoAt = (dayStart: number) => new Date(dayStart).toISOString().replace('.000Z', 'Z');

/**
 * 30 past days, oldest first: a random walk back from today's rank. Some products are new (-1
 * before they were first ranked) and some dropped out of the ranked range for a few days.
 */
function withHistory(prefix: string, entry: Entry, pins: ProductPositionOverride[]): RankingHistory {
  const next = random(`${prefix}|${entry.product.Entity.ExternalId}|history`);
  const newDays = next() < 0.08 ? 3 + Math.floor(next() * 20) : 0;
  const dropStart = next() < 0.15 ? Math.floor(next() * 25) : -1;
  const dropLength = 2 + Math.floor(next() * 4);
  const today = todayUtc();
  const organic = entry.organicRank;
  let rank = organic >= 1 && organic <= RANKED_RANGE ? organic : 60 + Math.floor(next() * 80);
  // days ago, oldest first; the walk runs backwards from today
  const days = Array.from({ length: HISTORY_DAYS }, (_, i) => HISTORY_DAYS - i);
  const walk = new Map<number, number>();
  for (let daysAgo = 1; daysAgo <= HISTORY_DAYS; daysAgo++) {
    rank = Math.max(1, Math.round(rank + (next() - 0.5) * Math.max(4, rank * 0.3)));
    walk.set(daysAgo, rank);
  }
  const base = entry.kpis === zeroKpis ? { PulseScore: 20, Momentum: 0, Popularity: 20 } : entry.kpis;
  const History = days.map((daysAgo, i) => {
    const DateUtc = dayIsoAt(today - daysAgo * DAY_MS);
    if (i < newDays) return { Rank: UNKNOWN, DateUtc, ExtraKpis: zeroKpis };
    const walked = walk.get(daysAgo)!;
    const dropped = dropStart >= 0 && i >= dropStart && i < dropStart + dropLength;
    return {
      Rank: dropped || walked > RANKED_RANGE ? OUT_OF_RANGE : walked,
      DateUtc,
      ExtraKpis: {
        PulseScore: round1(
          Math.max(0, base.PulseScore - (base.Momentum * daysAgo) / 60 + (next() - 0.5) * 6),
        ),
        Momentum: round1(base.Momentum + (next() - 0.5) * 4),
        Popularity: round1(Math.max(0, base.Popularity - daysAgo * 0.2 + (next() - 0.5) * 4)),
      },
    };
  });
  const own = pins.filter((pin) => productKey(pin.Entity) === productKey(entry.product.Entity));
  const PinHistory = days.flatMap((daysAgo) => {
    const dayStart = today - daysAgo * DAY_MS;
    const pin = own.find((p) => pinActiveOnDay(p, dayStart));
    return pin ? [{ Rank: pin.Position, DateUtc: dayIsoAt(dayStart) }] : [];
  });
  return { Product: toProduct(entry.product), Rank: entry.rank, KpisToday: entry.kpis, History, PinHistory };
}

function respond(
  scope: MockScope,
  context: RankingContext,
  pick: (entries: Entry[]) => Entry[],
): PulseRankingsResponse {
  const entries = ranking(scope, context);
  const prefix = `${scopeKey(scope)}|${contextId(context)}`;
  const { own, global } = pinsForContext(scope, context);
  return {
    PulseRankings: pick(entries).map((e) => withHistory(prefix, e, [...own, ...global])),
    TotalItems: entries.length,
  };
}

export function globalRankings(scope: MockScope, topRankedCount: number): PulseRankingsResponse {
  return respond(scope, {}, (entries) => entries.slice(0, topRankedCount));
}

/** One page (1-based, 20 a page) of a query's or navigation page's ranking. */
export function contextRankings(
  scope: MockScope,
  context: RankingContext,
  page: number,
): PulseRankingsResponse {
  return respond(scope, context, (entries) => pageOf(entries, page, PAGE_SIZE));
}

/** A product's place in a context; a product the context does not rank has rank -1 today. */
export function productRanking(
  scope: MockScope,
  context: RankingContext,
  entity: Entity,
): RankingHistory | null {
  const product = findProduct(scope.customerId, entity.Type, entity.ExternalId);
  if (!product) return null;
  const entry = ranking(scope, context).find((e) => productKey(e.product.Entity) === productKey(entity));
  const { own, global } = pinsForContext(scope, context);
  return withHistory(
    `${scopeKey(scope)}|${contextId(context)}`,
    entry ?? { product, kpis: zeroKpis, rank: UNKNOWN, organicRank: UNKNOWN },
    [...own, ...global],
  );
}
