import type { NavigationType } from '@/api/generated/model';
import { catalogueFor, type CatalogueProduct, type Category } from '../catalogue';
import type { MockScope } from '../scoped-store';
import { hashSeed } from '../seed';
import { categorySeason } from './navigation-requests';
import { between, mix } from './random';
import { generation, interactions, requestSeed, shopDomain, trafficScale, type KpiRequest } from './requests';

type RecommendationType = Exclude<NavigationType, 'search' | 'getentitiesbyattribute'>;

const complements: Record<Category, Category[]> = {
  Jackets: ['Pants', 'Accessories', 'Shirts'],
  Shoes: ['Pants', 'Accessories', 'Backpacks'],
  Backpacks: ['Accessories', 'Tents', 'Shoes'],
  Tents: ['Backpacks', 'Accessories'],
  Shirts: ['Pants', 'Jackets'],
  Pants: ['Shirts', 'Shoes', 'Jackets'],
  Accessories: ['Backpacks', 'Jackets'],
};

/** Clicks on a recommendation widget are far rarer than on search results. */
const clickRates: Record<RecommendationType, [number, number]> = {
  getrelatedentities: [0.06, 0.16],
  getcomplementaryentities: [0.03, 0.1],
  getrecommendedentities: [0.05, 0.14],
  getbasketrecommendations: [0.04, 0.12],
};

/** What a widget shows next to (or in the basket with) a product. */
function recommendedFor(
  type: RecommendationType,
  source: CatalogueProduct,
  catalogue: CatalogueProduct[],
): CatalogueProduct[] {
  const others = catalogue.filter((p) => p !== source);
  const category = source.Attributes.Category;
  switch (type) {
    case 'getrelatedentities':
      return others.filter((p) => p.Attributes.Category === category);
    case 'getcomplementaryentities':
      return others.filter((p) => complements[category].includes(p.Attributes.Category));
    case 'getrecommendedentities':
      return others.filter(
        (p) => p.Attributes.Gender === source.Attributes.Gender && p.Attributes.Category !== category,
      );
    case 'getbasketrecommendations':
      return others.filter(
        (p) => p.Attributes.Category === 'Accessories' || complements[category][0] === p.Attributes.Category,
      );
  }
}

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');

export function productUrl(scope: MockScope, product: CatalogueProduct): string {
  return `https://www.${shopDomain(scope)}/p/${slug(product.Title)}-${product.Entity.ExternalId}`;
}

/** The 300 products whose pages (or baskets) show a recommendation widget, most viewed first. */
export function productRequests(scope: MockScope, type: RecommendationType): KpiRequest[] {
  const catalogue = catalogueFor(scope.customerId);
  const viewed = [...catalogue]
    .sort(
      (a, b) =>
        hashSeed(`${scope.customerId}|${a.Entity.ExternalId}`) -
        hashSeed(`${scope.customerId}|${b.Entity.ExternalId}`),
    )
    .slice(0, 300);
  const scale = trafficScale(scope);
  return viewed.map((product, rank) => {
    const label = product.Entity.ExternalId;
    const seed = requestSeed(scope, type, label);
    const title = product.Title;
    const candidates = recommendedFor(type, product, catalogue);
    return {
      label,
      display: { Name: 'Product', Value: title, Details: label },
      mapping: {
        Title: title,
        Url: productUrl(scope, product),
        Price: product.Price,
        ImageUrl: product.ImageUrl,
      },
      matchTexts: [label.toLowerCase(), title.toLowerCase()],
      ...interactions(candidates.length > 0 ? candidates : catalogue, seed),
      gen: generation(
        seed,
        (160 * scale * between(mix(seed, 1), 0.7, 1.3)) / (rank + 1) ** 0.7,
        categorySeason[product.Attributes.Category],
        {
          click: clickRates[type],
          cart: [0.15, 0.35],
          buy: [0.3, 0.5],
          extra: [0.05, 0.4],
          position: [1.5, 4.5],
        },
      ),
    };
  });
}

export type { RecommendationType };
