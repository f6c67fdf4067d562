// Small builders for the checks' tests: rules spelled the way the API sends them.
import {
  AttributeValueType,
  CompareMode,
  type BoostRuleProxy,
  type ExperienceRule,
  type ProductPositionOverride,
  type RedirectEntry,
  type SynonymsEntry,
} from '@/api/generated/model';
import type { RuleScope } from '@/rules/rule-set';

export const NOW = Date.parse('2026-06-15T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

/** An API time `days` from NOW. */
export const at = (days: number): string => new Date(NOW + days * DAY).toISOString().replace('.000Z', 'Z');

export const synonym = (Query: string, ...Synonyms: string[]): SynonymsEntry => ({ Query, Synonyms });

export const redirect = (Name: string, Rules: string[], Enabled = true): RedirectEntry => ({
  Name,
  Rules,
  Target: `/${Name.toLowerCase()}`,
  Enabled,
});

export const product = (ExternalId: string) => ({ Type: 'product', ExternalId });

export const pin = (
  ExternalId: string,
  Position: number,
  window: { StartTime?: string; EndTime?: string } = {},
): ProductPositionOverride => ({ Entity: product(ExternalId), Position, ...window });

export const experience = (Query: string, ...sources: string[]): ExperienceRule => ({
  Query,
  IsFixed: false,
  FeatureSets: sources.map((id) => ({
    Features: [{ AttributeName: 'Category', Values: ['Jackets'] }],
    Weight: 1,
    Entity: product(id),
  })),
});

/** A rule "AttributeName = CompareTo" with a fixed amount (contract table: 2/5/10 boost, -2/-5/-10 bury). */
export const boostEquals = (
  AttributeName: string,
  CompareTo: string,
  BoostValue: number,
  more: Partial<BoostRuleProxy> = {},
): BoostRuleProxy => ({
  AttributeName,
  AttributeValueType: AttributeValueType.String,
  CompareMode: CompareMode.Equal,
  CompareTo,
  BoostValue,
  ...more,
});

export const scope = (storefrontId: string, languageCode = 'de', customerId = 'acme'): RuleScope => ({
  customerId,
  storefrontId,
  languageCode,
});
