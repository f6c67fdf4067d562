import { describe, expect, it } from 'vitest';
import { rankChartModel } from './rank-chart';

const kpis = { PulseScore: 1, Momentum: 1, Popularity: 1 };
const entry = (day: number, Rank: number) => ({
  Rank,
  DateUtc: `2026-11-${String(day).padStart(2, '0')}T00:00:00Z`,
  ExtraKpis: kpis,
});

describe('rankChartModel', () => {
  const box = { width: 100, height: 50, pad: 0 };

  it('puts rank 1 at the top and the worst rank at the bottom, oldest day left', () => {
    const model = rankChartModel([entry(1, 1), entry(2, 5), entry(3, 3)], [], box);
    expect(model.maxRank).toBe(5);
    expect(rankChartModel([entry(1, 1), entry(2, 2)], [], box).maxRank).toBe(5);
    expect(model.segments).toHaveLength(1);
    expect(model.segments[0]!.map((p) => [p.x, p.y])).toEqual([
      [0, 0],
      [50, 50],
      [100, 25],
    ]);
  });

  it('breaks the line at unknown ranks and sets out-of-range days apart', () => {
    const model = rankChartModel(
      [entry(1, 2), entry(2, -1), entry(3, 40), entry(4, 1_000_000_100), entry(5, 3)],
      [],
      { ...box, band: 10 },
    );
    expect(model.segments.map((s) => s.length)).toEqual([1, 1, 1]);
    expect(model.outOfRange).toHaveLength(1);
    expect(model.outOfRange[0]!.y).toBe(50);
    // the excess of an out-of-range marker does not stretch the scale; the scale ends above the band
    expect(model.maxRank).toBe(40);
    expect(model.yOf(40)).toBe(40);
  });

  it('marks the pinned positions on their days', () => {
    const model = rankChartModel(
      [entry(1, 9), entry(2, 9)],
      [{ Rank: 1, DateUtc: '2026-11-02T00:00:00Z' }],
      box,
    );
    expect(model.pins).toEqual([{ x: 100, y: 0, rank: 1, date: '2026-11-02T00:00:00Z' }]);
  });
});
