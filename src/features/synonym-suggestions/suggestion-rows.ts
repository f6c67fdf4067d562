import type { RefinementResults, Suggestion, SynonymsEntry } from '@/api/generated/model';

/** One suggestion with the query it refines: a row of the list. */
export interface SuggestionRow extends Suggestion {
  key: string;
  OriginalQuery: string;
  OriginalQueryPopularity: number;
  OriginalQueryIr: number;
  /** The original query's synonym rule, if it has one (accepting edits it). */
  rule: SynonymsEntry | undefined;
  /** The refinement is already one of the rule's synonyms. */
  accepted: boolean;
}

export function suggestionKey(original: string, refinement: string): string {
  return `${original}\u0000${refinement}`;
}

const normalise = (text: string) => text.trim().toLocaleLowerCase();

/** Flattens the refinements per query into rows, marking those the synonym rules already hold. */
export function suggestionRows(results: RefinementResults, rules: readonly SynonymsEntry[]): SuggestionRow[] {
  const ruleOf = new Map(rules.map((rule) => [normalise(rule.Query), rule]));
  return Object.entries(results.ByQuery).flatMap(([original, detail]) => {
    const rule = ruleOf.get(normalise(original));
    const synonyms = new Set((rule?.Synonyms ?? []).map(normalise));
    return detail.Suggestions.map((suggestion) => ({
      ...suggestion,
      key: suggestionKey(original, suggestion.RefinementQuery),
      OriginalQuery: original,
      OriginalQueryPopularity: detail.OriginalQueryPopularity,
      OriginalQueryIr: detail.OriginalQueryIr,
      rule,
      accepted: synonyms.has(normalise(suggestion.RefinementQuery)),
    }));
  });
}

/** The synonym rule after accepting `row`: the refinement added to the original query's synonyms. */
export function acceptedRule(row: SuggestionRow): { entry: SynonymsEntry; old: SynonymsEntry | undefined } {
  const old = row.rule;
  return {
    entry: {
      Query: old?.Query ?? row.OriginalQuery,
      Synonyms: [...(old?.Synonyms ?? []), row.RefinementQuery],
    },
    old,
  };
}
