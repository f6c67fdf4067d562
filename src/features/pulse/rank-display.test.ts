import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chartRank, formatRank, rankSortValue } from './rank-display';

describe('formatRank', () => {
  it('shows -1 as unknown', () => {
    expect(formatRank(-1)).toBe('?');
  });

  it('shows other values that are no 1-based rank as unknown too', () => {
    expect(formatRank(0)).toBe('?');
    expect(formatRank(-5)).toBe('?');
    expect(formatRank(2.5)).toBe('?');
    expect(formatRank(Number.NaN)).toBe('?');
  });

  it('shows ranks up to and including 1e9 as they are', () => {
    expect(formatRank(1)).toBe('1');
    expect(formatRank(187)).toBe('187');
    expect(formatRank(1_000_000_000)).toBe('1000000000');
  });

  it('shows a rank above 1e9 as the excess followed by +', () => {
    expect(formatRank(1_000_000_001)).toBe('1+');
    expect(formatRank(1_000_000_050)).toBe('50+');
    expect(formatRank(1_000_000_200)).toBe('200+');
    expect(formatRank(3_000_000_000)).toBe('2000000000+');
  });

  it('never shows a negative excess or an empty text', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 5_000_000_000 }), (rank) => {
        const text = formatRank(rank);
        expect(text).not.toBe('');
        expect(text).not.toMatch(/-/);
      }),
    );
  });
});

describe('chartRank and rankSortValue', () => {
  it('leaves a gap for unknown ranks and marks out-of-range ones', () => {
    expect(chartRank(-1)).toBeNull();
    expect(chartRank(7)).toEqual({ value: 7, outOfRange: false });
    expect(chartRank(1_000_000_100)).toEqual({ value: 100, outOfRange: true });
  });

  it('sorts ranked, then out of range, then unknown', () => {
    const sorted = [-1, 1_000_000_100, 3, 1].sort((a, b) => rankSortValue(a) - rankSortValue(b));
    expect(sorted).toEqual([1, 3, 1_000_000_100, -1]);
  });
});
