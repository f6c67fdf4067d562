/** The charts' text: the app's font (src/app/theme.ts) at the axis labels' size. */
export const chartFontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
export const chartFontSize = 11;

let warmed = false;

/**
 * A canvas resolves a font string the first time one is set, which took a chart's first draw about
 * 10 ms on a desktop's CPU (four times that on a phone's), inside the frame that draws it. Done
 * once in a task of its own while the chart's code loads, the draw finds it resolved.
 */
export function warmChartFont(): void {
  if (warmed) return;
  warmed = true;
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return;
  context.font = `${chartFontSize}px ${chartFontFamily}`;
  context.measureText('0123456789-');
}
