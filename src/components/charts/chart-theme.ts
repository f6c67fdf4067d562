import { DEFAULT_THEME, useComputedColorScheme } from '@mantine/core';
import type { PartialTheme } from '@nivo/theming';
import { chartFontFamily as fontFamily, chartFontSize as fontSize } from './chart-font';

const { gray, dark } = DEFAULT_THEME.colors;

/** nivo theme in the portal's look (Mantine's greys, the app's font) for one colour scheme. */
function chartThemeOf(scheme: 'light' | 'dark'): PartialTheme {
  // Canvas colours cannot read CSS variables: the scheme's values, as Mantine's text and lines use them.
  const text = scheme === 'light' ? gray[7] : dark[1];
  const line = scheme === 'light' ? gray[4] : dark[3];
  const grid = scheme === 'light' ? gray[2] : dark[5];
  return {
    background: 'transparent',
    text: { fontSize, fill: text, fontFamily },
    axis: {
      domain: { line: { stroke: line, strokeWidth: 1 } },
      ticks: { line: { stroke: line, strokeWidth: 1 }, text: { fontSize, fill: text } },
    },
    grid: { line: { stroke: grid, strokeWidth: 1 } },
    crosshair: {
      line: { stroke: scheme === 'light' ? gray[6] : dark[2], strokeWidth: 1, strokeOpacity: 0.6 },
    },
  };
}

const chartThemes = { light: chartThemeOf('light'), dark: chartThemeOf('dark') } as const;

/** The chart theme of the colour scheme on screen; charts redraw when it changes. */
export function useChartTheme(): PartialTheme {
  return chartThemes[useComputedColorScheme('light')];
}

// The right margin holds half of a last date label (the x axis may end on a tick).
export const chartMargin = { top: 12, right: 40, bottom: 32, left: 72 };
