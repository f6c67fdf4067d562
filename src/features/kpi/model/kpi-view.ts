import { resolveRange, type DateRange } from './date-range';
import { defaultMetrics, type MetricId } from './metrics';
import type { KpiSearch } from './search-params';

export type ChartType = 'line' | 'bar';

/** What the KPI screens show, with every default applied to the URL's (already validated) values. */
export interface KpiView {
  range: DateRange;
  chartType: ChartType;
  metrics: readonly MetricId[];
  /** The A/B splits asked for in the URL (checked against the scope's splits when they arrive). */
  splits: readonly string[];
}

export function resolveKpiView(search: KpiSearch, today: string): KpiView {
  return {
    range: resolveRange(search.startDate, search.endDate, today),
    chartType: search.chartType ?? 'line',
    metrics: search.metrics ?? defaultMetrics,
    splits: search.split ?? [],
  };
}
