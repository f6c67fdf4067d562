import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { rowWindow } from './virtual-table-window';

/** The naive window: every row whose box overlaps the viewport, plus the overscan either side. */
function naiveWindow(count: number, rowHeight: number, scrollTop: number, height: number, overscan: number) {
  const visible: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const top = index * rowHeight;
    if (top + rowHeight > scrollTop && top < scrollTop + height) visible.push(index);
  }
  if (visible.length === 0) {
    // Scrolled past the end (the list just got shorter) or no height: the last row, or the first.
    if (count === 0) return { start: 0, end: -1 };
    const at = scrollTop >= count * rowHeight ? count - 1 : 0;
    return { start: Math.max(0, at - overscan), end: Math.min(count - 1, at + overscan) };
  }
  return { start: Math.max(0, visible[0]! - overscan), end: Math.min(count - 1, visible.at(-1)! + overscan) };
}

describe('rowWindow', () => {
  test('the rows in view plus the overscan, as the naive scan over every row finds them', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 1, max: 80 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 1, max: 2_000 }),
        fc.integer({ min: 0, max: 4 }),
        (count, rowHeight, scrollTop, height, overscan) => {
          expect(rowWindow(count, rowHeight, scrollTop, height, overscan)).toEqual(
            naiveWindow(count, rowHeight, scrollTop, height, overscan),
          );
        },
      ),
      { numRuns: 2_000 },
    );
  });

  test('100,000 rows scrolled to the middle: a screenful, not the list', () => {
    expect(rowWindow(100_000, 52, 52 * 50_000 + 10, 520, 2)).toEqual({ start: 49_998, end: 50_012 });
    expect(rowWindow(0, 52, 0, 520, 2)).toEqual({ start: 0, end: -1 });
  });
});
