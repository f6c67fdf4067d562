import { t } from '@lingui/core/macro';
import type { Fix } from '@/rules/health/types';

/** The label of the button that applies a fix. */
export function fixLabel(fix: Fix): string {
  switch (fix.kind) {
    case 'deletePins':
      return t`Delete expired pins`;
    case 'removeRecommendationTargets':
      return t`Remove expired recommendations`;
    case 'deleteRules':
      return t`Remove duplicates`;
    case 'setSynonyms':
      return t`Update synonyms`;
    case 'addSynonyms':
      return t`Merge the chain into one group`;
    case 'mergeSynonymRules':
      return t`Merge into one rule`;
    case 'removeFeatureSets':
      return t`Remove empty feature sets`;
    case 'copyRules':
      return t`Copy to sibling scopes`;
  }
}
