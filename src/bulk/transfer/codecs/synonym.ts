import { t } from '@lingui/core/macro';
import type { SynonymsEntry } from '@/api/generated/model';
import { isBlankTerm } from '@/lib/blank-term';
import { decodeList, encodeList } from '../csv-cells';
import type { RuleCodec } from '../types';
import { isJsonObject, notARule, sameItems, text, textList } from './fields';

/** Spec §5: query required; synonyms required; none may be empty. */
export function synonymErrors(query: string, synonyms: readonly string[] | null): string[] {
  const errors: string[] = [];
  if (query === '') errors.push(t`Query is required`);
  if (!synonyms || synonyms.length === 0) errors.push(t`Synonyms are required`);
  else if (synonyms.some(isBlankTerm)) errors.push(t`Synonym cannot be empty`);
  return errors;
}

function build(query: string, synonyms: string[] | null) {
  const errors = synonymErrors(query, synonyms);
  return {
    label: query,
    errors,
    rule: errors.length === 0 ? { Query: query, Synonyms: synonyms ?? [] } : undefined,
  };
}

export const synonymCodec: RuleCodec<SynonymsEntry> = {
  kind: 'synonym',
  csv: {
    columns: ['Query', 'Synonyms'],
    required: ['Query', 'Synonyms'],
    toRow: (rule) => [rule.Query, encodeList(rule.Synonyms)],
    fromRow: (cells) => build((cells.query ?? '').trim(), decodeList(cells.synonyms ?? '')),
  },
  fromJson: (value) =>
    isJsonObject(value)
      ? build(text(value.Query), textList(value.Synonyms))
      : { label: '', errors: [notARule()] },
  key: (rule) => rule.Query,
  same: (a, b) => a.Query === b.Query && sameItems(a.Synonyms, b.Synonyms),
  label: (rule) => rule.Query,
  describe: (rule) => rule.Synonyms.join(', '),
  describeChange: (now, next) => ({ now: now.Synonyms.join(', '), next: next.Synonyms.join(', ') }),
};
