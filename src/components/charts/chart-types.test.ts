import { describe, expect, it } from 'vitest';
import { dateTicks } from './chart-types';

const days = (count: number) => Array.from({ length: count }, (_, i) => `d${i}`);

describe('dateTicks', () => {
  it('keeps every day when they fit', () => {
    expect(dateTicks(days(5), 1000)).toEqual(days(5));
  });

  it('thins two years of days to what the width holds, evenly from the first day', () => {
    const ticks = dateTicks(days(731), 950);
    expect(ticks.length).toBeLessThanOrEqual(10);
    expect(ticks[0]).toBe('d0');
    const step = Number(ticks[1]!.slice(1));
    expect(ticks.every((tick, i) => tick === `d${i * step}`)).toBe(true);
  });

  it('shows at least two ticks on a narrow chart and none without days', () => {
    expect(dateTicks(days(30), 100).length).toBe(2);
    expect(dateTicks([], 800)).toEqual([]);
  });
});
