import { describe, expect, it } from 'vitest';
import { checkSynonymProblems } from './synonym-problems';
import { synonym } from './test-builders';
import type { Finding } from './types';

const reasons = (findings: Finding[]) => findings.map((f) => [f.reason, ...f.queries]);

describe('checkSynonymProblems', () => {
  it('reports a repeated synonym and the own query with a fix that cleans the list', () => {
    const result = checkSynonymProblems({
      synonyms: [synonym('Zelt', 'tent', ' Tent', 'zelt ', 'kuppelzelt')],
    });
    expect(reasons(result.findings)).toEqual([
      ['repeatedSynonym', 'Zelt'],
      ['ownQueryAsSynonym', 'Zelt'],
    ]);
    expect(result.findings[0]).toMatchObject({ severity: 'info', synonyms: ['Tent'] });
    for (const finding of result.findings)
      expect(finding.fix).toEqual({ kind: 'setSynonyms', query: 'Zelt', synonyms: ['tent', 'kuppelzelt'] });
  });

  it('proposes deleting a rule whose only synonym is its own query', () => {
    const [finding] = checkSynonymProblems({ synonyms: [synonym('zelt', 'ZELT')] }).findings;
    expect(finding!.fix).toEqual({ kind: 'deleteRules', rules: [{ type: 'synonym', query: 'zelt' }] });
  });

  it('reports two rules for one query: merged when they differ, the repeat deleted when they agree', () => {
    const merged = checkSynonymProblems({
      synonyms: [synonym('rain jacket', 'raincoat'), synonym('Rain  Jacket', 'Raincoat', 'anorak')],
    });
    expect(reasons(merged.findings)).toEqual([['duplicateQuery', 'rain jacket']]);
    expect(merged.findings[0]).toMatchObject({ severity: 'warning' });
    expect(merged.findings[0]!.fix).toEqual({
      kind: 'mergeSynonymRules',
      query: 'rain jacket',
      synonyms: ['raincoat', 'anorak'],
      remove: ['Rain  Jacket'],
    });
    const same = checkSynonymProblems({ synonyms: [synonym('tent', 'zelt'), synonym('TENT', 'Zelt')] });
    expect(same.findings[0]!.fix).toEqual({
      kind: 'deleteRules',
      rules: [{ type: 'synonym', query: 'TENT' }],
    });
  });

  it('reports a chain a → b → c where a does not list c', () => {
    const result = checkSynonymProblems({
      synonyms: [synonym('puffer', 'Down Jacket'), synonym('down jacket', 'puffer', 'insulated jacket')],
    });
    expect(reasons(result.findings)).toEqual([['synonymChain', 'puffer', 'down jacket']]);
    expect(result.findings[0]).toMatchObject({
      via: 'down jacket',
      missing: ['insulated jacket'],
      severity: 'warning',
    });
    expect(result.findings[0]!.fix).toEqual({
      kind: 'addSynonyms',
      query: 'puffer',
      add: ['insulated jacket'],
    });
  });

  it('offers no merge of a chain whose first query has two rules', () => {
    const result = checkSynonymProblems({
      synonyms: [
        synonym('puffer', 'down jacket'),
        synonym('Puffer', 'parka'),
        synonym('down jacket', 'Insulated'),
      ],
    });
    const chain = result.findings.find((finding) => finding.reason === 'synonymChain');
    expect(chain).toMatchObject({ missing: ['insulated'] });
    expect(chain!.fix).toBeUndefined();
  });

  it('does not report two-way synonyms, complete groups or chains already closed', () => {
    const result = checkSynonymProblems({
      synonyms: [
        synonym('a', 'b'),
        synonym('b', 'a'),
        synonym('x', 'y', 'z'),
        synonym('y', 'x', 'z'),
        synonym('z', 'x', 'y'),
        synonym('p', 'q', 'r'),
        synonym('q', 'r'),
      ],
    });
    expect(result.findings).toEqual([]);
  });

  it('reports a loop of three rules once, not as three chains', () => {
    const result = checkSynonymProblems({
      synonyms: [synonym('a', 'b'), synonym('b', 'c'), synonym('c', 'a', 'd')],
    });
    expect(reasons(result.findings)).toEqual([
      ['synonymLoop', 'a', 'b', 'c'],
      ['synonymChain', 'b', 'c'],
    ]);
    expect(result.findings[0]).toMatchObject({ cycle: ['a', 'b', 'c'] });
    expect(result.findings[1]).toMatchObject({ missing: ['d'] });
  });

  it('handles a chain of 20,000 rules without running out of stack', () => {
    const synonyms = Array.from({ length: 20_000 }, (_, i) => synonym(`q${i}`, `q${i + 1}`));
    synonyms.push(synonym('q20000', 'q0'));
    const result = checkSynonymProblems({ synonyms });
    expect(result.findings.filter((f) => f.reason === 'synonymLoop')).toHaveLength(1);
    expect(result.findings.filter((f) => f.reason === 'synonymChain')).toHaveLength(0);
  });

  it('skips unread synonyms and finds nothing in an empty list', () => {
    expect(checkSynonymProblems({}).skipped).toBe('noInput');
    expect(checkSynonymProblems({ synonyms: [] }).findings).toEqual([]);
  });
});
