import type { RequestHandler } from 'msw';
import { resetAllStores } from '../db/scoped-store';
import { experienceHandlers } from './experience';
import { synonymsHandlers } from './synonyms';
import { redirectsHandlers } from './redirects';
import { boostBuryHandlers } from './boost-bury';
import { manualRecommendationsHandlers } from './manual-recommendations';
import { pulseHandlers } from './pulse';
import { scopeHandlers } from './scope';
import { kpiHandlers } from './kpi';
import { monitoringHandlers } from './monitoring';

/** The stateful handlers of every domain: one for every operation of the contract. */
export const domainHandlers: RequestHandler[] = [
  ...experienceHandlers,
  ...synonymsHandlers,
  ...redirectsHandlers,
  ...boostBuryHandlers,
  ...manualRecommendationsHandlers,
  ...pulseHandlers,
  ...scopeHandlers,
  ...kpiHandlers,
  ...monitoringHandlers,
];

export function resetDomainState(): void {
  resetAllStores();
}
