import { delay, HttpResponse } from 'msw';
import { serverError } from '../auth';
import type { ScenarioName } from './catalog';
import type { PreludeStep } from './prelude';
import { consumeExpiredToken, isScenarioActive } from './state';

/** A step that acts only while its scenario is active; otherwise the request falls through. */
function whileActive(
  name: ScenarioName,
  resolver: () => Promise<Response | undefined> | Response | undefined,
): PreludeStep {
  return () => (isScenarioActive(name) ? resolver() : undefined);
}

export const faultSteps: PreludeStep[] = [
  whileActive('slow', async () => {
    await delay(2000);
    return undefined;
  }),
  () => (consumeExpiredToken() ? serverError(401, 'Token expired') : undefined),
  whileActive('rate-limited', () => serverError(429, 'Too many requests')),
  whileActive('server-error', () =>
    HttpResponse.json(
      {
        UserMessage: 'The engine database is not reachable right now.',
        Timestamp: new Date().toISOString(),
        DebugDetails: 'TimeoutException: connection pool exhausted (mock scenario server-error)',
      },
      { status: 500, statusText: 'Internal Server Error' },
    ),
  ),
  whileActive(
    'server-error-unreadable',
    () =>
      new HttpResponse('<html><body>Bad gateway</body></html>', {
        status: 500,
        statusText: 'Internal Server Error',
        headers: { 'Content-Type': 'text/html' },
      }),
  ),
  whileActive('malformed-response', () => HttpResponse.json({ unexpected: 'shape', items: 'not-a-list' })),
];
