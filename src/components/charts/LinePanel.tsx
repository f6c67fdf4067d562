import { Container, getRelativeCursor, isCursorInRect, useDimensions } from '@nivo/core';
import { canvasDefaultProps, useAreaGenerator, useLineGenerator } from '@nivo/line';
import { useTheme } from '@nivo/theming';
import { useTooltip } from '@nivo/tooltip';
import { useEffect, useMemo, useRef, type MouseEvent } from 'react';
import { chartMargin, useChartTheme } from './chart-theme';
import { ChartTooltip } from './ChartTooltip';
import { dateTicks, type PanelProps } from './chart-types';
import { drawLine } from './draw-line';
import { lineGeometry, nearestIndex } from './line-geometry';

const pointSize = 5;

/**
 * A canvas line of one metric per day; points only where there are few days (two years stay smooth).
 * Drawn like nivo's LineCanvas (its scales, axes, curve, tooltip), but without what LineCanvas
 * computes for features we do not use: a Delaunay mesh and an object per point on every render,
 * and a full redraw on every hover move.
 */
export default function LinePanel(props: PanelProps) {
  const chartTheme = useChartTheme();
  return (
    <Container theme={chartTheme} isInteractive animate={false}>
      <LineCanvasPanel {...props} />
    </Container>
  );
}

function LineCanvasPanel({ dates, series, width, height }: PanelProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const theme = useTheme();
  const { margin, innerWidth, innerHeight, outerWidth, outerHeight } = useDimensions(
    width,
    height,
    chartMargin,
  );
  const geometry = useMemo(
    () => lineGeometry(dates, series.values, innerWidth, innerHeight),
    [dates, series.values, innerWidth, innerHeight],
  );
  // Where days are closer than 3 px (two years), a smoothed curve looks no different from straight
  // segments, and its Bézier path costs the canvas several times as much to fill and stroke.
  const curve = dates.length > innerWidth / 3 ? 'linear' : 'monotoneX';
  const lineGenerator = useLineGenerator(curve);
  const areaGenerator = useAreaGenerator({ curve, yScale: geometry.yScale, areaBaselineValue: 0 });
  const { showTooltipFromEvent, hideTooltip } = useTooltip();

  // Drawn in the next frame, not in the effect: the panels mount in the same task as the page's
  // other sections, and drawing five canvases there made it one long task (on a phone
  // the page would not answer meanwhile). The frame before shows the empty canvas, which the draw then fills in place.
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const frame = requestAnimationFrame(() =>
      drawLine(element, {
        geometry,
        lineGenerator,
        areaGenerator,
        theme,
        color: series.color,
        outerWidth,
        outerHeight,
        innerWidth,
        innerHeight,
        margin,
        pixelRatio: canvasDefaultProps.pixelRatio,
        lineWidth: 2,
        areaOpacity: 0.08,
        pointRadius: dates.length <= 45 ? pointSize / 2 : 0,
        gridYValues: 4,
        axisBottom: { tickValues: dateTicks(dates, width), tickSize: 4, tickPadding: 6 },
        axisLeft: {
          tickValues: 4,
          tickSize: 0,
          tickPadding: 8,
          format: (value: number) => series.formatAxis(value),
        },
      }),
    );
    return () => cancelAnimationFrame(frame);
  }, [
    geometry,
    lineGenerator,
    areaGenerator,
    theme,
    series,
    outerWidth,
    outerHeight,
    innerWidth,
    innerHeight,
    margin,
    dates,
    width,
  ]);

  const onHover = (event: MouseEvent<HTMLCanvasElement>) => {
    if (!canvas.current) return;
    const [x, y] = getRelativeCursor(canvas.current, event);
    const index = isCursorInRect(margin.left, margin.top, innerWidth, innerHeight, x, y)
      ? nearestIndex(geometry.positions, x - margin.left, y - margin.top)
      : -1;
    if (index < 0) {
      hideTooltip();
      return;
    }
    const date = dates[index] as string;
    showTooltipFromEvent(
      <ChartTooltip
        date={date}
        label={series.label}
        value={series.format(series.values[index] ?? 0)}
        color={series.color}
      />,
      event,
    );
  };

  return (
    <canvas
      ref={canvas}
      width={outerWidth * canvasDefaultProps.pixelRatio}
      height={outerHeight * canvasDefaultProps.pixelRatio}
      style={{ width: outerWidth, height: outerHeight, cursor: 'auto' }}
      onMouseEnter={onHover}
      onMouseMove={onHover}
      onMouseLeave={hideTooltip}
    />
  );
}
