import type { MatchType } from '@/api/generated/model';

/** A request parameter the KPI model cannot work with; the API answers 400 with this message. */
export class KpiInputError extends Error {
  override name = 'KpiInputError';
}

/**
 * The explore view's matching (case-insensitive) of specificQuery against a request's texts: its
 * label and, for products and navigations, its readable name. NotContain holds when no text contains it.
 */
export function matcher(query: string, matchType: MatchType): (texts: string[]) => boolean {
  const needle = query.toLowerCase();
  switch (matchType) {
    case 0:
      return (texts) => texts.some((t) => t === needle);
    case 1:
      return (texts) => texts.some((t) => t.includes(needle));
    case 2:
      return (texts) => !texts.some((t) => t.includes(needle));
    case 3:
      return (texts) => texts.some((t) => t.startsWith(needle));
    case 4:
      return (texts) => texts.some((t) => t.endsWith(needle));
    case 5: {
      let pattern: RegExp;
      try {
        pattern = new RegExp(query, 'i');
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new KpiInputError(`"${query}" is not a valid regular expression (${reason}).`);
      }
      return (texts) => texts.some((t) => pattern.test(t));
    }
    default:
      throw new KpiInputError(`Unknown matchType ${String(matchType)}: use 0 (Exact) to 5 (Regex).`);
  }
}
