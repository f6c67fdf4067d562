import type { JournalEntry, JournalRuleType } from '@/journal/entry';
import { formatIsoDate } from '@/lib/format';

export interface JournalFilter {
  ruleType: JournalRuleType | null;
  /** Text looked for in the rule's label and values, before and after. */
  query: string;
  /** Local days, YYYY-MM-DD, both included. */
  from: string | null;
  to: string | null;
}

export const noFilter: JournalFilter = { ruleType: null, query: '', from: null, to: null };

/** The entries that match every part of the filter, in their order. */
export function filterEntries(
  entries: readonly JournalEntry[],
  filter: JournalFilter,
  searchText: (entry: JournalEntry) => string,
): JournalEntry[] {
  const query = filter.query.trim().toLocaleLowerCase();
  return entries.filter((entry) => {
    if (filter.ruleType && entry.ruleType !== filter.ruleType) return false;
    const day = formatIsoDate(new Date(entry.at));
    if (filter.from && day < filter.from) return false;
    if (filter.to && day > filter.to) return false;
    return query === '' || searchText(entry).toLocaleLowerCase().includes(query);
  });
}
