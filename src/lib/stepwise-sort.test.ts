import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { finishSteps, firstInOrder, sortInSteps } from './stepwise-sort';

const byValue = (values: readonly number[]) => (a: number, b: number) =>
  (values[a] as number) - (values[b] as number) || a - b;
const reference = (values: readonly number[]) => values.map((_, index) => index).sort(byValue(values));
const values = fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 300 });

describe('firstInOrder', () => {
  it('gives the first rows of the full order, ties in row order', () => {
    expect(firstInOrder(6, byValue([5, 1, 3, 1, 0, 9]), 3)).toEqual([4, 1, 3]);
    expect(firstInOrder(2, byValue([2, 1]), 5)).toEqual([1, 0]);
    expect(firstInOrder(3, byValue([2, 1, 0]), 0)).toEqual([]);
  });

  it('equals the start of a stable sort for any values and count', () => {
    fc.assert(
      fc.property(values, fc.integer({ min: 0, max: 40 }), (list, count) => {
        expect(firstInOrder(list.length, byValue(list), count)).toEqual(reference(list).slice(0, count));
      }),
    );
  });
});

describe('sortInSteps', () => {
  it('sorts stably whatever the step size, and yields between steps', () => {
    fc.assert(
      fc.property(values, fc.integer({ min: 1, max: 64 }), (list, stepSize) => {
        expect(finishSteps(sortInSteps(list.length, byValue(list), stepSize))).toEqual(reference(list));
      }),
    );
    const steps = sortInSteps(100, byValue(Array.from({ length: 100 }, (_, i) => 100 - i)), 10);
    let yields = 0;
    while (!steps.next().done) yields += 1;
    expect(yields).toBeGreaterThan(10);
  });

  it('ends with the exact order for any estimate, however far from it', () => {
    fc.assert(
      fc.property(values, values, fc.integer({ min: 1, max: 64 }), (list, estimates, stepSize) => {
        const estimate = byValue(list.map((_, index) => estimates[index] ?? 0));
        expect(finishSteps(sortInSteps(list.length, estimate, stepSize, byValue(list)))).toEqual(
          reference(list),
        );
      }),
    );
  });

  it('ends with the exact order when the first order only estimates it', () => {
    const texts = ['b10', 'b9', 'a', 'B2', 'c'];
    const plain = (a: number, b: number) =>
      (texts[a] as string).toLowerCase() < (texts[b] as string).toLowerCase() ? -1 : 1;
    const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
    const exact = (a: number, b: number) => collator.compare(texts[a] as string, texts[b] as string) || a - b;
    expect(finishSteps(sortInSteps(texts.length, plain, 2, exact)).map((index) => texts[index])).toEqual([
      'a',
      'B2',
      'b9',
      'b10',
      'c',
    ]);
  });
});
