import { normaliseQuery } from './keys';
import type { Finding } from './types';

export interface QueryTraffic {
  searches: number;
  revenue: number;
}

export type WeightedFinding = Finding & {
  /** Sum over the finding's distinct queries; `unknownQueries` of them had no figures in the map. */
  traffic: QueryTraffic & { unknownQueries: number };
};

/**
 * Weighs each finding by the traffic of the queries it touches (last 30 days, from the caller), so
 * a list can put the problems shoppers actually meet first. Each query counts once per finding,
 * however it is spelled; a finding without queries (a global pin, a boost) weighs 0.
 */
export function weighFindings(
  findings: readonly Finding[],
  traffic: ReadonlyMap<string, QueryTraffic>,
): WeightedFinding[] {
  return findings.map((finding) => {
    let searches = 0;
    let revenue = 0;
    let unknownQueries = 0;
    const counted = new Set<string>();
    for (const query of finding.queries) {
      const key = normaliseQuery(query);
      if (counted.has(key)) continue;
      counted.add(key);
      const figures = traffic.get(key);
      if (!figures) unknownQueries++;
      else {
        searches += figures.searches;
        revenue += figures.revenue;
      }
    }
    return { ...finding, traffic: { searches, revenue, unknownQueries } };
  });
}

/** Most searched first, then most revenue; a stable sort keeps the checks' order among equals. */
export function byTraffic(a: WeightedFinding, b: WeightedFinding): number {
  return b.traffic.searches - a.traffic.searches || b.traffic.revenue - a.traffic.revenue;
}
