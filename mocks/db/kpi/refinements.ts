import type { RefinementResults, Suggestion } from '@/api/generated/model';
import { between, mix, unit } from './random';
import type { KpiRequest } from './requests';
import type { Funnel } from './results';

/** The contract's RefinementParameters (the qr* query parameters); absent means the default. */
export interface RefinementParameters {
  MinSessions?: number;
  MinRefinementRate?: number;
  MinRefinedIr?: number;
  MinIrRatio?: number;
}

/** An original query and a query shoppers searched for next in the same session. */
export interface RefinementPair {
  original: number;
  refined: number;
  /** Share of the original's sessions that went on to the refined query. */
  share: number;
}

const ORIGINALS = 20;
const SUGGESTIONS_PER_QUERY = 6;

/**
 * The refinements the data holds: a broad query narrowed down ('jacke' to 'regenjacke', 'zelt' to
 * 'zelt 2 personen') and a misspelt query typed again correctly ('regenjake' to 'regenjacke').
 */
export function refinementPairs(requests: KpiRequest[]): RefinementPair[] {
  const index = new Map(requests.map((request, i) => [request.label, i]));
  const byVolume = requests
    .map((_, i) => i)
    .sort((a, b) => (requests[b]?.gen.base ?? 0) - (requests[a]?.gen.base ?? 0));
  const narrowing = (i: number) =>
    byVolume
      .filter((j) => j !== i && (requests[j]?.label.includes(requests[i]?.label ?? '\u0000') ?? false))
      .slice(0, SUGGESTIONS_PER_QUERY);
  const broad = byVolume
    .filter((i) => !requests[i]?.correction && narrowing(i).length > 0)
    .slice(0, ORIGINALS - 4);
  const misspelt = byVolume
    .filter((i) => requests[i]?.correction && index.has(requests[i]?.correction ?? ''))
    .slice(0, 4);
  const pairs: RefinementPair[] = [];
  for (const original of broad) {
    for (const refined of narrowing(original)) {
      const seed = mix(requests[original]?.gen.seed ?? 0, requests[refined]?.gen.seed ?? 0);
      pairs.push({ original, refined, share: between(seed, 0.004, 0.08) });
    }
  }
  for (const original of misspelt) {
    const refined = index.get(requests[original]?.correction ?? '') ?? 0;
    pairs.push({ original, refined, share: 0.25 + 0.2 * unit(requests[original]?.gen.seed ?? 0) });
  }
  return pairs;
}

/** Server defaults for absent thresholds: a refinement must have happened at least once. */
export const defaultThresholds: Required<RefinementParameters> = {
  MinSessions: 1,
  MinRefinementRate: 0,
  MinRefinedIr: 0,
  MinIrRatio: 0,
};

export function refinementResults(
  requests: KpiRequest[],
  pairs: RefinementPair[],
  funnelOf: (request: number) => Funnel,
  thresholds: RefinementParameters,
): RefinementResults {
  const limits = { ...defaultThresholds, ...definedOnly(thresholds) };
  const ir = (f: Funnel) => (f.navigations > 0 ? f.sessions / f.navigations : 0);
  const byQuery: RefinementResults['ByQuery'] = {};
  for (const pair of pairs) {
    const original = funnelOf(pair.original);
    if (original.navigations === 0) continue;
    const refined = funnelOf(pair.refined);
    const count = Math.floor(original.navigations * pair.share);
    const suggestion: Suggestion = {
      RefinementQuery: requests[pair.refined]?.label ?? '',
      RefinementSessionCount: count,
      RefinementRate: count / original.navigations,
      RefinementPopularity: refined.navigations,
      RefinedIr: ir(refined),
      RefinedToOriginalIr: ir(original) > 0 ? ir(refined) / ir(original) : 0,
    };
    const passes =
      suggestion.RefinementSessionCount >= limits.MinSessions &&
      suggestion.RefinementRate >= limits.MinRefinementRate &&
      suggestion.RefinedIr >= limits.MinRefinedIr &&
      suggestion.RefinedToOriginalIr >= limits.MinIrRatio;
    if (!passes) continue;
    const label = requests[pair.original]?.label ?? '';
    const detail = (byQuery[label] ??= {
      OriginalQueryPopularity: original.navigations,
      OriginalQueryIr: ir(original),
      Suggestions: [],
    });
    detail.Suggestions.push(suggestion);
  }
  for (const detail of Object.values(byQuery)) {
    detail.Suggestions.sort(
      (a, b) =>
        b.RefinementSessionCount - a.RefinementSessionCount ||
        a.RefinementQuery.localeCompare(b.RefinementQuery),
    );
  }
  return { ByQuery: byQuery };
}

function definedOnly(thresholds: RefinementParameters): RefinementParameters {
  return Object.fromEntries(
    Object.entries(thresholds).filter(([, value]) => value !== undefined && value !== null),
  );
}
