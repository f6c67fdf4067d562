import type { Faker } from '@faker-js/faker';
import type { ExperienceRule, FeatureSet } from '@/api/generated/model';
import { brands, catalogueFor, colors, genders, materials, type CatalogueProduct } from './catalogue';
import { featureAttributes, featureSetFromProduct, type FeatureAttribute } from './experience-features';
import { scopedStore, scopeKey, type MockScope } from './scoped-store';
import { seededFaker } from './seed';
import { fail, type StoreResult } from './store-result';
import { knownQueries, searchByText } from './shop-search';

interface ExperienceState {
  rules: ExperienceRule[];
  /** The one control code issued last per rule (normalised query); deleting consumes it. */
  controlCodes: Map<string, string>;
}

const otherValues: Partial<Record<FeatureAttribute, readonly string[]>> = {
  Brand: brands,
  Color: colors,
  Material: materials,
  Gender: genders,
};

/**
 * A feature set as it was made some time ago: a few of the product's attributes, and now and then
 * a value the product no longer has, so RecreateFeatureSets has something to show.
 */
function agedFeatureSet(faker: Faker, product: CatalogueProduct): FeatureSet {
  const extra = new Set<string>(
    faker.helpers.arrayElements(['Brand', 'Color', 'Material', 'Gender'], { min: 1, max: 3 }),
  );
  const names = featureAttributes.filter((name) => name === 'Category' || extra.has(name));
  const set = {
    ...featureSetFromProduct(product, names),
    Weight: faker.helpers.arrayElement([0.5, 1, 1, 1.5, 2, 3]),
  };
  const aged = set.Features.find((feature) => feature.AttributeName !== 'Category');
  if (aged && faker.datatype.boolean(0.4)) {
    const choices = (otherValues[aged.AttributeName as FeatureAttribute] ?? []).filter(
      (v) => !aged.Values.includes(v),
    );
    const stale = faker.helpers.arrayElement(choices);
    aged.Values = faker.datatype.boolean() ? [stale] : [...aged.Values, stale];
  }
  return set;
}

/** A feature set whose source product has left the catalogue (ids below the catalogue's SKU-100000). */
function orphanFeatureSet(faker: Faker, index: number, category: string): FeatureSet {
  return {
    Features: [
      { AttributeName: 'Brand', Values: [faker.helpers.arrayElement(brands)] },
      { AttributeName: 'Category', Values: [category] },
    ],
    Weight: 0.5,
    Entity: { Type: 'product', ExternalId: `SKU-0${90000 + index * 37}` },
  };
}

function seedRules(scope: MockScope): ExperienceRule[] {
  const faker = seededFaker(`experience:${scopeKey(scope)}`);
  const products = catalogueFor(scope.customerId);
  return faker.helpers.arrayElements(knownQueries, 12).map((Query, index) => {
    const hits = searchByText(products, Query).slice(0, 12);
    const sources = faker.helpers.arrayElements(hits.length > 0 ? hits : products.slice(0, 12), {
      min: 1,
      max: 3,
    });
    const FeatureSets = sources.map((product) => agedFeatureSet(faker, product));
    if (index === 1 || index === 6)
      FeatureSets.push(orphanFeatureSet(faker, index, sources[0]!.Attributes.Category));
    return { Query, FeatureSets, IsFixed: index === 3 || index === 9 };
  });
}

const store = scopedStore<ExperienceState>(
  (scope) => ({ rules: seedRules(scope), controlCodes: new Map() }),
  { persist: 'experience' },
);

const keyOf = (query: string) => query.trim().toLowerCase();

/** Only the contract's fields, in a fixed order: what is stored and what compare-and-swap compares. */
function contractRule(rule: ExperienceRule): ExperienceRule {
  return {
    Query: rule.Query,
    FeatureSets: (rule.FeatureSets ?? []).map((set) => ({
      Features: (set.Features ?? []).map((f) => ({
        AttributeName: f.AttributeName,
        Values: [...(f.Values ?? [])],
      })),
      Weight: set.Weight,
      Entity: { Type: set.Entity?.Type, ExternalId: set.Entity?.ExternalId },
    })),
    IsFixed: rule.IsFixed === true,
  };
}

const canonical = (rule: ExperienceRule) => JSON.stringify(contractRule(rule));

/** Spec §5 texts where the spec has them. */
export function validateRule(rule: ExperienceRule | undefined): string | null {
  if (!rule || typeof rule.Query !== 'string' || rule.Query.trim() === '') return 'Queries are required';
  if (!Array.isArray(rule.FeatureSets)) return 'The feature sets are missing.';
  const sources = new Set<string>();
  for (const set of rule.FeatureSets) {
    const wellFormed =
      Array.isArray(set?.Features) &&
      set.Features.every((f) => typeof f?.AttributeName === 'string' && Array.isArray(f.Values)) &&
      typeof set.Entity?.Type === 'string' &&
      typeof set.Entity.ExternalId === 'string';
    if (!wellFormed) return 'Every feature set needs its features and the product it was made from.';
    if (typeof set.Weight !== 'number' || set.Weight < 0 || set.Weight > 10)
      return 'A weight must be between 0 and 10.';
    const source = `${set.Entity?.Type}|${set.Entity?.ExternalId}`;
    if (sources.has(source)) return 'There is already a feature set created from this product';
    sources.add(source);
  }
  return null;
}

function normalised(rule: ExperienceRule): ExperienceRule {
  return contractRule({ ...rule, Query: rule.Query.trim() });
}

export function listRules(scope: MockScope): ExperienceRule[] {
  return store.get(scope).rules;
}

export function findRule(scope: MockScope, query: string): ExperienceRule | undefined {
  return store.get(scope).rules.find((rule) => keyOf(rule.Query) === keyOf(query));
}

export function createRule(scope: MockScope, rule: ExperienceRule | undefined): StoreResult<ExperienceRule> {
  const invalid = validateRule(rule);
  if (invalid || !rule) return fail(400, invalid ?? 'Queries are required');
  if (findRule(scope, rule.Query))
    return fail(409, `An experience rule for '${rule.Query.trim()}' already exists.`);
  const stored = normalised(rule);
  store.get(scope).rules.push(stored);
  return { ok: true, value: stored };
}

/** Compare-and-swap: the stored rule must still equal the one the user loaded. */
export function updateRule(
  scope: MockScope,
  old: ExperienceRule | undefined,
  edited: ExperienceRule | undefined,
): StoreResult<ExperienceRule> {
  const invalid = validateRule(edited);
  if (invalid || !edited) return fail(400, invalid ?? 'Queries are required');
  const rules = store.get(scope).rules;
  const index = old ? rules.findIndex((rule) => keyOf(rule.Query) === keyOf(old.Query ?? '')) : -1;
  const current = rules[index];
  if (!old || !current || canonical(current) !== canonical(old)) {
    return fail(
      409,
      `The experience rule for '${old?.Query ?? ''}' was changed or deleted meanwhile. Reload it and try again.`,
    );
  }
  const holder = findRule(scope, edited.Query);
  if (holder && holder !== current)
    return fail(409, `An experience rule for '${edited.Query.trim()}' already exists.`);
  const stored = normalised(edited);
  rules[index] = stored;
  return { ok: true, value: stored };
}

const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  const chars = Array.from(bytes, (byte) => codeAlphabet[byte % codeAlphabet.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** A new code replaces any earlier one for the same rule, so only the latest is valid. */
export function issueControlCode(scope: MockScope, query: string | undefined): StoreResult<string> {
  if (!query || query.trim() === '') return fail(400, 'Queries are required');
  if (!findRule(scope, query)) return fail(404, `No experience rule exists for '${query.trim()}'.`);
  const code = randomCode();
  store.get(scope).controlCodes.set(keyOf(query), code);
  return { ok: true, value: code };
}

export function deleteRule(
  scope: MockScope,
  query: string | undefined,
  code: string | undefined,
): StoreResult<null> {
  if (!query || query.trim() === '') return fail(400, 'Queries are required');
  const state = store.get(scope);
  const rule = findRule(scope, query);
  if (!rule) return fail(404, `No experience rule exists for '${query.trim()}'.`);
  const issued = state.controlCodes.get(keyOf(query));
  if (!issued || issued !== code?.trim().toUpperCase()) {
    return fail(400, 'The control code is not valid. Request a new one and try again.');
  }
  state.controlCodes.delete(keyOf(query));
  state.rules = state.rules.filter((r) => r !== rule);
  return { ok: true, value: null };
}

export function replaceRules(scope: MockScope, rules: ExperienceRule[]): void {
  store.get(scope).rules = rules;
}
