import { describe, expect, test } from 'vitest';
import { averagesAround, dayIndex, dayX, rangeIndexes } from './change-marks';

const dates = Array.from({ length: 20 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`);
const values = dates.map((_, i) => (i < 10 ? 10 : 20));

describe('changes on a time chart', () => {
  test('averages the 7 days before a change and the change day with the 6 after', () => {
    expect(averagesAround(dates, values, '2026-03-11')).toEqual({ before: 10, after: 20 });
    // Near the start only the days the chart has count.
    expect(averagesAround(dates, values, '2026-03-02')).toEqual({ before: 10, after: 10 });
    expect(averagesAround(dates, values, '2026-03-01')).toEqual({ before: null, after: 10 });
    expect(averagesAround(dates, values, '2026-04-01')).toEqual({ before: 20, after: null });
    // Days without a value (a rank not known that day) are left out, not counted as zero.
    const gaps = values.map((value, i) => (i === 8 || i >= 10 ? null : value));
    expect(averagesAround(dates, gaps, '2026-03-11')).toEqual({ before: 10, after: null });
  });

  test('places days like the panels: points for lines, band centres for bars', () => {
    expect(dayX(0, 5, 400, 'line')).toBe(0);
    expect(dayX(4, 5, 400, 'line')).toBe(400);
    expect(dayX(0, 4, 400, 'bar')).toBe(50);
    expect(dayX(3, 4, 400, 'bar')).toBe(350);
  });

  test('finds days and clips ranges to the chart', () => {
    expect(dayIndex(dates, '2026-03-05')).toBe(4);
    expect(dayIndex(dates, '2026-02-28')).toBeNull();
    expect(rangeIndexes(dates, { from: null, to: '2026-03-03' })).toEqual({ first: 0, last: 2 });
    expect(rangeIndexes(dates, { from: '2026-03-18', to: null })).toEqual({ first: 17, last: 19 });
    expect(rangeIndexes(dates, { from: '2026-04-02', to: '2026-04-05' })).toBeNull();
  });
});
