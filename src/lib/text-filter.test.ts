import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textFilter } from './text-filter';

interface Rule {
  query: string;
  synonyms: string[];
}

const matches = textFilter<Rule>((rule) => [rule.query, ...rule.synonyms]);
const rule: Rule = { query: 'Jacke', synonyms: ['Parka', 'Anorak'] };

describe('textFilter', () => {
  it('matches any field, ignoring case and surrounding blanks', () => {
    expect(matches(rule, 'jac')).toBe(true);
    expect(matches(rule, '  ANOR ')).toBe(true);
    expect(matches(rule, 'mantel')).toBe(false);
  });

  it('lets everything through an empty filter', () => {
    expect(matches(rule, '')).toBe(true);
    expect(matches(rule, '   ')).toBe(true);
  });

  it('never matches across two fields', () => {
    expect(matches(rule, 'ckepar')).toBe(false);
    expect(matches(rule, 'jacke parka')).toBe(false);
  });
});

describe('textFilter.select', () => {
  const rules: Rule[] = [
    rule,
    { query: 'Hose', synonyms: ['Jeans'] },
    { query: 'Mantel', synonyms: ['Jacke lang'] },
  ];

  it('keeps the matching items in list order, the same ones the per-item test accepts', () => {
    expect(matches.select(rules, ' JACKE')).toEqual([rules[0], rules[2]]);
    expect(matches.select(rules, 'jeans')).toEqual([rules[1]]);
    for (const filter of ['', 'a', 'ke', 'ckepar', 'zzz'])
      expect(matches.select(rules, filter)).toEqual(rules.filter((r) => matches(r, filter)));
  });

  it('gives the same answer whether or not the list was prepared', () => {
    const prepared = [...rules];
    matches.prepare(prepared);
    expect(matches.select(prepared, 'hose')).toEqual([rules[1]]);
  });
});

describe('textFilter.select, typing on and deleting back', () => {
  const word = fc.string({ unit: fc.constantFrom(...'abjkeAJK ä'.split('')), maxLength: 6 });
  const item = fc.record({ query: word, synonyms: fc.array(word, { maxLength: 3 }) });

  it('always gives what the per-item test gives, whichever filters came before', () => {
    fc.assert(
      fc.property(
        fc.array(item, { maxLength: 40 }),
        fc.array(word, { minLength: 1, maxLength: 12 }),
        (items, typed) => {
          const filter = textFilter<Rule>((rule) => [rule.query, ...rule.synonyms]);
          filter.prepare(items);
          // Typed on one key at a time, then each filter of the sequence (so earlier matches are reused).
          const filters = typed.flatMap((text) =>
            [...text].map((_, end) => text.slice(0, end + 1)).concat(text.slice(0, 1)),
          );
          for (const text of filters)
            expect(filter.select(items, text)).toEqual(items.filter((rule) => filter(rule, text)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('builds the texts of a list a budget at a time', () => {
    const filter = textFilter<Rule>((rule) => [rule.query, ...rule.synonyms]);
    const rules = Array.from({ length: 5 }, (_, i) => ({ query: `q${i}`, synonyms: [] }));
    expect(filter.prepare(rules, 2)).toBe(false);
    expect(filter.prepare(rules, 2)).toBe(false);
    expect(filter.prepare(rules, 2)).toBe(false); // all texts; the haystack is the next step
    expect(filter.prepare(rules, 2)).toBe(true);
    expect(filter.select(rules, 'Q3')).toEqual([rules[3]]);
  });
});
