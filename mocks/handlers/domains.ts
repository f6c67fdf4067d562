import type { RequestHandler } from 'msw';
import { resetAllStores } from '../db/scoped-store';

/** The stateful handlers of every domain, in front of the generated fallbacks. */
export const domainHandlers: RequestHandler[] = [];

export function resetDomainState(): void {
  resetAllStores();
}
