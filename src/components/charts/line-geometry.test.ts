import { computeXYScalesForSeries, type ScaleLinear } from '@nivo/scales';
import { describe, expect, it } from 'vitest';
import { lineGeometry, nearestIndex } from './line-geometry';

const dates = Array.from({ length: 731 }, (_, i) =>
  new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
);
// Deterministic, uneven values with steep steps, as real traffic has.
const values = dates.map((_, i) => Math.round(20_000 + 8_000 * Math.sin(i / 9) + ((i * 7919) % 3_001)));

describe('lineGeometry', () => {
  it('puts every day where nivo LineCanvas puts it, with the same scales and ticks', () => {
    const ours = lineGeometry(dates, values, 884, 156);
    const nivo = computeXYScalesForSeries(
      [{ id: 'volume', data: dates.map((x, i) => ({ x, y: values[i] ?? 0 })) }],
      { type: 'point' },
      { type: 'linear', min: 0, max: 'auto' },
      884,
      156,
    );
    // nivo's types lose the computed positions and the scale kind; the values have both.
    const computed = nivo.series[0] as unknown as { data: { position: { x: number; y: number } }[] };
    const yScale = nivo.yScale as ScaleLinear<number>;
    expect(ours.positions).toEqual(computed.data.map((datum) => datum.position));
    expect(ours.yScale.domain()).toEqual(yScale.domain());
    expect(ours.yScale.ticks(4)).toEqual(yScale.ticks(4));
    expect(ours.xScale.domain()).toEqual(nivo.xScale.domain());
  });

  it('draws missing values as zero, as the panel did', () => {
    expect(lineGeometry(['a', 'b'], [5], 100, 100).positions[1]!.y).toBe(100);
  });
});

describe('nearestIndex', () => {
  it('finds the nearest day in the plane, like a Delaunay search', () => {
    const { positions } = lineGeometry(dates, values, 884, 156);
    const brute = (x: number, y: number) => {
      let best = 0;
      positions.forEach((p, i) => {
        const q = positions[best]!;
        if ((p.x - x) ** 2 + (p.y - y) ** 2 < (q.x - x) ** 2 + (q.y - y) ** 2) best = i;
      });
      return best;
    };
    for (let x = -5; x <= 890; x += 3.7) {
      for (const y of [0, 40, 78, 120, 156]) expect(nearestIndex(positions, x, y)).toBe(brute(x, y));
    }
  });

  it('has no nearest day without days', () => {
    expect(nearestIndex([], 10, 10)).toBe(-1);
  });
});
