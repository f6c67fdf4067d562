import type { RequestHandler } from 'msw';
import { unauthorized, userFromRequest } from '../auth';
import { faultSteps } from '../scenarios/faults';
import { preludeHandler } from '../scenarios/prelude';
import { realisticStep } from '../scenarios/realistic';
import { controlHandlers } from './control';
import { domainHandlers, resetDomainState } from './domains';
import { setActiveScenarios } from '../scenarios/state';

/**
 * The mock API: the control endpoint (never faulted, so a fault can be switched off), scenario
 * faults (they fall through when inactive) and the stateful domain handlers. There is no fallback
 * that answers made-up data: every operation of the contract has a stateful handler
 * (handlers/coverage.test.ts), and a request none answers is an error in tests and a 404 on the
 * mock server.
 */
export function createHandlers(): RequestHandler[] {
  return [
    ...controlHandlers,
    preludeHandler([...faultSteps, requireBearerToken, realisticStep(() => domainHandlers)]),
    ...domainHandlers,
  ];
}

/** Like the portal API: no call without a bearer token, whichever handler would answer it. */
const requireBearerToken = (request: Request) => (userFromRequest(request) ? undefined : unauthorized());

/** Fresh store and no scenario: what each test starts from. */
export function resetMockState(): void {
  setActiveScenarios([]);
  resetDomainState();
}
