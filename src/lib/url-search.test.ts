import { describe, expect, it } from 'vitest';
import { numberIn, oneOf, searchSchema, text, wholeNumber } from './url-search';

describe('URL search validators', () => {
  const schema = searchSchema({
    q: text({ max: 5, min: 1, trim: true }),
    view: oneOf(['a', 'b'] as const),
    page: wholeNumber(1, 10),
    share: numberIn(0, 1),
  });

  it('keeps good values, takes a number-looking query as text and trims', () => {
    expect(schema.parse({ q: ' abc ', view: 'b', page: 3, share: '0.5' })).toEqual({
      q: 'abc',
      view: 'b',
      page: 3,
      share: 0.5,
    });
    expect(schema.parse({ q: 42 })).toEqual({ q: '42' });
  });

  it('drops odd values one by one instead of failing, and ignores unknown keys', () => {
    expect(schema.parse({ q: 'toolong', view: 'c', page: 1.5, share: 2, other: 'x' })).toEqual({});
    expect(schema.parse({ q: '   ', view: ['a'], page: '3', share: '' })).toEqual({});
    expect(schema.parse({ q: { toString: () => 'x' }, page: Number.NaN, share: 'NaN' })).toEqual({});
  });

  it('is a Standard Schema, as TanStack Router takes validators', () => {
    const result = schema['~standard'].validate({ view: 'a', page: 99 });
    expect(result).toEqual({ value: { view: 'a', page: undefined } });
  });
});
