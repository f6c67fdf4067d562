import type { RedirectEntry } from '@/api/generated/model';

/** Terms are compared as a shopper's search would match them: trimmed, without case. */
export function normalizeTerm(term: string): string {
  return term.trim().toLocaleLowerCase();
}

/** For each term, the names of the redirects that use it. */
export type TermIndex = ReadonlyMap<string, readonly string[]>;

export function buildTermIndex(entries: readonly RedirectEntry[]): TermIndex {
  const index = new Map<string, string[]>();
  for (const entry of entries) {
    for (const term of entry.Rules) {
      const key = normalizeTerm(term);
      const names = index.get(key);
      // A redirect listing a term twice is named once: its own name would be the last one added.
      if (!names) index.set(key, [entry.Name]);
      else if (names[names.length - 1] !== entry.Name) names.push(entry.Name);
    }
  }
  return index;
}

export interface TermClash {
  term: string;
  /** The other redirects using the term. */
  names: readonly string[];
}

/** The terms of one redirect that other redirects of the scope use too (`self` is the redirect's own name). */
export function clashesFor(terms: readonly string[], index: TermIndex, self: string | null): TermClash[] {
  const clashes: TermClash[] = [];
  const seen = new Set<string>();
  for (const term of terms) {
    const key = normalizeTerm(term);
    if (seen.has(key)) continue;
    seen.add(key);
    const names = (index.get(key) ?? []).filter((name) => name !== self);
    if (names.length > 0) clashes.push({ term, names });
  }
  return clashes;
}
