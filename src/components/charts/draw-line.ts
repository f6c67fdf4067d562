import { renderAxesToCanvas, renderGridLinesToCanvas, type CanvasAxisProps } from '@nivo/axes';
import type { AreaGenerator, LineGenerator } from '@nivo/line';
import type { Theme } from '@nivo/theming';
import type { LineGeometry } from './line-geometry';

export interface LineDrawing {
  geometry: LineGeometry;
  lineGenerator: LineGenerator;
  areaGenerator: AreaGenerator;
  theme: Theme;
  color: string;
  outerWidth: number;
  outerHeight: number;
  innerWidth: number;
  innerHeight: number;
  margin: { top: number; left: number };
  pixelRatio: number;
  lineWidth: number;
  areaOpacity: number;
  /** Radius of the day points; 0 draws none. */
  pointRadius: number;
  gridYValues: number;
  axisBottom: CanvasAxisProps<string>;
  axisLeft: CanvasAxisProps<number>;
}

/**
 * Draws a panel with the same canvas calls, in the same order, as nivo's LineCanvas does for our
 * props (grid, axes, area, line, points), so it looks the same; only the work around them is gone.
 */
export function drawLine(canvas: HTMLCanvasElement, d: LineDrawing) {
  canvas.width = d.outerWidth * d.pixelRatio;
  canvas.height = d.outerHeight * d.pixelRatio;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const { xScale, yScale, positions } = d.geometry;
  ctx.scale(d.pixelRatio, d.pixelRatio);
  ctx.fillStyle = d.theme.background;
  ctx.fillRect(0, 0, d.outerWidth, d.outerHeight);
  ctx.translate(d.margin.left, d.margin.top);

  const gridLineWidth = d.theme.grid.line.strokeWidth ?? 0;
  if (typeof gridLineWidth !== 'string' && gridLineWidth > 0) {
    ctx.lineWidth = gridLineWidth;
    ctx.strokeStyle = d.theme.grid.line.stroke as string;
    renderGridLinesToCanvas(ctx, {
      width: d.innerWidth,
      height: d.innerHeight,
      scale: yScale,
      axis: 'y',
      values: d.gridYValues,
    });
  }
  renderAxesToCanvas(ctx, {
    xScale,
    yScale,
    width: d.innerWidth,
    height: d.innerHeight,
    bottom: d.axisBottom,
    left: d.axisLeft,
    theme: d.theme,
  });

  ctx.save();
  ctx.globalAlpha = d.areaOpacity;
  d.areaGenerator.context(ctx);
  ctx.fillStyle = d.color;
  ctx.beginPath();
  d.areaGenerator(positions);
  ctx.fill();
  ctx.restore();

  d.lineGenerator.context(ctx);
  ctx.strokeStyle = d.color;
  ctx.lineWidth = d.lineWidth;
  ctx.beginPath();
  d.lineGenerator(positions);
  ctx.stroke();

  if (d.pointRadius > 0) {
    for (const point of positions) {
      ctx.fillStyle = d.color;
      ctx.beginPath();
      ctx.arc(point.x, point.y, d.pointRadius, 0, 2 * Math.PI);
      ctx.fill();
    }
  }
}
