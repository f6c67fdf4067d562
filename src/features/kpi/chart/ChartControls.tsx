import { useLingui } from '@lingui/react/macro';
import { Chip, Group, SegmentedControl } from '@mantine/core';
import type { ChartType } from '../model/kpi-view';
import { metrics, type MetricId } from '../model/metrics';
import { dailyMetricIds } from './chart-series';

interface ChartControlsProps {
  chartType: ChartType;
  chosen: readonly MetricId[];
  onChartType: (chartType: ChartType) => void;
  onMetrics: (metrics: MetricId[]) => void;
}

/** Spec §9 chart types (line or bar) and the metrics drawn; at least one metric stays chosen. */
export function ChartControls({ chartType, chosen, onChartType, onMetrics }: ChartControlsProps) {
  const { t, i18n } = useLingui();
  const value = dailyMetricIds.filter((id) => chosen.includes(id));
  return (
    <Group gap="md" wrap="wrap">
      <Group gap={6} role="group" aria-label={t`Chart metrics`}>
        <Chip.Group
          multiple
          value={value}
          onChange={(next) => {
            if (next.length > 0) onMetrics(dailyMetricIds.filter((id) => next.includes(id)));
          }}
        >
          {dailyMetricIds.map((id) => (
            <Chip key={id} value={id} size="xs" variant="outline">
              {i18n._(metrics[id].label)}
            </Chip>
          ))}
        </Chip.Group>
      </Group>
      <SegmentedControl
        aria-label={t`Chart type`}
        size="xs"
        value={chartType}
        onChange={onChartType}
        data={[
          { value: 'line', label: t`Line chart` },
          { value: 'bar', label: t`Bar chart` },
        ]}
      />
    </Group>
  );
}
