import type { Product } from '@/api/generated/model';
import { seededFaker } from './seed';
import { mockImageUrl } from '../image-host';

/** Product categories of the demo shops, each with its own locally served image set. */
export const categories = [
  'Jackets',
  'Shoes',
  'Backpacks',
  'Tents',
  'Shirts',
  'Pants',
  'Accessories',
] as const;
export type Category = (typeof categories)[number];

const nouns: Record<Category, string[]> = {
  Jackets: [
    'Rain Jacket',
    'Down Jacket',
    'Softshell Jacket',
    'Fleece Jacket',
    'Insulated Parka',
    'Windbreaker',
  ],
  Shoes: ['Trail Runner', 'Hiking Boot', 'Approach Shoe', 'Running Shoe', 'Winter Boot', 'Sandal'],
  Backpacks: ['Daypack 22L', 'Trekking Pack 45L', 'Hydration Pack', 'Travel Pack 38L', 'Summit Pack 30L'],
  Tents: ['2-Person Tent', 'Ultralight Tent', 'Family Tent', 'Bivy Shelter', 'Tarp Shelter'],
  Shirts: ['Merino Tee', 'Base Layer Top', 'Hiking Shirt', 'Quick-Dry Polo', 'Flannel Shirt'],
  Pants: ['Trekking Pants', 'Convertible Pants', 'Rain Pants', 'Climbing Pants', 'Softshell Pants'],
  Accessories: ['Beanie', 'Trekking Poles', 'Headlamp', 'Insulated Bottle', 'Gloves', 'Buff'],
};
const adjectives = [
  'Alpine',
  'Summit',
  'Ridge',
  'Glacier',
  'Canyon',
  'Storm',
  'Trail',
  'Nordic',
  'Peak',
  'Valley',
];
export const brands = [
  'Acme',
  'Northpeak',
  'Fjellstrom',
  'Trailcraft',
  'Bergwerk',
  'Salt Lake Co.',
  'Wildhorn',
];
export const colors = ['Black', 'Navy', 'Olive', 'Red', 'Sand', 'Grey', 'Orange', 'Teal'];
export const materials = ['Gore-Tex', 'Merino', 'Nylon', 'Polyester', 'Leather', 'Down', 'Cotton'];
export const genders = ['Women', 'Men', 'Unisex', 'Kids'];

/** A catalogue product with the attributes the engine knows about it. */
export interface CatalogueProduct extends Product {
  Attributes: {
    Brand: string;
    Color: string;
    Material: string;
    Category: Category;
    Gender: string;
    Price: number;
    Rating: number;
    ReturnRate: number;
    IsSale: boolean;
    ReleaseDate: string;
  };
}

const cache = new Map<string, CatalogueProduct[]>();

/** The customer's catalogue: 420 products, the same in every session. */
export function catalogueFor(customerId: string): CatalogueProduct[] {
  const cached = cache.get(customerId);
  if (cached) return cached;
  const faker = seededFaker(`catalogue:${customerId}`);
  const products: CatalogueProduct[] = [];
  for (let i = 0; i < 420; i++) {
    const category = categories[i % categories.length] as Category;
    const brand = faker.helpers.arrayElement(brands);
    const noun = faker.helpers.arrayElement(nouns[category]);
    const price = Number(faker.commerce.price({ min: 9, max: category === 'Tents' ? 699 : 349, dec: 2 }));
    faker.number.int({ min: 0, max: 6 }); // keeps the seeded sequence of the other fields stable
    // SKU-100000..SKU-100419: the contract's example products (SKU-100234 ...) exist in every shop.
    const externalId = `SKU-${100000 + i}`;
    products.push({
      Entity: { Type: 'product', ExternalId: externalId },
      Title: `${brand} ${faker.helpers.arrayElement(adjectives)} ${noun}`,
      Price: price,
      ImageUrl: mockImageUrl(`/mock-images/${category.toLowerCase()}-${(i % 4) + 1}.svg`),
      Attributes: {
        Brand: brand,
        Color: faker.helpers.arrayElement(colors),
        Material: faker.helpers.arrayElement(materials),
        Category: category,
        Gender: faker.helpers.arrayElement(genders),
        Price: price,
        Rating: faker.number.float({ min: 2.5, max: 5, fractionDigits: 1 }),
        ReturnRate: faker.number.float({ min: 0.01, max: 0.35, fractionDigits: 2 }),
        IsSale: faker.datatype.boolean({ probability: 0.2 }),
        ReleaseDate: faker.date.between({ from: '2023-01-01', to: '2026-11-01' }).toISOString(),
      },
    });
  }
  cache.set(customerId, products);
  return products;
}

/** Strips the mock-only attributes: what the API returns as a Product. */
export function toProduct(product: CatalogueProduct): Product {
  return { Entity: product.Entity, Title: product.Title, Price: product.Price, ImageUrl: product.ImageUrl };
}

export function findProduct(
  customerId: string,
  type: string,
  externalId: string,
): CatalogueProduct | undefined {
  return catalogueFor(customerId).find((p) => p.Entity.Type === type && p.Entity.ExternalId === externalId);
}

/** Case-insensitive search over title, brand and category, paged (1-based). */
export function searchCatalogue(customerId: string, query: string, page: number, pageSize = 24) {
  const needle = query.trim().toLowerCase();
  const matches = catalogueFor(customerId).filter(
    (p) =>
      needle === '' ||
      p.Title.toLowerCase().includes(needle) ||
      p.Attributes.Category.toLowerCase().includes(needle) ||
      p.Entity.ExternalId.toLowerCase() === needle,
  );
  const start = (Math.max(1, page) - 1) * pageSize;
  return { total: matches.length, items: matches.slice(start, start + pageSize) };
}
