// Sorting 100,000 rules takes a few hundred milliseconds: far more than a list's first render may
// cost (150 ms with the data's decoding, `npm run bench`), and too long for one task. A list
// therefore shows its first rows in their exact order first (a selection over the rows, about one
// comparison per row) and sorts the whole list in steps between frames (a merge sort that can stop
// after any step).

/** Orders two row indices; never 0 for two different indices (ties are broken by index). */
export type IndexCompare = (a: number, b: number) => number;

/** The indices of the `count` first rows of 0…n-1 in `compare` order, in that order. */
export function firstInOrder(n: number, compare: IndexCompare, count: number): number[] {
  const first: number[] = [];
  if (count <= 0) return first;
  for (let index = 0; index < n; index += 1) {
    if (first.length === count) {
      // Most rows come after the last of the first ones: one comparison each.
      if (compare(index, first[count - 1] as number) > 0) continue;
      first.pop();
    }
    let low = 0;
    let high = first.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(first[middle] as number, index) < 0) low = middle + 1;
      else high = middle;
    }
    first.splice(low, 0, index);
  }
  return first;
}

/**
 * Sorts the indices 0…n-1 by `compare`, yielding after every `stepSize` comparisons or moves, so a
 * caller can spread the work over several tasks (or run it to the end at once). Runs of `stepSize`
 * are sorted first, then merged pairwise; the generator returns the sorted indices.
 * With `exact`, `compare` only prepares the order (a cheaper estimate, e.g. plain-text keys) and
 * a second pass of the same kind sorts by `exact`: on the nearly sorted input it is about one
 * comparison per row, and unlike one `Array.prototype.sort` by `exact` at the end (20–35 ms for
 * 100,000 rows by the collator, one task) it yields too.
 */
export function* sortInSteps(
  n: number,
  compare: IndexCompare,
  stepSize = 4096,
  exact?: IndexCompare,
): Generator<void, number[], void> {
  let order: Int32Array<ArrayBuffer> = new Int32Array(n);
  for (let index = 0; index < n; index += 1) order[index] = index;
  order = yield* mergeSortInSteps(order, compare, stepSize);
  if (exact) order = yield* mergeSortInSteps(order, exact, stepSize);
  return Array.from(order);
}

/** Sorts `input` (changed in place, or its sorted copy returned) by `compare` in steps; returns the sorted array. */
function* mergeSortInSteps(
  input: Int32Array<ArrayBuffer>,
  compare: IndexCompare,
  stepSize: number,
): Generator<void, Int32Array<ArrayBuffer>, void> {
  const n = input.length;
  let source = input;
  for (let start = 0; start < n; start += stepSize) {
    source.subarray(start, Math.min(n, start + stepSize)).sort(compare);
    yield;
  }
  let target = new Int32Array(n);
  let work = 0;
  for (let width = stepSize; width < n; width *= 2) {
    for (let start = 0; start < n; start += 2 * width) {
      const middle = Math.min(n, start + width);
      const end = Math.min(n, start + 2 * width);
      // Two runs already in order (most of them when the input is nearly sorted): one comparison.
      if (middle >= end || compare(source[middle - 1] as number, source[middle] as number) <= 0) {
        target.set(source.subarray(start, end), start);
        continue;
      }
      let left = start;
      let right = middle;
      let out = start;
      while (left < middle && right < end) {
        const a = source[left] as number;
        const b = source[right] as number;
        if (compare(a, b) <= 0) {
          target[out] = a;
          left += 1;
        } else {
          target[out] = b;
          right += 1;
        }
        out += 1;
        if ((work += 1) % stepSize === 0) yield;
      }
      while (left < middle) target[out++] = source[left++] as number;
      while (right < end) target[out++] = source[right++] as number;
    }
    [source, target] = [target, source];
    yield;
  }
  return source;
}

/** Runs a stepwise task to its end now. */
export function finishSteps<R>(steps: Generator<void, R, void>): R {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}
