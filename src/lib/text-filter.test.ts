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

  it("gives a list's lower-cased texts, the same array for the same list", () => {
    const rules = [rule, { query: 'Hose', synonyms: [] }];
    expect(matches.texts(rules)).toEqual(['jacke\nparka\nanorak', 'hose']);
    expect(matches.texts(rules)).toBe(matches.texts(rules));
  });
});
