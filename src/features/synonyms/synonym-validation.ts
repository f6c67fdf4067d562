import { t } from '@lingui/core/macro';
import type { SynonymsEntry } from '@/api/generated/model';
import { isBlankTerm } from '@/lib/blank-term';
import { textFilter } from '@/lib/text-filter';

export interface SynonymFormValues {
  query: string;
  synonyms: string[];
}

/** Spec §5: query required; synonyms required; none may be empty (a lone separator or quote is empty). */
export function validateSynonym(values: SynonymFormValues): Partial<Record<keyof SynonymFormValues, string>> {
  const errors: Partial<Record<keyof SynonymFormValues, string>> = {};
  if (values.query.trim() === '') errors.query = t`Query is required`;
  if (values.synonyms.length === 0) errors.synonyms = t`Synonyms are required`;
  else if (values.synonyms.some(isBlankTerm)) errors.synonyms = t`Synonym cannot be empty`;
  return errors;
}

export function toEntry(values: SynonymFormValues): SynonymsEntry {
  return { Query: values.query.trim(), Synonyms: values.synonyms.map((s) => s.trim()) };
}

/** Case-insensitive match on the query or any synonym. */
export const matchesFilter = textFilter<SynonymsEntry>((entry) => [entry.Query, ...entry.Synonyms]);
