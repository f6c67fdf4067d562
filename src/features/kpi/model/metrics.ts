import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { GroupedKpiResults, MainKpisPerDay, PerformanceResults } from '@/api/generated/model';
import { formatCurrency, formatNumber, formatPercent, numberFormat } from '@/lib/format';

export const metricIds = [
  'volume',
  'interactionRate',
  'interactionsPerNavigation',
  'averageInteractionPosition',
  'revenue',
] as const;
export type MetricId = (typeof metricIds)[number];

export const defaultMetrics: readonly MetricId[] = ['volume', 'interactionRate'];

export interface MetricDefinition {
  id: MetricId;
  label: MessageDescriptor;
  short: MessageDescriptor;
  /** Spec §9 definition, shown next to every number of this metric. */
  definition: MessageDescriptor;
  /** Whether a rise is good news (AIP: a lower position is better). */
  higherIsBetter: boolean;
  /** `currency`: the storefront's (spec: revenue per shop); only money metrics use it. */
  format: (value: number, locale: string, currency: string | null) => string;
  /** Short axis labels (1.2K, 3 Mio.). */
  formatAxis: (value: number, locale: string, currency: string | null) => string;
  fromTotals: (kpis: GroupedKpiResults) => number;
  /** Kpi/KpisPerDay has no IPN: null means "not available per day". */
  fromDay: ((day: MainKpisPerDay) => number) | null;
  fromRequest: ((row: PerformanceResults) => number) | null;
}

/** Always the same number of decimals, so a column of ratios lines up (0.80, not 0.8). */
const fixed = (value: number, locale: string, digits: number) =>
  numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);

const compact = (value: number, locale: string) =>
  numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);

export const metrics: Record<MetricId, MetricDefinition> = {
  volume: {
    id: 'volume',
    label: msg`Volume`,
    short: msg`Volume`,
    definition: msg`Session-unique queries: a query repeated within one session counts once.`,
    higherIsBetter: true,
    format: (value, locale) => formatNumber(value, locale),
    formatAxis: compact,
    fromTotals: (kpis) => kpis.Main.NavigationCount,
    fromDay: (day) => day.Count,
    fromRequest: (row) => row.Count,
  },
  interactionRate: {
    id: 'interactionRate',
    label: msg`Interaction Rate`,
    short: msg`IR`,
    definition: msg`Interaction Rate (IR): the share of queries followed by at least one interaction of the chosen type.`,
    higherIsBetter: true,
    format: (value, locale) =>
      numberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
        value,
      ),
    formatAxis: (value, locale) => formatPercent(value, locale, 0),
    fromTotals: (kpis) => kpis.Main.InteractionRate,
    fromDay: (day) => day.InteractionRate,
    fromRequest: (row) => row.InteractionRate,
  },
  interactionsPerNavigation: {
    id: 'interactionsPerNavigation',
    label: msg`Interactions Per Navigation`,
    short: msg`IPN`,
    definition: msg`Interactions Per Navigation (IPN): the interactions of the chosen type divided by the volume; it can exceed 1.`,
    higherIsBetter: true,
    format: (value, locale) => fixed(value, locale, 2),
    formatAxis: (value, locale) => formatNumber(value, locale, 2),
    fromTotals: (kpis) => kpis.Main.InteractionsPerNav,
    fromDay: null,
    fromRequest: (row) => row.InteractionsPerNav,
  },
  averageInteractionPosition: {
    id: 'averageInteractionPosition',
    label: msg`Average Interaction Position`,
    short: msg`AIP`,
    definition: msg`Average Interaction Position (AIP): the average result position of the products interacted with; lower is better.`,
    higherIsBetter: false,
    format: (value, locale) => fixed(value, locale, 1),
    formatAxis: (value, locale) => formatNumber(value, locale, 1),
    fromTotals: (kpis) => kpis.Main.InteractionPos,
    fromDay: (day) => day.Aip,
    fromRequest: (row) => row.InteractionPos,
  },
  revenue: {
    id: 'revenue',
    label: msg`Revenue`,
    short: msg`Revenue`,
    definition: msg`Revenue: the total price of purchases, whatever interaction type is chosen.`,
    higherIsBetter: true,
    // Cents matter on small amounts only; a card must hold millions.
    format: (value, locale, currency) =>
      Math.abs(value) >= 1000
        ? formatCurrency(value, locale, currency, { minimumFractionDigits: 0, maximumFractionDigits: 0 })
        : formatCurrency(value, locale, currency),
    formatAxis: (value, locale, currency) =>
      formatCurrency(value, locale, currency, {
        notation: 'compact',
        minimumFractionDigits: 0,
        maximumFractionDigits: 1,
      }),
    fromTotals: (kpis) => kpis.Revenue,
    fromDay: (day) => day.Revenue,
    fromRequest: null,
  },
};

/** Relative change against the previous period, or null when there is nothing to compare with. */
export function relativeChange(current: number, previous: number): number | null {
  if (!Number.isFinite(current) || !Number.isFinite(previous) || previous === 0) return null;
  return (current - previous) / previous;
}

/** "+12.3 %" / "−4.1 %" / "0 %": the sign is always written, so the change never relies on color. */
export function formatChange(change: number, locale: string): string {
  return numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(change);
}
