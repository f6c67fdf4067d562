import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useGetManualRecommendations } from '@/api/generated/endpoints/manual-recommendations/manual-recommendations';
import { useGetProductPositionOverridesWithProducts } from '@/api/generated/endpoints/pulse/pulse';
import type { ProductPositionOverride } from '@/api/generated/model';
import type { ChangeRange, ChartChanges } from '@/components/charts/change-marks';
import { formatIsoDate } from '@/lib/format';
import { usePortalScope, useScopeParams } from '@/scope/portal-scope';
import { describeChange } from './describe';
import type { JournalEntry } from './entry';
import { useJournalEntries } from './use-journal';

const dayOf = (iso: string | undefined) => (iso ? formatIsoDate(new Date(iso)) : null);
const scheduled = (pin: ProductPositionOverride) => Boolean(pin.StartTime || pin.EndTime);

/** The journal's entries as one marker per local day, newest change last. */
export function markersOf(entries: readonly JournalEntry[], describe: (entry: JournalEntry) => string) {
  const byDay = new Map<string, string[]>();
  for (const entry of [...entries].sort((a, b) => a.at - b.at)) {
    const day = formatIsoDate(new Date(entry.at));
    byDay.set(day, [...(byDay.get(day) ?? []), describe(entry)]);
  }
  return [...byDay].map(([date, changes]) => ({ date, changes }));
}

/**
 * What a time chart of the current scope marks: the signed-in user's journal entries, and the
 * scheduled pins and manual recommendations the user may see, as shaded ranges.
 */
export function useChartChanges(enabled = true): ChartChanges | undefined {
  const { t, i18n } = useLingui();
  const scope = useScopeParams();
  const { access } = usePortalScope().scope;
  const journal = useJournalEntries(scope);
  const pinsAllowed = enabled && (access.PulseAccess || access.PulseLocalPinsAccess);
  const pins = useGetProductPositionOverridesWithProducts(scope, {
    query: { enabled: pinsAllowed, meta: { silent: true } },
  });
  const recommendations = useGetManualRecommendations(scope, {
    query: { enabled: enabled && access.ManualRecommendationsAccess, meta: { silent: true } },
  });

  return useMemo(() => {
    if (!journal.data) return undefined;
    const ranges: ChangeRange[] = [];
    const span = (start?: string, end?: string) => `${dayOf(start) ?? '…'} – ${dayOf(end) ?? '…'}`;
    const pinRange = (id: string, product: string, pin: ProductPositionOverride, where: string) => {
      const position = pin.Position;
      const when = span(pin.StartTime, pin.EndTime);
      ranges.push({
        id,
        from: dayOf(pin.StartTime),
        to: dayOf(pin.EndTime),
        title: t`Pin: ${product} at position ${position} ${where}, ${when}`,
      });
    };
    if (pinsAllowed && pins.data) {
      for (const { Product, Pin } of pins.data.Global)
        if (scheduled(Pin.Pin))
          pinRange(`g${Product.Entity.ExternalId}`, Product.Title, Pin.Pin, t`everywhere`);
      for (const { Product, Pin } of pins.data.Query) {
        const query = Pin.Query;
        if (scheduled(Pin.Pin))
          pinRange(`q${query}${Product.Entity.ExternalId}`, Product.Title, Pin.Pin, t`for "${query}"`);
      }
      for (const { Product, Pin } of pins.data.Navigation) {
        const page = `${Pin.NavigationAttribute}: ${Pin.NavigationValue}`;
        if (scheduled(Pin.Pin))
          pinRange(`n${page}${Product.Entity.ExternalId}`, Product.Title, Pin.Pin, t`on the page ${page}`);
      }
    }
    for (const rule of recommendations.data ?? []) {
      for (const target of rule.TargetProducts.filter(scheduled)) {
        const source = rule.SourceProduct.ExternalId;
        const product = target.Entity.ExternalId;
        const when = span(target.StartTime, target.EndTime);
        ranges.push({
          id: `r${source}${product}`,
          from: dayOf(target.StartTime),
          to: dayOf(target.EndTime),
          title: t`Recommendation: ${product} with ${source}, ${when}`,
        });
      }
    }
    return { markers: markersOf(journal.data, (entry) => describeChange(entry, i18n)), ranges };
  }, [journal.data, pins.data, recommendations.data, pinsAllowed, t, i18n]);
}
