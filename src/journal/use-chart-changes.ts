import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useGetManualRecommendations } from '@/api/generated/endpoints/manual-recommendations/manual-recommendations';
import { useGetProductPositionOverridesWithProducts } from '@/api/generated/endpoints/pulse/pulse';
import type { ChangeRange, ChartChanges } from '@/components/charts/change-marks';
import { usePortalScope, useScopeParams } from '@/scope/portal-scope';
import { dayOf, markersOf, pinRanges, scheduled, spanOf } from './chart-changes';
import { describeChange } from './describe';
import { useJournalEntries } from './use-journal';

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
    const ranges: ChangeRange[] = pinsAllowed && pins.data ? pinRanges(pins.data, i18n) : [];
    for (const rule of recommendations.data ?? []) {
      for (const target of rule.TargetProducts.filter(scheduled)) {
        const source = rule.SourceProduct.ExternalId;
        const product = target.Entity.ExternalId;
        const when = spanOf(target.StartTime, target.EndTime);
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
