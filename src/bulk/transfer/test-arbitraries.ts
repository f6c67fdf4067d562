import fc from 'fast-check';
import {
  AttributeValueType,
  CompareMode,
  type BoostRuleProxy,
  type RedirectEntry,
  type SynonymsEntry,
} from '@/api/generated/model';
import { isBlankTerm } from '@/lib/blank-term';
import { isSafeLinkTarget } from '@/lib/safe-url';

/**
 * Any text a rule may hold, as the server stores it (trimmed), including separators, quotes and
 * formula characters within a word; never only separators (spec §5: that is an empty term).
 */
export const word = fc
  .oneof(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 14 }),
    fc.constantFrom('=SUM(A1)', "'quoted", 'a|b', 'c\\d', '"x"', '-y', 'ä, ö; ü', 'line\nbreak'),
  )
  .map((s) => s.trim())
  .filter((s) => !isBlankTerm(s));

export const synonymRule: fc.Arbitrary<SynonymsEntry> = fc.record({
  Query: word,
  Synonyms: fc.uniqueArray(word, { minLength: 1, maxLength: 5 }),
});

const path = fc
  .array(fc.stringMatching(/^[a-z0-9-]{1,8}$/), { maxLength: 3 })
  .map((parts) => `/${parts.join('/')}`);
const target = fc.oneof(
  path,
  fc.webUrl({ withQueryParameters: true, withFragments: true }).filter(isSafeLinkTarget),
);

export const redirectRule: fc.Arbitrary<RedirectEntry> = fc.record({
  Rules: fc.uniqueArray(word, { minLength: 1, maxLength: 5 }),
  Name: word,
  Target: target,
  Enabled: fc.boolean(),
});

const valueOf = (type: AttributeValueType): fc.Arbitrary<string> => {
  if (type === AttributeValueType.Boolean) return fc.constantFrom('true', 'false');
  if (type === AttributeValueType.Double)
    return fc.integer({ min: -5000, max: 5000 }).map((n) => String(n / 10));
  if (type === AttributeValueType.DateTime)
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  return word;
};

const amount = fc.oneof(
  fc.record({ BoostValue: fc.constantFrom(0, 2, 5, 10, -2, -5, -10) }),
  fc.record({ BoostFromAttribute: fc.constantFrom('Price', 'Rating'), BoostValue: fc.constantFrom(1, -1) }),
  fc.record({ BoostFromAttribute: fc.constantFrom('Price', 'Rating') }),
);

export const boostRule: fc.Arbitrary<BoostRuleProxy> = fc
  .record({
    AttributeName: fc.constantFrom('Brand', 'Price', 'IsSale', 'ReleaseDate', 'Material'),
    AttributeValueType: fc.constantFrom(...Object.values(AttributeValueType)),
    CompareMode: fc.constantFrom(...Object.values(CompareMode)),
  })
  .chain((base) => {
    const condition =
      base.CompareMode >= CompareMode.Between
        ? fc.tuple(valueOf(base.AttributeValueType), valueOf(base.AttributeValueType)).map(([a, b]) => {
            const numeric =
              base.AttributeValueType === AttributeValueType.Double ||
              base.AttributeValueType === AttributeValueType.DateTime;
            const value = (v: string) =>
              base.AttributeValueType === AttributeValueType.Double ? Number(v) : Date.parse(v);
            const [lower, upper] = numeric && value(a) > value(b) ? [b, a] : [a, b];
            return { LowerBound: lower, UpperBound: upper };
          })
        : valueOf(base.AttributeValueType).map((CompareTo) => ({ CompareTo }));
    return fc.tuple(condition, amount).map(([c, a]): BoostRuleProxy => ({ ...base, ...c, ...a }));
  });
