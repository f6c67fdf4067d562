import type { CatalogueProduct, Category } from '../catalogue';
import { brands, catalogueFor, categories, colors, genders, materials } from '../catalogue';
import type { MockScope } from '../scoped-store';
import { between, mix } from './random';
import { generation, interactions, requestSeed, trafficScale, type KpiRequest } from './requests';
import type { Season } from './season';

type Attribute = 'Category' | 'Brand' | 'Color' | 'Material' | 'Gender';

const categorySeason: Record<Category, Season> = {
  Jackets: 'winter',
  Shoes: 'summer',
  Backpacks: 'summer',
  Tents: 'summer',
  Shirts: 'flat',
  Pants: 'summer',
  Accessories: 'winter',
};
const categoryTraffic: Record<Category, number> = {
  Jackets: 1,
  Shoes: 0.9,
  Backpacks: 0.6,
  Tents: 0.45,
  Shirts: 0.55,
  Pants: 0.6,
  Accessories: 0.5,
};
const attributeTraffic: Record<Attribute, number> = {
  Category: 380,
  Gender: 160,
  Brand: 70,
  Color: 35,
  Material: 40,
};
const valuesOf: Record<Attribute, readonly string[]> = {
  Category: categories,
  Brand: brands,
  Color: colors,
  Material: materials,
  Gender: genders,
};

/** Navigation labels as the KPI data stores them: `Category=Jackets`, `Category=Jackets&Gender=Women`. */
export function navigationLabel(filters: [string, string][]): string {
  return filters.map(([name, value]) => `${name}=${value}`).join('&');
}

/** 'Category: Jackets, Gender: Women' for a navigation label; null when the label is no navigation. */
export function navigationFriendlyName(label: string): string | null {
  const parts = label.split('&').map((part) => part.split('='));
  if (parts.some((part) => part.length !== 2 || !part[0] || !part[1])) return null;
  return parts.map(([name, value]) => `${name}: ${value}`).join(', ');
}

/** The category pages and attribute filters shoppers navigate to, single and combined (about 250). */
export function navigationRequests(scope: MockScope): KpiRequest[] {
  const singles: [Attribute, string][] = (Object.keys(valuesOf) as Attribute[]).flatMap((name) =>
    valuesOf[name].map((value) => [name, value] as [Attribute, string]),
  );
  const pairs: [Attribute, Attribute, number][] = [
    ['Category', 'Gender', 0.25],
    ['Category', 'Brand', 0.09],
    ['Category', 'Color', 0.05],
    ['Category', 'Material', 0.06],
    ['Brand', 'Gender', 0.25],
  ];
  const combos: [Attribute, string][][] = singles.map((single) => [single]);
  for (const [first, second] of pairs) {
    for (const a of valuesOf[first])
      for (const b of valuesOf[second])
        combos.push([
          [first, a],
          [second, b],
        ]);
  }
  const share = new Map(pairs.map(([a, b, s]) => [`${a}&${b}`, s]));
  const scale = trafficScale(scope);
  const catalogue = catalogueFor(scope.customerId);
  return combos.map((filters) => {
    const [first] = filters as [[Attribute, string], ...[Attribute, string][]];
    const traffic =
      attributeTraffic[first[0]] * (first[0] === 'Category' ? categoryTraffic[first[1] as Category] : 1);
    const pairShare = filters.length > 1 ? (share.get(filters.map(([name]) => name).join('&')) ?? 0.1) : 1;
    return navigationRequest(scope, filters, traffic * pairShare * scale, catalogue);
  });
}

function navigationRequest(
  scope: MockScope,
  filters: [Attribute, string][],
  traffic: number,
  catalogue: CatalogueProduct[],
): KpiRequest {
  const label = navigationLabel(filters);
  const seed = requestSeed(scope, 'getentitiesbyattribute', label);
  const matches = (p: CatalogueProduct) =>
    filters.every(([name, value]) => String(p.Attributes[name]) === value);
  const found = catalogue.filter(matches);
  const category = filters.find(([name]) => name === 'Category')?.[1] as Category | undefined;
  const friendlyName = navigationFriendlyName(label) ?? label;
  return {
    label,
    display: {
      Name: filters.map(([name]) => name).join(', '),
      Value: filters.map(([, value]) => value).join(', '),
    },
    matchTexts: [label.toLowerCase(), friendlyName.toLowerCase()],
    ...interactions(found.length > 0 ? found : catalogue, seed),
    gen: generation(
      seed,
      traffic * between(mix(seed, 1), 0.7, 1.3),
      category ? categorySeason[category] : 'flat',
      {
        click: [0.45, 0.78],
        cart: [0.12, 0.3],
        buy: [0.3, 0.5],
        extra: [0.3, 1.2],
        position: [3, 9],
      },
    ),
  };
}

export { categorySeason };
