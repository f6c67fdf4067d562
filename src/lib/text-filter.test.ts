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
  const rules: Rule[] = [rule, { query: 'Hose', synonyms: ['Jeans'] }, { query: 'Mantel', synonyms: ['Jacke lang'] }];

  it('keeps the matching items in list order, the same ones the per-item test accepts', () => {
    expect(matches.select(rules, ' JACKE')).toEqual([rules[0], rules[2]]);
    expect(matches.select(rules, 'jeans')).toEqual([rules[1]]);
    for (const filter of ['', 'a', 'ke', 'ckepar', 'zzz']) expect(matches.select(rules, filter)).toEqual(rules.filter((r) => matches(r, filter)));
  });

  it('gives the same answer whether or not the list was prepared', () => {
    const prepared = [...rules];
    matches.prepare(prepared);
    expect(matches.select(prepared, 'hose')).toEqual([rules[1]]);
  });
});
