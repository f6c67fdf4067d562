/**
 * Spec §5: no synonym or redirect term may be empty. A term of nothing but whitespace, list
 * separators (',', ';', '|') and quotes is empty too: it is what is left of a split or a stray
 * keystroke, never a word a shopper searches for.
 */
const nothingButSeparators = /^[\s,;|"'`´‘’‚‛“”„‟«»‹›]*$/u;

export function isBlankTerm(term: string): boolean {
  return nothingButSeparators.test(term);
}
