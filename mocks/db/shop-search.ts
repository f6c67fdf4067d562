import type { CatalogueProduct } from './catalogue';

/**
 * Queries shoppers of the demo shops type. Experience rules, per-query pins and Pulse request
 * aliases draw from this list so the three screens talk about the same searches.
 */
export const knownQueries = [
  'rain jacket',
  'gore tex',
  'wanderschuhe',
  'tent 2 person',
  'down jacket',
  'hiking boots',
  'merino shirt',
  'trail runner',
  'daypack',
  'softshell jacket',
  'trekking pants',
  'headlamp',
  'regenjacke',
  'zelt',
  'fleece jacket',
  'winter boots',
  'rain pants',
  'trekking poles',
] as const;

// The catalogue titles are English; the German queries the shops see map onto them.
const germanWords: Record<string, string> = {
  wanderschuhe: 'hiking boot',
  regenjacke: 'rain jacket',
  zelt: 'tent',
  rucksack: 'pack',
  jacke: 'jacket',
  schuhe: 'shoe',
  hose: 'pants',
  mütze: 'beanie',
  stirnlampe: 'headlamp',
};

/** Words of a query as the mock engine matches them: translated, singular, at least 2 letters. */
export function queryTokens(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[\s,;/]+/)
    .flatMap((word) => (germanWords[word] ?? word).split(' '))
    .map((word) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word))
    .filter((word) => word.length >= 2);
}

function haystack(product: CatalogueProduct): string {
  const a = product.Attributes;
  return `${product.Title} ${a.Brand} ${a.Category} ${a.Material} ${a.Color} ${a.Gender}`.toLowerCase();
}

/** Share of the query's words the product matches (0..1); an exact external id counts fully. */
export function textScore(query: string, product: CatalogueProduct): number {
  if (product.Entity.ExternalId.toLowerCase() === query.trim().toLowerCase()) return 1;
  const tokens = queryTokens(query);
  if (tokens.length === 0) return 0;
  const text = haystack(product);
  return tokens.filter((token) => text.includes(token)).length / tokens.length;
}

/**
 * The products a plain search for `query` finds, best match first (catalogue order breaks ties).
 * An empty query finds everything, like the engine's match-all.
 */
export function searchByText(products: CatalogueProduct[], query: string): CatalogueProduct[] {
  if (queryTokens(query).length === 0 && query.trim() === '') return [...products];
  return products
    .map((product, index) => ({ product, index, score: textScore(query, product) }))
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((hit) => hit.product);
}

/** One page (1-based) of a list. */
export function pageOf<T>(items: T[], page: number, pageSize: number): T[] {
  const start = (Math.max(1, Math.floor(page)) - 1) * pageSize;
  return items.slice(start, start + pageSize);
}
