import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortByText } from './sort-by-text';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
/** What the fast path must equal: a stable Intl.Collator sort. */
const reference = (texts: string[], direction: 1 | -1) =>
  texts
    .map((text, index) => ({ text, index }))
    .sort((a, b) => direction * collator.compare(a.text, b.text))
    .map((item) => item.index);
const sorted = (texts: string[], direction: 1 | -1) =>
  sortByText(
    texts.map((_, index) => index),
    texts,
    direction,
  );

// Rule names: letters of both cases, umlauts, digits, the punctuation queries carry.
const ruleName = fc.string({
  unit: fc.constantFrom(..."aAbBkKzZäÄöüßé0123456789 -_.&/'#+".split('')),
  maxLength: 12,
});

describe('sortByText', () => {
  it('sorts like the collator: case and accents ignored, numbers by value', () => {
    expect(
      sortByText(
        ['b', 'Ä', 'a10', 'a9', 'A2', 'jacke', 'Jacke'],
        ['b', 'Ä', 'a10', 'a9', 'A2', 'jacke', 'Jacke'],
        1,
      ),
    ).toEqual(['Ä', 'A2', 'a9', 'a10', 'b', 'jacke', 'Jacke']);
    expect(sortByText(['x1', 'x20', 'x3'], ['x1', 'x20', 'x3'], -1)).toEqual(['x20', 'x3', 'x1']);
  });

  it('gives the stable collator order for any list of rule names, both directions', () => {
    fc.assert(
      fc.property(
        fc.array(ruleName, { maxLength: 40 }),
        fc.constantFrom<1 | -1>(1, -1),
        (texts, direction) => {
          expect(sorted(texts, direction)).toEqual(reference(texts, direction));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('orders other scripts as the collator does too', () => {
    const texts = ['ябоко', 'apfel', 'Łódź', 'lodz', '東京', 'æble'];
    expect(sorted(texts, 1)).toEqual(reference(texts, 1));
  });
});
