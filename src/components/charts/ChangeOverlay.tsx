import { Box, Tooltip, UnstyledButton } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { averagesAround, dayIndex, dayX, rangeIndexes, type ChartChanges } from './change-marks';
import { chartMargin } from './chart-theme';
import type { ChartKind, TimeSeries } from './chart-types';

export interface ChangeOverlayProps {
  kind: ChartKind;
  dates: readonly string[];
  series: TimeSeries;
  width: number;
  height: number;
  changes: ChartChanges;
}

/** The text of a marker: the changes, the series' 7-day averages around them, and what that means. */
export function useMarkerText() {
  const { t } = useLingui();
  return (changes: readonly string[], series: TimeSeries, dates: readonly string[], date: string) => {
    const { before, after } = averagesAround(dates, series.values, date);
    const metric = series.label;
    const was = before === null ? '–' : series.format(before);
    const is = after === null ? '–' : series.format(after);
    return [
      ...changes,
      t`${metric}, 7-day average: ${was} before, ${is} after.`,
      t`This shows what happened around the change, not that the change caused it.`,
    ];
  };
}

/**
 * Markers and shaded ranges over one panel, in HTML above its canvas: the markers are buttons, so
 * they take the keyboard focus and show their tooltip on focus as on hover.
 */
export function ChangeOverlay({ kind, dates, series, width, height, changes }: ChangeOverlayProps) {
  const { t } = useLingui();
  const markerText = useMarkerText();
  const innerWidth = width - chartMargin.left - chartMargin.right;
  const innerHeight = height - chartMargin.top - chartMargin.bottom;
  const padding = kind === 'bar' && dates.length <= 120 ? 0.2 : 0;
  const x = (index: number) => chartMargin.left + dayX(index, dates.length, innerWidth, kind, padding);
  const halfDay = dates.length > 1 ? (x(1) - x(0)) / 2 : innerWidth / 2;

  return (
    <>
      {changes.ranges.map((range) => {
        const span = rangeIndexes(dates, range);
        if (!span) return null;
        const left = Math.max(chartMargin.left, x(span.first) - halfDay);
        const right = Math.min(chartMargin.left + innerWidth, x(span.last) + halfDay);
        return (
          <Tooltip key={range.id} label={range.title} multiline w={260} withinPortal>
            <Box
              aria-hidden="true"
              pos="absolute"
              top={chartMargin.top}
              left={left}
              w={Math.max(2, right - left)}
              h={innerHeight}
              bg="var(--mantine-color-yellow-light)"
              style={{ borderInline: '1px dashed var(--mantine-color-yellow-outline)' }}
            />
          </Tooltip>
        );
      })}
      {changes.markers.map((marker) => {
        const index = dayIndex(dates, marker.date);
        if (index === null) return null;
        const lines = markerText(marker.changes, series, dates, marker.date);
        const count = marker.changes.length;
        return (
          <Box key={marker.date}>
            <Box
              aria-hidden="true"
              pos="absolute"
              top={chartMargin.top}
              left={x(index) - 1}
              w={2}
              h={innerHeight}
              bg="var(--mantine-color-red-filled)"
              style={{ pointerEvents: 'none' }}
            />
            <Tooltip
              label={lines.map((line) => (
                <div key={line}>{line}</div>
              ))}
              multiline
              w={300}
              events={{ hover: true, focus: true, touch: true }}
              withinPortal
            >
              <UnstyledButton
                aria-label={[t`${count} changes on ${marker.date}`, ...lines].join(' ')}
                pos="absolute"
                top={chartMargin.top - 8}
                left={x(index) - 8}
                w={16}
                h={16}
                bg="var(--mantine-color-red-filled)"
                style={{
                  borderRadius: 4,
                  transform: 'rotate(45deg)',
                  border: '2px solid var(--mantine-color-body)',
                }}
              />
            </Tooltip>
          </Box>
        );
      })}
    </>
  );
}
