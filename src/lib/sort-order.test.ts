import { describe, expect, it } from 'vitest';
import { sortOrder } from './sort-order';

const sorted = (values: (string | number)[], direction: 1 | -1 = 1) =>
  Array.from(sortOrder(values, direction), (index) => values[index]);

describe('sortOrder', () => {
  it('orders texts as people read them: case and accents ignored, digit runs by value', () => {
    expect(sorted(['b', 'Ä', 'a10', 'a9', 'B'])).toEqual(['Ä', 'a9', 'a10', 'b', 'B']);
  });

  it('orders numbers by value, descending when asked', () => {
    expect(sorted([3, 10, 2])).toEqual([2, 3, 10]);
    expect(sorted([3, 10, 2], -1)).toEqual([10, 3, 2]);
  });

  it('keeps rows with equal keys in their order, in both directions', () => {
    expect(Array.from(sortOrder(['x', 'a', 'X', 'a'], 1))).toEqual([1, 3, 0, 2]);
    expect(Array.from(sortOrder(['x', 'a', 'X', 'a'], -1))).toEqual([0, 2, 1, 3]);
  });
});
