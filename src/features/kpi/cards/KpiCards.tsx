import { useLingui } from '@lingui/react/macro';
import { Box, SimpleGrid, Text } from '@mantine/core';
import type { FailedLoad } from '@/api/load-state';
import { LoadFailure } from '@/components/LoadFailure';
import type { GroupedKpiResults } from '@/api/generated/model';
import { formatNumber } from '@/lib/format';
import type { DateRange } from '../model/date-range';
import { metricIds, metrics } from '../model/metrics';
import { KpiCard } from './KpiCard';

interface KpiCardsProps {
  current: GroupedKpiResults | undefined;
  /** The previous period's KPIs (undefined while loading); without `previousRange` no change is shown. */
  previous?: GroupedKpiResults | undefined;
  previousRange?: DateRange;
  /** The KPIs could not be loaded: said in place of the cards, with a way to try again. */
  failure?: FailedLoad | null;
}

/** The five main KPIs (spec §9) in a row of cards, each with its change against the previous period. */
export function KpiCards({ current, previous, previousRange, failure = null }: KpiCardsProps) {
  const { t, i18n } = useLingui();
  if (failure)
    return (
      <Box mb="lg">
        <LoadFailure error={failure.error} onRetry={failure.retry} />
      </Box>
    );
  const interactions = current ? formatNumber(current.Main.InteractionCount, i18n.locale) : '';
  const from = previousRange?.startDate;
  const to = previousRange?.endDate;
  return (
    <>
      {previousRange ? (
        <Text size="xs" c="dimmed" mb={6}>
          {t`Changes against the previous period of the same length (${from} – ${to}).`}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="md" mb="lg">
        {metricIds.map((id) => {
          const metric = metrics[id];
          return (
            <KpiCard
              key={id}
              metric={metric}
              value={current ? metric.fromTotals(current) : undefined}
              comparison={
                previousRange ? { previous: previous ? metric.fromTotals(previous) : undefined } : undefined
              }
              detail={id === 'interactionRate' && current ? t`${interactions} interactions` : undefined}
            />
          );
        })}
      </SimpleGrid>
    </>
  );
}
