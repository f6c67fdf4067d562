import { describe, expect, test } from 'vitest';
import type { JournalEntry } from '@/journal/entry';
import { filterEntries, noFilter } from './journal-filter';

const entry = (id: string, ruleType: JournalEntry['ruleType'], at: string, query: string): JournalEntry => ({
  id,
  userId: 'u',
  userName: 'U',
  at: new Date(at).getTime(),
  scopeKey: 's',
  scope: { customerId: 'c', storefrontId: 's', languageCode: 'de' },
  ruleType,
  before: null,
  after: { Query: query },
  beforeKnown: true,
  reloadStatus: 2,
  source: 'edit',
});

const entries = [
  entry('a', 'synonyms', '2026-03-02T10:00:00', 'rain jacket'),
  entry('b', 'redirects', '2026-03-03T10:00:00', 'sale'),
  entry('c', 'synonyms', '2026-03-05T10:00:00', 'boots'),
];
const text = (e: JournalEntry) => JSON.stringify(e.after);
const ids = (list: JournalEntry[]) => list.map((e) => e.id);

describe('journal filter', () => {
  test('by rule type, text (any case) and local days, both ends included', () => {
    expect(ids(filterEntries(entries, noFilter, text))).toEqual(['a', 'b', 'c']);
    expect(ids(filterEntries(entries, { ...noFilter, ruleType: 'synonyms' }, text))).toEqual(['a', 'c']);
    expect(ids(filterEntries(entries, { ...noFilter, query: 'RAIN' }, text))).toEqual(['a']);
    expect(ids(filterEntries(entries, { ...noFilter, from: '2026-03-03', to: '2026-03-05' }, text))).toEqual([
      'b',
      'c',
    ]);
    expect(ids(filterEntries(entries, { ...noFilter, ruleType: 'redirects', query: 'boots' }, text))).toEqual(
      [],
    );
  });
});
