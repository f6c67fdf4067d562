import { describe, expect, it } from 'vitest';
import type { RefinementResults } from '@/api/generated/model';
import { acceptedRule, suggestionRows } from './suggestion-rows';

const suggestion = (query: string) => ({
  RefinementQuery: query,
  RefinementSessionCount: 10,
  RefinementRate: 0.1,
  RefinementPopularity: 100,
  RefinedIr: 0.5,
  RefinedToOriginalIr: 1.2,
});
const results: RefinementResults = {
  ByQuery: {
    jacke: {
      OriginalQueryPopularity: 1000,
      OriginalQueryIr: 0.4,
      Suggestions: [suggestion('regenjacke'), suggestion('Daunenjacke')],
    },
    zelt: {
      OriginalQueryPopularity: 500,
      OriginalQueryIr: 0.3,
      Suggestions: [suggestion('zelt 2 personen')],
    },
  },
};

describe('suggestion rows', () => {
  it('flattens the suggestions and marks those a rule already holds (case-insensitive)', () => {
    const rows = suggestionRows(results, [{ Query: 'Jacke', Synonyms: ['daunenjacke'] }]);
    expect(rows.map((row) => [row.OriginalQuery, row.RefinementQuery, row.accepted])).toEqual([
      ['jacke', 'regenjacke', false],
      ['jacke', 'Daunenjacke', true],
      ['zelt', 'zelt 2 personen', false],
    ]);
    expect(rows[2]!.rule).toBeUndefined();
  });

  it('creates a rule or adds the refinement to the existing one', () => {
    const rows = suggestionRows(results, [{ Query: 'Jacke', Synonyms: ['daunenjacke'] }]);
    expect(acceptedRule(rows[0]!)).toEqual({
      entry: { Query: 'Jacke', Synonyms: ['daunenjacke', 'regenjacke'] },
      old: { Query: 'Jacke', Synonyms: ['daunenjacke'] },
    });
    expect(acceptedRule(rows[2]!)).toEqual({
      entry: { Query: 'zelt', Synonyms: ['zelt 2 personen'] },
      old: undefined,
    });
  });
});
