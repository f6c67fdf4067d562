import { Accordion, List, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ChartChanges, MarkedSeries } from './change-marks';
import { useMarkerText } from './ChangeOverlay';

/**
 * The changes of a chart as text beside it: every marker with the averages of each series, and
 * every shaded range, readable and reachable without pointing at the chart.
 */
export function ChangeList({
  changes,
  dates,
  series,
}: {
  changes: ChartChanges;
  dates: readonly string[];
  series: readonly MarkedSeries[];
}) {
  const { t } = useLingui();
  const markerText = useMarkerText();
  const start = dates[0] ?? '';
  const end = dates[dates.length - 1] ?? '';
  const markers = changes.markers.filter((marker) => marker.date >= start && marker.date <= end);
  const count = markers.reduce((sum, marker) => sum + marker.changes.length, 0) + changes.ranges.length;
  if (count === 0) return null;
  return (
    <Accordion variant="contained" mt="sm">
      <Accordion.Item value="changes">
        <Accordion.Control>{t`Changes in this period (${count})`}</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="xs">
            <List size="sm" spacing={6}>
              {markers.map((marker) => (
                <List.Item key={marker.date}>
                  <Text size="sm" fw={600} span>
                    {marker.date}:{' '}
                  </Text>
                  {marker.changes.join('; ')}
                  {series.map((item) => (
                    <Text key={item.id} size="xs" c="dimmed">
                      {markerText([], item, dates, marker.date)[0]}
                    </Text>
                  ))}
                </List.Item>
              ))}
              {changes.ranges.map((range) => (
                <List.Item key={range.id}>{range.title}</List.Item>
              ))}
            </List>
            <Text size="xs" c="dimmed">
              {t`This shows what happened around the change, not that the change caused it.`}
            </Text>
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
