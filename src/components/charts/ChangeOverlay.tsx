import { Box, Tooltip, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  averagesAround,
  dayIndex,
  rangeIndexes,
  type ChangeMarker,
  type ChartChanges,
  type MarkedSeries,
} from './change-marks';

/** Where a chart draws its days, in px within the chart's box. */
export interface PlotArea {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface ChangeOverlayProps {
  dates: readonly string[];
  /** None yet: the chart alone. */
  changes?: ChartChanges;
  plot: PlotArea;
  /** Horizontal centre of the day at this index of `dates`, in px within the chart's box. */
  x: (index: number) => number;
  /** The lines of a marker's tooltip (useMarkerText). */
  describe: (marker: ChangeMarker) => string[];
  /** The chart, drawn on a transparent background. */
  children: ReactNode;
}

/**
 * The shading of a range: the scheme's yellow mixed into its background, opaque so that ranges
 * lying over each other look like one, and faint enough in the dark scheme not to glare.
 */
export const rangeFill =
  'color-mix(in srgb, var(--mantine-color-yellow-filled) 18%, var(--mantine-color-body))';

/** The text of a marker: the changes, the series' 7-day averages around them, and what that means. */
export function useMarkerText() {
  const { t } = useLingui();
  return (changes: readonly string[], series: MarkedSeries, dates: readonly string[], date: string) => {
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
 * A chart with its changes: the shaded ranges beneath it, so its lines and bars stay readable and
 * its own hover still works (overlapping ranges do not add up either), and the markers above it in
 * HTML, as buttons that take the keyboard focus and show their tooltip on focus as on hover. The
 * ranges' titles are in the ChangeList below the chart.
 */
export function ChangeOverlay({ dates, changes, plot, x, describe, children }: ChangeOverlayProps) {
  const { t } = useLingui();
  const halfDay = dates.length > 1 ? (x(1) - x(0)) / 2 : plot.width / 2;

  // Positioned siblings paint in document order: ranges, then the chart, then the markers.
  return (
    <Box pos="relative">
      {changes?.ranges.map((range) => {
        const span = rangeIndexes(dates, range);
        if (!span) return null;
        const left = Math.max(plot.left, x(span.first) - halfDay);
        const right = Math.min(plot.left + plot.width, x(span.last) + halfDay);
        return (
          <Box
            key={range.id}
            aria-hidden="true"
            pos="absolute"
            top={plot.top}
            left={left}
            w={Math.max(2, right - left)}
            h={plot.height}
            bg={rangeFill}
            style={{ borderInline: '1px dashed var(--mantine-color-yellow-outline)' }}
          />
        );
      })}
      <Box pos="relative">{children}</Box>
      {changes?.markers.map((marker) => {
        const index = dayIndex(dates, marker.date);
        if (index === null) return null;
        const lines = describe(marker);
        const count = marker.changes.length;
        return (
          <Box key={marker.date}>
            <Box
              aria-hidden="true"
              pos="absolute"
              top={plot.top}
              left={x(index) - 1}
              w={2}
              h={plot.height}
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
                top={plot.top - 8}
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
    </Box>
  );
}
