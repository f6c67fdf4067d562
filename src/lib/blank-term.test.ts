import { describe, expect, it } from 'vitest';
import { isBlankTerm } from './blank-term';

describe('isBlankTerm', () => {
  it.each(['', ' ', ',', ';', '"', "'", ' , ; ', '„“', '|', '\t'])('takes %j as empty', (term) => {
    expect(isBlankTerm(term)).toBe(true);
  });

  it.each(['a', 'rain jacket', '"rain"', "o'neill", '7', 'ü', '&', '-'])('takes %j as a term', (term) => {
    expect(isBlankTerm(term)).toBe(false);
  });
});
