import type { Entity, ManualRecommendations, ProductPositionOverride } from '@/api/generated/model';
import { classifyConflict, type SaveConflict } from '@/lib/save-conflict';
import { draftFrom, entityKey, toRequest } from './draft';

const sourceKey = (entry: ManualRecommendations) => entityKey(entry.SourceProduct);
/** Two target lists are the same when they save the same request (order, times, ad flag). */
const sameTargets = (a: ManualRecommendations, b: ManualRecommendations) =>
  JSON.stringify(toRequest(a.SourceProduct, draftFrom(a.TargetProducts))) ===
  JSON.stringify(toRequest(b.SourceProduct, draftFrom(b.TargetProducts)));

/** The source's recommendations as stored, or null when it has none (an empty list is none). */
export function storedEntry(
  source: Entity,
  targets: ProductPositionOverride[],
): ManualRecommendations | null {
  return targets.length > 0 ? { SourceProduct: source, TargetProducts: targets } : null;
}

/**
 * What a 409 on saving a source's recommendations meant, from the list as stored now. The source is
 * the key and the editor always saves that source: recommendations someone else created meanwhile
 * are a version stored since the editor opened, not another rule holding the key.
 */
export function classifyRecommendationsConflict(
  saved: ManualRecommendations,
  base: ManualRecommendations | null,
  fresh: readonly ManualRecommendations[],
): SaveConflict<ManualRecommendations> {
  const stored = fresh.filter((entry) => entry.TargetProducts.length > 0);
  const conflict = classifyConflict(saved, base, stored, sourceKey, sameTargets);
  return conflict.kind === 'duplicate' ? { kind: 'stale', current: conflict.existing } : conflict;
}
