import { isScenarioActive } from '../scenarios/state';

/** How many rules the seeded lists hold per scope; the biggest active data scenario wins. */
export interface DataSize {
  name: 'default' | 'medium-data' | 'large-data' | 'huge-data';
  /** null: the small hand-picked demo set. */
  synonyms: number | null;
  redirects: number | null;
}

export const dataSizes: Record<DataSize['name'], DataSize> = {
  default: { name: 'default', synonyms: null, redirects: null },
  'medium-data': { name: 'medium-data', synonyms: 1_000, redirects: 500 },
  'large-data': { name: 'large-data', synonyms: 10_000, redirects: 5_000 },
  'huge-data': { name: 'huge-data', synonyms: 100_000, redirects: 50_000 },
};

export function activeDataSize(): DataSize {
  if (isScenarioActive('huge-data')) return dataSizes['huge-data'];
  if (isScenarioActive('large-data')) return dataSizes['large-data'];
  if (isScenarioActive('medium-data')) return dataSizes['medium-data'];
  return dataSizes.default;
}
