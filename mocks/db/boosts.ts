import {
  AttributeValueType as Type,
  CompareMode as Mode,
  type AttributeInfo,
  type BoostRuleProxy,
} from '@/api/generated/model';
import { scopedStore, scopeKey, type MockScope } from './scoped-store';
import { seededFaker } from './seed';

/** 1 search, 2 navigation (getentitiesbyattribute), 3 similar recommendations (getrelatedentities). */
export const questNumbers = [1, 2, 3] as const;
export type QuestNumber = (typeof questNumbers)[number];

export function isQuestNumber(value: number): value is QuestNumber {
  return (questNumbers as readonly number[]).includes(value);
}

const attribute = (
  Name: string,
  Type: AttributeInfo['Type'],
  Description: string,
  amount = false,
  condition = true,
): AttributeInfo => ({
  Name,
  Description,
  Type,
  CanBeBoostCondition: condition,
  CanProvideBoostAmount: amount,
});

/**
 * The catalogue attributes (mocks/db/catalogue.ts) as the engine offers them to rules: only numbers
 * can provide an amount. Popularity is an engine-computed score, not a catalogue field, so a
 * merchandiser may rank by it but not filter on it.
 */
export const availableAttributes: AttributeInfo[] = [
  attribute('Brand', Type.String, 'Manufacturer brand of the product'),
  attribute('Color', Type.String, 'Main colour of the product'),
  attribute('Material', Type.String, 'Main material (e.g. Gore-Tex, Merino)'),
  attribute('Category', Type.String, 'Shop category (Jackets, Shoes, Tents, ...)'),
  attribute('Gender', Type.String, 'Target group (Women, Men, Unisex, Kids)'),
  attribute('Price', Type.Double, 'Selling price in EUR', true),
  attribute('Rating', Type.Double, 'Average customer rating (1 to 5)', true),
  attribute('ReturnRate', Type.Double, 'Share of sold items returned in the last 90 days (0 to 1)', true),
  attribute('IsSale', Type.Boolean, 'Whether the product is currently reduced'),
  attribute('ReleaseDate', Type.DateTime, 'Date the product was first offered'),
  attribute(
    'Popularity',
    Type.Double,
    'Sales popularity score (0 to 100) computed by the engine; amount only',
    true,
    false,
  ),
];

export function findAttribute(name: unknown): AttributeInfo | undefined {
  return availableAttributes.find((a) => a.Name === name);
}

const houseBrands: Record<string, string> = { acme: 'Acme', nordic: 'Fjellstrom', bergwerk: 'Bergwerk' };

const equals = (
  AttributeName: string,
  AttributeValueType: BoostRuleProxy['AttributeValueType'],
  CompareTo: string,
  BoostValue: number,
): BoostRuleProxy => ({
  AttributeName,
  AttributeValueType,
  CompareMode: Mode.Equal,
  CompareTo,
  BoostValue,
});

/** Rules a merchandiser of an outdoor shop would actually keep. */
const rulePool: BoostRuleProxy[] = [
  {
    AttributeName: 'Price',
    AttributeValueType: Type.Double,
    CompareMode: Mode.Between,
    LowerBound: '20',
    UpperBound: '80',
    BoostValue: 2,
  },
  equals('IsSale', Type.Boolean, 'true', 10),
  {
    AttributeName: 'ReturnRate',
    AttributeValueType: Type.Double,
    CompareMode: Mode.GreaterThan,
    CompareTo: '0.15',
    BoostValue: -1,
    BoostFromAttribute: 'ReturnRate',
  },
  {
    AttributeName: 'Rating',
    AttributeValueType: Type.Double,
    CompareMode: Mode.GreaterThanOrEqual,
    CompareTo: '4.5',
    BoostValue: 1,
    BoostFromAttribute: 'Rating',
  },
  {
    AttributeName: 'ReleaseDate',
    AttributeValueType: Type.DateTime,
    CompareMode: Mode.GreaterThanOrEqual,
    CompareTo: '2026-09-01T00:00:00Z',
    BoostValue: 5,
  },
  equals('Material', Type.String, 'Gore-Tex', 2),
  equals('Category', Type.String, 'Accessories', -2),
  {
    AttributeName: 'Price',
    AttributeValueType: Type.Double,
    CompareMode: Mode.LessThan,
    CompareTo: '15',
    BoostValue: -5,
  },
  // A competitor's brand buried; for Acme itself it contradicts the house-brand boost (rule health
  // finds a boost and a bury on one value in the demo scope).
  equals('Brand', Type.String, 'Acme', -5),
  {
    AttributeName: 'ReleaseDate',
    AttributeValueType: Type.DateTime,
    CompareMode: Mode.BetweenInclusive,
    LowerBound: '2025-11-01T00:00:00Z',
    UpperBound: '2025-12-31T00:00:00Z',
    BoostValue: 2,
  },
  equals('Color', Type.String, 'Orange', -2),
  {
    AttributeName: 'Rating',
    AttributeValueType: Type.Double,
    CompareMode: Mode.LessThan,
    CompareTo: '3',
    BoostValue: -10,
  },
];

function seedQuest(scope: MockScope, quest: QuestNumber): BoostRuleProxy[] {
  const faker = seededFaker(`boosts:${scopeKey(scope)}:${quest}`);
  const houseBrand = equals('Brand', Type.String, houseBrands[scope.customerId] ?? 'Acme', 5);
  return [houseBrand, ...faker.helpers.arrayElements(rulePool, 5)].map((rule) => ({ ...rule }));
}

/** Per scope, one rule list per quest, in stored order. */
export const boostsStore = scopedStore(
  (scope): Record<QuestNumber, BoostRuleProxy[]> => ({
    1: seedQuest(scope, 1),
    2: seedQuest(scope, 2),
    3: seedQuest(scope, 3),
  }),
  { persist: 'boosts' },
);

/** Only the contract's fields, absent ones left out (the decoder refuses null for optional strings). */
export function cleanRule(rule: BoostRuleProxy): BoostRuleProxy {
  const clean: BoostRuleProxy = {
    AttributeName: rule.AttributeName,
    AttributeValueType: rule.AttributeValueType,
    CompareMode: rule.CompareMode,
  };
  if (rule.CompareTo != null) clean.CompareTo = rule.CompareTo;
  if (rule.LowerBound != null) clean.LowerBound = rule.LowerBound;
  if (rule.UpperBound != null) clean.UpperBound = rule.UpperBound;
  if (rule.BoostValue != null) clean.BoostValue = rule.BoostValue;
  if (rule.BoostFromAttribute != null) clean.BoostFromAttribute = rule.BoostFromAttribute;
  return clean;
}

/** Equality of two rules; a missing BoostValue with BoostFromAttribute means 1 (contract table). */
function ruleKey(rule: BoostRuleProxy): string {
  const boostValue = rule.BoostValue ?? (rule.BoostFromAttribute != null ? 1 : null);
  return JSON.stringify([
    rule.AttributeName,
    rule.AttributeValueType,
    rule.CompareMode,
    rule.CompareTo ?? null,
    rule.LowerBound ?? null,
    rule.UpperBound ?? null,
    boostValue,
    rule.BoostFromAttribute ?? null,
  ]);
}

export function sameRule(a: BoostRuleProxy, b: BoostRuleProxy): boolean {
  return ruleKey(a) === ruleKey(b);
}

/** The compare-and-swap on the whole list; order-insensitive, since the client may sort its table. */
export function sameRuleList(stored: BoostRuleProxy[], loaded: BoostRuleProxy[]): boolean {
  if (stored.length !== loaded.length) return false;
  const loadedKeys = loaded.map(ruleKey).sort();
  return stored
    .map(ruleKey)
    .sort()
    .every((key, i) => key === loadedKeys[i]);
}
