import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Entity, PinsWithProductsResponse } from '@/api/generated/model';
import type { ChartChanges } from '@/components/charts/change-marks';
import { markersOf, pinRanges } from '@/journal/chart-changes';
import { describeChange } from '@/journal/describe';
import { useJournalEntries } from '@/journal/use-journal';
import { useScopeParams } from '@/scope/portal-scope';
import type { PinContext } from './pin-context';
import { concernsRanking, pinAppliesIn } from './rank-changes';

/**
 * What a product's rank history marks: the signed-in user's journal entries that bear on its rank
 * in this ranking, and its scheduled pins that apply here as shaded ranges.
 */
export function useRankChanges(
  entity: Entity,
  ranking: PinContext,
  pins: PinsWithProductsResponse | undefined,
): ChartChanges | undefined {
  const { i18n } = useLingui();
  const journal = useJournalEntries(useScopeParams());
  return useMemo(() => {
    if (!journal.data) return undefined;
    const entries = journal.data.filter((entry) => concernsRanking(entry, entity, ranking));
    return {
      markers: markersOf(entries, (entry) => describeChange(entry, i18n)),
      ranges: pins ? pinRanges(pins, i18n, (place) => pinAppliesIn(place, ranking)) : [],
    };
  }, [journal.data, entity, ranking, pins, i18n]);
}
