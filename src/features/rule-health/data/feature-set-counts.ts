import { getFeatureSetProducts } from '@/api/generated/endpoints/experience/experience';
import type { Entity } from '@/api/generated/model';
import { runPacedReads } from '@/bulk/engine/paced-reads';
import { classifyApiError } from '@/bulk/transfer/classify-api-error';
import { featureSetEntities } from '@/rules/health/empty-feature-sets';
import { entityKey } from '@/rules/health/keys';
import type { FeatureSetLookup } from '@/rules/health/types';
import type { RuleScope, RuleSet } from '@/rules/rule-set';

/** Products per feature-set entity of the rules; a read that fails stays 'unknown' (the check says so). */
export async function readFeatureSetCounts(
  scope: RuleScope,
  ruleSet: RuleSet,
  signal?: AbortSignal,
): Promise<FeatureSetLookup> {
  const outcomes = await runPacedReads<Entity, number>(
    featureSetEntities(ruleSet),
    {
      read: async (entity, callSignal) =>
        (
          await getFeatureSetProducts(
            { ...scope, entityType: entity.Type, entityExternalId: entity.ExternalId },
            { signal: callSignal },
          )
        ).length,
      classify: classifyApiError,
    },
    {},
    signal,
  );
  return new Map(
    [...outcomes].map(([entity, outcome]) => [
      entityKey(entity),
      outcome.state === 'read' ? outcome.value : 'unknown',
    ]),
  );
}
