import type { Entity, ExperienceRule, FeatureSet, MissingEntitiesPerQuery } from '@/api/generated/model';
import { catalogueFor, findProduct, type Category, type CatalogueProduct } from './catalogue';
import { hashSeed } from './seed';
import { searchByText, textScore } from './shop-search';

/** The catalogue attributes a feature set is made of (the categorical ones). */
export const featureAttributes = ['Brand', 'Color', 'Material', 'Category', 'Gender'] as const;
export type FeatureAttribute = (typeof featureAttributes)[number];

/** A product's value of an attribute, as the engine compares it (names are case-insensitive). */
export function attributeValue(product: CatalogueProduct, attributeName: string): string | undefined {
  const key = Object.keys(product.Attributes).find(
    (name) => name.toLowerCase() === attributeName.toLowerCase(),
  );
  if (!key) return undefined;
  return String(product.Attributes[key as keyof CatalogueProduct['Attributes']]);
}

/** The feature set the engine builds from a product: all its categorical attributes, weight 1. */
export function featureSetFromProduct(
  product: CatalogueProduct,
  attributes: readonly string[] = featureAttributes,
): FeatureSet {
  return {
    Features: attributes.map((AttributeName) => ({
      AttributeName,
      Values: [attributeValue(product, AttributeName) ?? ''],
    })),
    Weight: 1,
    Entity: { ...product.Entity },
  };
}

/** Share of the feature set's features the product matches (0..1). */
export function featureSetMatch(product: CatalogueProduct, featureSet: FeatureSet): number {
  if (featureSet.Features.length === 0) return 0;
  const matched = featureSet.Features.filter((feature) => {
    const value = attributeValue(product, feature.AttributeName)?.toLowerCase();
    return value !== undefined && feature.Values.some((wanted) => wanted.toLowerCase() === value);
  }).length;
  return matched / featureSet.Features.length;
}

function ranked(
  products: CatalogueProduct[],
  score: (product: CatalogueProduct) => number,
): CatalogueProduct[] {
  return products
    .map((product, index) => ({ product, index, score: score(product) }))
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((hit) => hit.product);
}

/**
 * What a rule shows for its query: text relevance plus, per feature set, its weight times the share
 * of its features a product has. Weights dominate the text part, so changing one reorders the page.
 */
export function previewRanking(customerId: string, rule: ExperienceRule): CatalogueProduct[] {
  return ranked(
    catalogueFor(customerId),
    (product) =>
      textScore(rule.Query, product) +
      rule.FeatureSets.reduce((sum, set) => sum + set.Weight * featureSetMatch(product, set), 0),
  );
}

/** The plain search the editor compares a rule against. */
export function searchRanking(customerId: string, query: string): CatalogueProduct[] {
  return searchByText(catalogueFor(customerId), query);
}

/** Products sharing most of a product's features (at least three of the five), best first. */
export function featureSetProducts(customerId: string, entity: Entity): CatalogueProduct[] {
  const source = findProduct(customerId, entity.Type, entity.ExternalId);
  if (!source) return [];
  const featureSet = featureSetFromProduct(source);
  return ranked(catalogueFor(customerId), (product) => {
    const share = featureSetMatch(product, featureSet);
    return share >= 0.6 ? share : 0;
  }).slice(0, 24);
}

const complementaryCategories: Record<Category, Category[]> = {
  Jackets: ['Pants', 'Accessories', 'Shirts'],
  Shoes: ['Pants', 'Accessories', 'Backpacks'],
  Backpacks: ['Accessories', 'Tents', 'Shoes'],
  Tents: ['Backpacks', 'Accessories'],
  Shirts: ['Pants', 'Jackets', 'Accessories'],
  Pants: ['Shirts', 'Shoes', 'Jackets'],
  Accessories: ['Backpacks', 'Jackets', 'Shoes'],
};

/** Two products of each complementary category, same brand first; stable per source product. */
export function complementaryProducts(customerId: string, entity: Entity): CatalogueProduct[] {
  const source = findProduct(customerId, entity.Type, entity.ExternalId);
  if (!source) return [];
  const order = (p: CatalogueProduct) =>
    (p.Attributes.Brand === source.Attributes.Brand ? 0 : 2 ** 32) +
    hashSeed(`${entity.ExternalId}|${p.Entity.ExternalId}`);
  return complementaryCategories[source.Attributes.Category].flatMap((category) =>
    catalogueFor(customerId)
      .filter((p) => p.Attributes.Category === category)
      .sort((a, b) => order(a) - order(b))
      .slice(0, 2),
  );
}

/**
 * Rebuilds the feature sets of the rules from their source products' current attribute values,
 * keeping each set's attribute names and weight. Fixed rules stay as they are; feature sets whose
 * product left the catalogue are dropped and reported.
 */
export function recreateRules(
  customerId: string,
  rules: ExperienceRule[],
): { newRules: ExperienceRule[]; missing: MissingEntitiesPerQuery[] } {
  const missing: MissingEntitiesPerQuery[] = [];
  const newRules = rules.map((rule) => {
    if (rule.IsFixed) return structuredClone(rule);
    const lost: Entity[] = [];
    const FeatureSets = rule.FeatureSets.flatMap((set) => {
      const product = findProduct(customerId, set.Entity.Type, set.Entity.ExternalId);
      if (!product) {
        lost.push({ ...set.Entity });
        return [];
      }
      const names = set.Features.map((feature) => feature.AttributeName);
      return [{ ...featureSetFromProduct(product, names), Weight: set.Weight }];
    });
    if (lost.length > 0) missing.push({ Query: rule.Query, MissingEntities: lost });
    return { ...rule, FeatureSets };
  });
  return { newRules, missing };
}
