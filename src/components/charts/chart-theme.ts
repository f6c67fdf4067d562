import { DEFAULT_THEME } from '@mantine/core';
import type { PartialTheme } from '@nivo/theming';

const { gray } = DEFAULT_THEME.colors;

/** nivo theme in the portal's look (Mantine grays, the app's font). */
export const chartTheme: PartialTheme = {
  background: 'transparent',
  text: { fontSize: 11, fill: gray[7], fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  axis: {
    domain: { line: { stroke: gray[4], strokeWidth: 1 } },
    ticks: { line: { stroke: gray[4], strokeWidth: 1 }, text: { fontSize: 11, fill: gray[7] } },
  },
  grid: { line: { stroke: gray[2], strokeWidth: 1 } },
  crosshair: { line: { stroke: gray[6], strokeWidth: 1, strokeOpacity: 0.6 } },
};

// The right margin holds half of a last date label (the x axis may end on a tick).
export const chartMargin = { top: 12, right: 40, bottom: 32, left: 72 };
