import { dayNumber } from './days';
import { mix, unit } from './random';
import type { Generation, KpiRequest } from './requests';
import type { Funnel } from './results';
import { calendarFactor, seasonTable } from './season';

/**
 * The counts of one request and day. Sessions (S) are the navigations followed by at least one
 * interaction of a type, N the interactions, P the sum of their result positions, M the sum of the
 * interacted products' prices in cents (M3 is the revenue).
 */
export const V = 0;
export const S1 = 1;
export const S2 = 2;
export const S3 = 3;
export const N1 = 4;
export const N2 = 5;
export const N3 = 6;
export const P1 = 7;
export const P2 = 8;
export const P3 = 9;
export const M1 = 10;
export const M2 = 11;
export const M3 = 12;
/** Counts stored per request and day (M follows from N and the request's prices). */
export const STORED = 10;
export const FIELDS = 13;

/** Restriction to some A/B splits: their share of the sessions and of the interactions. */
export interface Thinning {
  volume: number;
  interaction: number;
}

/**
 * A window of daily KPI data with prefix sums, so any range of any request sums in constant time.
 * `prefix` holds the stored counts per request ([request][day + 1][field]); `totals` all fields of
 * all requests together per day.
 */
export interface Dataset {
  requests: KpiRequest[];
  startDay: number;
  days: number;
  prefix: Int32Array;
  totals: Float64Array;
}

const REFERENCE_DAY = dayNumber('2025-01-01') ?? 0;

export function buildDataset(
  requests: KpiRequest[],
  startDay: number,
  days: number,
  thinning: Thinning | null,
): Dataset {
  const steps = datasetSteps(requests, startDay, days, thinning);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/** Requests per step: in the browser each step is one short task, so the page stays responsive. */
const REQUESTS_PER_STEP = 16;

/** Builds the dataset in steps (a generator), so the browser mock can yield between them. */
export function* datasetSteps(
  requests: KpiRequest[],
  startDay: number,
  days: number,
  thinning: Thinning | null,
): Generator<void, Dataset> {
  const stride = days + 1;
  const prefix = new Int32Array(requests.length * stride * STORED);
  const totals = new Float64Array(stride * FIELDS);
  const seasonal = seasonTable(startDay, days);
  const calendar = new Float64Array(days);
  for (let i = 0; i < days; i++) calendar[i] = calendarFactor(startDay + i);
  const cell = new Float64Array(STORED);
  for (let r = 0; r < requests.length; r++) {
    const request = requests[r] as KpiRequest;
    const season = seasonal[request.gen.season];
    const [c1, c2, c3] = request.priceCents;
    let at = r * stride * STORED;
    for (let i = 0; i < days; i++) {
      const day = startDay + i;
      generateCell(request.gen, day, (season[i] ?? 1) * (calendar[i] ?? 1), cell);
      if (thinning) thin(cell, thinning, unit(mix(request.gen.seed ^ 0x5bd1e995, day)));
      const next = at + STORED;
      for (let f = 0; f < STORED; f++) prefix[next + f] = (prefix[at + f] ?? 0) + (cell[f] ?? 0);
      const t = (i + 1) * FIELDS;
      for (let f = 0; f < STORED; f++) totals[t + f] = (totals[t + f] ?? 0) + (cell[f] ?? 0);
      totals[t + M1] = (totals[t + M1] ?? 0) + (cell[N1] ?? 0) * c1;
      totals[t + M2] = (totals[t + M2] ?? 0) + (cell[N2] ?? 0) * c2;
      totals[t + M3] = (totals[t + M3] ?? 0) + (cell[N3] ?? 0) * c3;
      at = next;
    }
    if (r % REQUESTS_PER_STEP === REQUESTS_PER_STEP - 1) yield;
  }
  for (let i = 1; i <= days; i++) {
    for (let f = 0; f < FIELDS; f++)
      totals[i * FIELDS + f] = (totals[i * FIELDS + f] ?? 0) + (totals[(i - 1) * FIELDS + f] ?? 0);
  }
  return { requests, startDay, days, prefix, totals };
}

const lo = (x: number) => (x & 0xffff) / 65536;
const hi = (x: number) => (x >>> 16) / 65536;

/** One request's counts on one day: volume with trend, season, weekday and noise, then the funnel. */
function generateCell(g: Generation, day: number, seasonal: number, out: Float64Array): void {
  // Hot loop (every request and day of two years): no closures or allocations here. Eleven
  // uniforms from four hashes: 16 bits each are plenty for noise and dithering.
  const h = mix(g.seed, day);
  const a = mix(h, 1);
  const b = mix(h, 2);
  const c = mix(h, 3);
  const e = mix(h, 4);
  // Log-normal day-to-day noise (a sum of four uniforms is nearly normal); minus sigma²/2 keeps its mean at 1.
  const noise = 0.12 * (lo(a) + hi(a) + lo(b) + hi(b) - 2) * Math.sqrt(3) - 0.0072;
  const lambda = g.base * seasonal * Math.exp((g.trend * (day - REFERENCE_DAY)) / 365 + noise);
  // Dithered rounding: small requests still get a navigation now and then.
  const d1 = lo(c);
  const d2 = hi(c);
  const d3 = lo(e);
  const v = Math.floor(lambda + d1);
  const s1 = Math.min(v, Math.floor(v * g.clickRate * (0.88 + 0.24 * hi(e)) + d2));
  const s2 = Math.min(s1, Math.floor(s1 * g.cartRate * (0.85 + 0.3 * lo(a ^ c)) + d3));
  const s3 = Math.min(s2, Math.floor(s2 * g.buyRate * (0.85 + 0.3 * hi(b ^ e)) + d1));
  const n1 = s1 + Math.floor(s1 * g.extraClicks + d2);
  const n2 = Math.min(n1, s2 + Math.floor(s2 * 0.12 + d3));
  const n3 = Math.min(n2, s3 + Math.floor(s3 * 0.04 + d1));
  const position = Math.max(1, g.position * (0.85 + 0.3 * lo(b ^ c)));
  out[V] = v;
  out[S1] = s1;
  out[S2] = s2;
  out[S3] = s3;
  out[N1] = n1;
  out[N2] = n2;
  out[N3] = n3;
  out[P1] = Math.max(n1, Math.floor(n1 * position + d2));
  out[P2] = Math.max(n2, Math.floor(n2 * position * 0.85 + d3));
  out[P3] = Math.max(n3, Math.floor(n3 * position * 0.75 + d1));
}

/**
 * Keeps a split's part of a day's counts. One dither per cell and rounding down keep every
 * inequality of the funnel (S <= V, S3 <= S2 <= S1, N >= S, P >= N) and never exceed the unsplit counts.
 */
function thin(cell: Float64Array, thinning: Thinning, dither: number): void {
  const v = Math.floor(thinning.volume * (cell[V] ?? 0) + dither);
  cell[V] = v;
  for (let f = S1; f <= S3; f++)
    cell[f] = Math.min(v, Math.floor(thinning.interaction * (cell[f] ?? 0) + dither));
  for (let f = N1; f <= P3; f++) cell[f] = Math.floor(thinning.interaction * (cell[f] ?? 0) + dither);
}

/** The window's day indexes covering [from, to] (day numbers), or null when they do not overlap. */
export function clampRange(ds: Dataset, from: number, to: number): [number, number] | null {
  const first = Math.max(from, ds.startDay) - ds.startDay;
  const last = Math.min(to, ds.startDay + ds.days - 1) - ds.startDay;
  return first > last ? null : [first, last];
}

/** Adds request r's counts over the day indexes [first, last] to `out` (all FIELDS). */
export function addRequestRange(
  ds: Dataset,
  r: number,
  range: [number, number] | null,
  out: Float64Array,
): void {
  if (!range) return;
  const stride = ds.days + 1;
  const lo = (r * stride + range[0]) * STORED;
  const hi = (r * stride + range[1] + 1) * STORED;
  for (let f = 0; f < STORED; f++)
    out[f] = (out[f] ?? 0) + ((ds.prefix[hi + f] ?? 0) - (ds.prefix[lo + f] ?? 0));
  const request = ds.requests[r];
  if (!request) return;
  const n1 = (ds.prefix[hi + N1] ?? 0) - (ds.prefix[lo + N1] ?? 0);
  const n2 = (ds.prefix[hi + N2] ?? 0) - (ds.prefix[lo + N2] ?? 0);
  const n3 = (ds.prefix[hi + N3] ?? 0) - (ds.prefix[lo + N3] ?? 0);
  out[M1] = (out[M1] ?? 0) + n1 * request.priceCents[0];
  out[M2] = (out[M2] ?? 0) + n2 * request.priceCents[1];
  out[M3] = (out[M3] ?? 0) + n3 * request.priceCents[2];
}

/** Adds all requests' counts over the day indexes [first, last] to `out`. */
export function addTotalRange(ds: Dataset, range: [number, number] | null, out: Float64Array): void {
  if (!range) return;
  const lo = range[0] * FIELDS;
  const hi = (range[1] + 1) * FIELDS;
  for (let f = 0; f < FIELDS; f++)
    out[f] = (out[f] ?? 0) + ((ds.totals[hi + f] ?? 0) - (ds.totals[lo + f] ?? 0));
}

/** Per-day layout of addDailyFunnel: the Funnel's counts of one interaction type. */
export const DAILY = 6;
export const D_NAV = 0,
  D_SESSIONS = 1,
  D_INTERACTIONS = 2,
  D_POSITIONS = 3,
  D_PRICE = 4,
  D_REVENUE = 5;

/** The funnel of day i of an addDailyFunnel buffer. */
export function dailyFunnelAt(daily: Float64Array, i: number): Funnel {
  const at = i * DAILY;
  return {
    navigations: daily[at + D_NAV] ?? 0,
    sessions: daily[at + D_SESSIONS] ?? 0,
    interactions: daily[at + D_INTERACTIONS] ?? 0,
    positions: daily[at + D_POSITIONS] ?? 0,
    priceCents: daily[at + D_PRICE] ?? 0,
    revenueCents: daily[at + D_REVENUE] ?? 0,
  };
}

/**
 * Adds each day's funnel of one interaction type (0 = All) over the day indexes [first, last] to
 * `out` (DAILY numbers per day, the first day at `offset`): of request r, or of all requests when
 * r is null. Reads only the counts the type needs: long filtered series sum many requests.
 */
export function addDailyFunnel(
  ds: Dataset,
  r: number | null,
  type: number,
  range: [number, number] | null,
  out: Float64Array,
  offset: number,
): void {
  if (!range) return;
  const request = r === null ? null : ds.requests[r];
  if (r !== null && !request) return;
  const src = request ? ds.prefix : ds.totals;
  const width = request ? STORED : FIELDS;
  const base = request ? (r ?? 0) * (ds.days + 1) : 0;
  const [c1, c2, c3] = request ? request.priceCents : [0, 0, 0];
  const days = range[1] - range[0] + 1;
  // Hot loop (days × matching requests): plain indexes, no closures.
  const sessionField = type === 0 ? S1 : S1 + type - 1;
  const positionField = type === 0 ? P1 : P1 + type - 1;
  for (let i = 0; i < days; i++) {
    const lo = (base + range[0] + i) * width;
    const hi = lo + width;
    const n1 = (src[hi + N1] ?? 0) - (src[lo + N1] ?? 0);
    const n2 = (src[hi + N2] ?? 0) - (src[lo + N2] ?? 0);
    const n3 = (src[hi + N3] ?? 0) - (src[lo + N3] ?? 0);
    const m1 = request ? n1 * c1 : (src[hi + M1] ?? 0) - (src[lo + M1] ?? 0);
    const m2 = request ? n2 * c2 : (src[hi + M2] ?? 0) - (src[lo + M2] ?? 0);
    const m3 = request ? n3 * c3 : (src[hi + M3] ?? 0) - (src[lo + M3] ?? 0);
    let positions = (src[hi + positionField] ?? 0) - (src[lo + positionField] ?? 0);
    if (type === 0)
      positions += (src[hi + P2] ?? 0) - (src[lo + P2] ?? 0) + (src[hi + P3] ?? 0) - (src[lo + P3] ?? 0);
    const at = (offset + i) * DAILY;
    out[at + D_NAV] = (out[at + D_NAV] ?? 0) + (src[hi + V] ?? 0) - (src[lo + V] ?? 0);
    out[at + D_SESSIONS] =
      (out[at + D_SESSIONS] ?? 0) + (src[hi + sessionField] ?? 0) - (src[lo + sessionField] ?? 0);
    out[at + D_INTERACTIONS] =
      (out[at + D_INTERACTIONS] ?? 0) + (type === 0 ? n1 + n2 + n3 : type === 1 ? n1 : type === 2 ? n2 : n3);
    out[at + D_POSITIONS] = (out[at + D_POSITIONS] ?? 0) + positions;
    out[at + D_PRICE] =
      (out[at + D_PRICE] ?? 0) + (type === 0 ? m1 + m2 + m3 : type === 1 ? m1 : type === 2 ? m2 : m3);
    out[at + D_REVENUE] = (out[at + D_REVENUE] ?? 0) + m3;
  }
}
