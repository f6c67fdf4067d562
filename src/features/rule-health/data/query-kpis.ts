import { getMainKpisForMatchingQueries } from '@/api/generated/endpoints/kpi/kpi';
import { rateLimitWatch } from '@/bulk/engine';
import { runPacedReads, type ReadOutcome } from '@/bulk/engine/paced-reads';
import { classifyApiError } from '@/bulk/transfer/classify-api-error';
import { addDays } from '@/lib/iso-day';
import type { RuleScope } from '@/rules/rule-set';

/** Searches and revenue of one query over a period (an exact match, as the engine matches rules). */
export interface QueryKpis {
  searches: number;
  revenue: number;
}

/** The two periods rule health reads: traffic weighs findings, dormancy looks for rules nobody searches. */
export type KpiPeriod = 30 | 90;

export type QueryKpiOutcome = ReadOutcome<QueryKpis>;

/** Known figures per scope, period and day: a figure read today stays true until tomorrow. */
const cache = new Map<string, Map<string, QueryKpis>>();

const cacheKey = (scope: RuleScope, period: KpiPeriod, today: string) =>
  JSON.stringify([scope.customerId, scope.storefrontId, scope.languageCode, period, today]);

function cachedFigures(scope: RuleScope, period: KpiPeriod, today: string): Map<string, QueryKpis> {
  const key = cacheKey(scope, period, today);
  let figures = cache.get(key);
  if (!figures) {
    figures = new Map();
    cache.set(key, figures);
  }
  return figures;
}

/** Forgets every cached figure (tests; a new day forgets by itself). */
export function clearQueryKpiCache(): void {
  cache.clear();
}

export interface QueryKpiRead {
  scope: RuleScope;
  /** Normalised queries (normaliseQuery). */
  queries: readonly string[];
  period: KpiPeriod;
  /** The last day of the period, YYYY-MM-DD (today, in the user's calendar). */
  today: string;
  onRead?: (query: string, outcome: QueryKpiOutcome) => void;
  signal?: AbortSignal;
}

/**
 * The KPIs of each query over the period ending today, read one call per query through the bulk
 * engine's pacing, so thousands of queries stay below the server's read limit. Figures already read
 * today come from the cache without a call; failed and rate-limited reads are not cached (a retry
 * reads them again) and come back as such, never as zero.
 */
export async function readQueryKpis({
  scope,
  queries,
  period,
  today,
  onRead,
  signal,
}: QueryKpiRead): Promise<Map<string, QueryKpiOutcome>> {
  const known = cachedFigures(scope, period, today);
  const outcomes = new Map<string, QueryKpiOutcome>();
  const missing: string[] = [];
  for (const query of queries) {
    const figures = known.get(query);
    if (!figures) {
      missing.push(query);
      continue;
    }
    const outcome: QueryKpiOutcome = { state: 'read', value: figures };
    outcomes.set(query, outcome);
    onRead?.(query, outcome);
  }
  const startDate = addDays(today, -(period - 1));
  const limit = rateLimitWatch();
  const read = await runPacedReads<string, QueryKpis>(
    missing,
    {
      read: async (query, callSignal) => {
        const kpis = await getMainKpisForMatchingQueries(
          {
            ...scope,
            startDate,
            endDate: today,
            navigationType: 'search',
            specificQuery: query,
            matchType: 0,
          },
          { signal: callSignal, onResponseHeaders: limit.note },
        );
        return { searches: kpis.Main.NavigationCount, revenue: kpis.Revenue };
      },
      classify: classifyApiError,
      rateLimit: limit.latest,
    },
    {
      onRead: (query, outcome) => {
        if (outcome.state === 'read') known.set(query, outcome.value);
        onRead?.(query, outcome);
      },
    },
    signal,
  );
  for (const [query, outcome] of read) outcomes.set(query, outcome);
  return outcomes;
}
