import { describe, expect, it } from 'vitest';
import { checkDormant, ruleQueries } from './dormant';
import { pin, redirect, synonym } from './test-builders';
import type { QuerySearches } from './types';

const known = (searches: number): QuerySearches => ({ state: 'known', searches });

describe('checkDormant', () => {
  it('reports rules whose queries had no searches, a redirect only when no term was searched', () => {
    const result = checkDormant(
      {
        synonyms: [synonym('Hüttenschlafsack', 'inlett'), synonym('zelt', 'tent')],
        redirects: [redirect('Ostern', ['ostern', 'osterangebote']), redirect('Sale', ['sale', 'ssv'])],
        pins: { query: [{ Query: 'bivy', Pin: pin('SKU-1', 1) }] },
      },
      new Map([
        ['hüttenschlafsack', known(0)],
        ['zelt', known(120)],
        ['ostern', known(0)],
        ['osterangebote', known(0)],
        ['sale', known(900)],
        ['ssv', known(0)],
        ['bivy', known(0)],
      ]),
    );
    expect(result.incomplete).toBeUndefined();
    expect(result.findings.map((f) => [f.rules[0]!.type, ...f.queries])).toEqual([
      ['synonym', 'Hüttenschlafsack'],
      ['redirect', 'ostern', 'osterangebote'],
      ['pin', 'bivy'],
    ]);
    expect(result.findings[0]).toMatchObject({ severity: 'info', reason: 'noSearches', days: 90 });
  });

  it('never counts an unknown or failed query as no traffic, and reports itself incomplete', () => {
    const result = checkDormant(
      {
        synonyms: [synonym('a', 'x'), synonym('b', 'y'), synonym('c', 'z')],
        redirects: [redirect('R', ['c', 'd'])],
      },
      new Map<string, QuerySearches>([
        ['a', { state: 'failed' }],
        ['b', { state: 'unknown' }],
        ['c', known(0)],
      ]),
    );
    expect(result.findings.map((f) => f.queries[0])).toEqual(['c']);
    expect(result.incomplete).toEqual({ unknown: 2, failed: 1 });
  });

  it('looks up queries normalised and lists each once for the caller', () => {
    const ruleSet = {
      synonyms: [synonym(' Rain  Jacket', 'raincoat')],
      experienceRules: [],
      redirects: [redirect('R', ['rain jacket', 'RAIN JACKET'])],
    };
    expect(ruleQueries(ruleSet)).toEqual(['rain jacket']);
    expect(checkDormant(ruleSet, new Map([['rain jacket', known(0)]])).findings).toHaveLength(2);
  });

  it('is incomplete, not clean, without any counts, and skips a set with no query rules read', () => {
    expect(checkDormant({ synonyms: [synonym('a', 'b')] }).incomplete).toEqual({ unknown: 1, failed: 0 });
    expect(checkDormant({ boosts: { search: [] } }).skipped).toBe('noInput');
    expect(checkDormant({ synonyms: [] })).toEqual({ check: 'dormant', findings: [] });
  });
});
