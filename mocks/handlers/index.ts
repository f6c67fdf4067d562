import type { RequestHandler } from 'msw';
import { unauthorized, userFromRequest } from '../auth';
import {
  getBoostBuryMock,
  getExperienceMock,
  getKpiMock,
  getManualRecommendationsMock,
  getMonitoringMock,
  getPulseMock,
  getRedirectsMock,
  getScopeMock,
  getSynonymsMock,
} from '../generated/index.msw';
import { faultSteps } from '../scenarios/faults';
import { preludeHandler } from '../scenarios/prelude';
import { realisticStep } from '../scenarios/realistic';
import { controlHandlers } from './control';
import { domainHandlers, resetDomainState } from './domains';
import { setActiveScenarios } from '../scenarios/state';

/**
 * The mock API: the control endpoint (never faulted, so a fault can be switched off), scenario
 * faults (they fall through when inactive), the stateful domain handlers, and Orval's generated
 * handlers as the fallback for every operation of the contract.
 */
export function createHandlers(): RequestHandler[] {
  const downstream = [...domainHandlers, ...generatedHandlers()];
  return [
    ...controlHandlers,
    preludeHandler([...faultSteps, requireBearerToken, realisticStep(() => downstream)]),
    ...downstream,
  ];
}

/** Like the portal API: no call without a bearer token, whichever handler would answer it. */
const requireBearerToken = (request: Request) => (userFromRequest(request) ? undefined : unauthorized());

function generatedHandlers(): RequestHandler[] {
  return [
    ...getScopeMock(),
    ...getKpiMock(),
    ...getSynonymsMock(),
    ...getBoostBuryMock(),
    ...getRedirectsMock(),
    ...getExperienceMock(),
    ...getManualRecommendationsMock(),
    ...getPulseMock(),
    ...getMonitoringMock(),
  ];
}

/** Fresh store and no scenario: what each test starts from. */
export function resetMockState(): void {
  setActiveScenarios([]);
  resetDomainState();
}
