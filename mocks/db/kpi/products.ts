import type { InteractionType, ProductsWithInteractionsResults } from '@/api/generated/model';
import type { CatalogueProduct } from '../catalogue';
import type { MockScope } from '../scoped-store';
import { distribute } from './distribute';
import { productUrl } from './product-requests';
import type { KpiRequest } from './requests';
import { funnel } from './results';

/**
 * Kpi/ProductsWithInteractions: each request's interactions of the type (All: of every type) shared
 * out over its products by their weights, so the volumes add up to the request's InteractionCount.
 */
export function productsWithInteractions(
  scope: MockScope,
  rows: { request: KpiRequest; sums: Float64Array }[],
  type: InteractionType,
): ProductsWithInteractionsResults[] {
  const volumes = new Map<string, { volume: number; product: CatalogueProduct }>();
  for (const { request, sums } of rows) {
    const perType = ([1, 2, 3] as const)
      .filter((t) => type === 0 || type === t)
      .map((t) => distribute(funnel(sums, t).interactions, request.weights[t - 1] ?? []));
    request.products.forEach((product, i) => {
      const entry = volumes.get(product.Entity.ExternalId) ?? { volume: 0, product };
      entry.volume += perType.reduce((sum, counts) => sum + (counts[i] ?? 0), 0);
      volumes.set(product.Entity.ExternalId, entry);
    });
  }
  return [...volumes.values()]
    .filter((entry) => entry.volume > 0)
    .sort(
      (a, b) => b.volume - a.volume || a.product.Entity.ExternalId.localeCompare(b.product.Entity.ExternalId),
    )
    .map(({ volume, product }) => ({
      RequestLabel: product.Entity.ExternalId,
      Volume: volume,
      Title: product.Title,
      Url: productUrl(scope, product),
      Price: product.Price,
      ImageUrl: product.ImageUrl,
    }));
}
