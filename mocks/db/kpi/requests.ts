import type { NavigationType, RequestDisplay, RequestMapping } from '@/api/generated/model';
import type { CatalogueProduct } from '../catalogue';
import type { MockScope } from '../scoped-store';
import { storefrontsOf } from '../scopes';
import { hashSeed } from '../seed';
import { between, mix } from './random';
import type { Season } from './season';

/** How one request's daily numbers are generated (see series.ts). */
export interface Generation {
  seed: number;
  /** Average daily volume at the reference date, before season, weekday and noise. */
  base: number;
  /** Growth per year (0.2 = +20 % a year). */
  trend: number;
  season: Season;
  /** Share of navigations followed by a click. */
  clickRate: number;
  /** Share of the clicking sessions that add to the cart. */
  cartRate: number;
  /** Share of the adding sessions that buy. */
  buyRate: number;
  /** Extra clicks per clicking session. */
  extraClicks: number;
  /** Average result position of the clicked products. */
  position: number;
}

/** One request of the KPI data (a search query, a navigation or a product's recommendations). */
export interface KpiRequest {
  label: string;
  display: RequestDisplay;
  mapping?: RequestMapping;
  /** Lower-case texts the explore view matches specificQuery against. */
  matchTexts: string[];
  /** The products shoppers interact with after this request, most popular first. */
  products: CatalogueProduct[];
  /** Per interaction type (click, add to cart, purchase): the share of each product, summing to 1. */
  weights: [number[], number[], number[]];
  /** Per interaction type: the average price of the interacted products, in cents. */
  priceCents: [number, number, number];
  /** For a misspelt query: the query shoppers meant (query refinements). */
  correction?: string;
  gen: Generation;
}

/** The keys every number of a scope's KPI data is derived from. */
export function requestSeed(scope: MockScope, navigationType: NavigationType, label: string): number {
  return hashSeed(
    `kpi|${scope.customerId}|${scope.storefrontId}|${scope.languageCode}|${navigationType}|${label}`,
  );
}

/**
 * Which products take the interactions after a request, and at which average price. Purchases lean
 * a little towards the cheaper products, so the average price drops from clicks to purchases.
 */
export function interactions(
  candidates: CatalogueProduct[],
  seed: number,
): Pick<KpiRequest, 'products' | 'weights' | 'priceCents'> {
  const products = candidates
    .map((product, i) => ({ product, rank: mix(seed, i + 1) }))
    .sort((a, b) => a.rank - b.rank)
    .slice(0, 12)
    .map((entry) => entry.product);
  const popularity = products.map((_, rank) => 1 / (rank + 1) ** 1.1);
  const mean = products.reduce((sum, p) => sum + p.Price, 0) / Math.max(1, products.length);
  const leaning = (exponent: number) =>
    normalise(products.map((p, i) => (popularity[i] ?? 0) * (p.Price / mean) ** exponent));
  const weights: KpiRequest['weights'] = [leaning(0), leaning(-0.15), leaning(-0.35)];
  const priceCents = weights.map((w) =>
    Math.round(w.reduce((sum, share, i) => sum + share * (products[i]?.Price ?? 0), 0) * 100),
  );
  return { products, weights, priceCents: priceCents as KpiRequest['priceCents'] };
}

function normalise(values: number[]): number[] {
  const total = values.reduce((sum, v) => sum + v, 0);
  return values.map((v) => (total > 0 ? v / total : 0));
}

/** Ranges the rates of a kind of request are drawn from (see Generation). */
export interface Rates {
  click: [number, number];
  cart: [number, number];
  buy: [number, number];
  extra: [number, number];
  position: [number, number];
}

/** Rates and trend with a little spread, so no two requests behave exactly alike. */
export function generation(seed: number, base: number, season: Season, rates: Rates): Generation {
  // A few requests are the season's hits and grow fast (they lead TrendingRequests).
  const hot = between(mix(seed, 90), 0, 1) < 0.08;
  return {
    seed,
    base,
    season,
    trend: hot ? between(mix(seed, 91), 0.35, 0.7) : between(mix(seed, 91), -0.15, 0.3),
    clickRate: between(mix(seed, 92), ...rates.click),
    cartRate: between(mix(seed, 93), ...rates.cart),
    buyRate: between(mix(seed, 94), ...rates.buy),
    extraClicks: between(mix(seed, 95), ...rates.extra),
    position: between(mix(seed, 96), ...rates.position),
  };
}

const customerTraffic: Record<string, number> = { acme: 1, nordic: 0.6, bergwerk: 0.35 };

/**
 * The traffic of a scope relative to the biggest demo shop: a customer's first storefront and a
 * storefront's first language carry most of it; 'any' adds up all of them.
 */
export function trafficScale(scope: MockScope): number {
  const storefronts = storefrontsOf(scope.customerId);
  const customer = customerTraffic[scope.customerId] ?? 0.3;
  const storefrontShare = (index: number) => (index === 0 ? 1 : 0.3 + 0.15 * (index % 2));
  const languageShare = (languages: string[]) => {
    if (scope.languageCode === '*') return 1.2;
    const index = languages.indexOf(scope.languageCode);
    return index === 0 ? 1 : index > 0 ? 0.2 : 0.1;
  };
  if (scope.storefrontId === '*') {
    return (
      customer *
      storefronts.reduce((sum, s, i) => sum + storefrontShare(i) * languageShare(s.AvailableLanguages), 0)
    );
  }
  const index = storefronts.findIndex((s) => s.Storefront.Id === scope.storefrontId);
  if (index < 0) return customer * 0.2;
  return customer * storefrontShare(index) * languageShare(storefronts[index]?.AvailableLanguages ?? []);
}

/** German queries for German scopes (and 'any' language of German shops), English otherwise. */
export function vocabularyLanguage(scope: MockScope): 'de' | 'en' {
  if (scope.languageCode === 'de') return 'de';
  if (scope.languageCode !== '*') return 'en';
  return storefrontsOf(scope.customerId)[0]?.AvailableLanguages[0] === 'de' ? 'de' : 'en';
}

/** The storefront's shop domain for product URLs ('any' storefront: the customer's first one). */
export function shopDomain(scope: MockScope): string {
  const storefronts = storefrontsOf(scope.customerId);
  const storefront = storefronts.find((s) => s.Storefront.Id === scope.storefrontId) ?? storefronts[0];
  return storefront?.Storefront.Name ?? `${scope.customerId}.example`;
}
