import { Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMarkInteractionTypePicked, type KpiFilter } from '../hooks/use-kpi-filter';
import type { DateRange } from '../model/date-range';
import { interactionTypeUrlValue, type InteractionTypeName } from '../model/kpi-types';
import type { KpiSearch } from '../model/search-params';
import { DateRangeControl } from './DateRangeControl';
import { InteractionTypeControl } from './InteractionTypeControl';
import { SplitControl } from './SplitControl';

interface KpiToolbarProps {
  filter: KpiFilter;
  onChange: (patch: Partial<KpiSearch>) => void;
  children?: ReactNode;
}

/** The filter every KPI screen shares: period, interaction type and A/B splits, all kept in the URL. */
export function KpiToolbar({ filter, onChange, children }: KpiToolbarProps) {
  const markPicked = useMarkInteractionTypePicked();
  return (
    <Paper withBorder p="md" radius="md" mb="lg">
      <Group gap="lg" align="flex-end" wrap="wrap">
        <DateRangeControl range={filter.range} onChange={(range: DateRange) => onChange(range)} />
        <InteractionTypeControl
          value={filter.interactionType}
          onChange={(interactionType: InteractionTypeName) => {
            markPicked();
            // Spec §3: All is the default, so it leaves the URL instead of being written into it.
            onChange({ interactionType: interactionTypeUrlValue(interactionType) });
          }}
        />
        <SplitControl
          available={filter.availableSplits}
          value={filter.splits}
          // An empty list, not an absent one: the KPI routes carry the splits over, so only an explicit
          // empty value clears them.
          onChange={(split) => onChange({ split })}
        />
        {children}
      </Group>
    </Paper>
  );
}
