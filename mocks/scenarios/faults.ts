import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { isApiCall } from '../api-call';
import { serverError } from '../auth';
import type { ScenarioName } from './catalog';
import { consumeExpiredToken, isScenarioActive } from './state';


/** A handler that acts only while its scenario is active; otherwise the request falls through. */
function whileActive(name: ScenarioName, resolver: () => Promise<Response | undefined> | Response | undefined): HttpHandler {
  return http.all(isApiCall, async () => (isScenarioActive(name) ? resolver() : undefined));
}

export const faultHandlers: HttpHandler[] = [
  whileActive('slow', async () => {
    await delay(2000);
    return undefined;
  }),
  http.all(isApiCall, () => (consumeExpiredToken() ? serverError(401, 'Token expired') : undefined)),
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
  whileActive('server-error-unreadable', () =>
    new HttpResponse('<html><body>Bad gateway</body></html>', {
      status: 500,
      statusText: 'Internal Server Error',
      headers: { 'Content-Type': 'text/html' },
    }),
  ),
  whileActive('malformed-response', () => HttpResponse.json({ unexpected: 'shape', items: 'not-a-list' })),
];
