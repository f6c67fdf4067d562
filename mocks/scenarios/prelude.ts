import { http, type HttpHandler } from 'msw';
import { isApiCall } from '../api-call';

/** One check in front of the domain handlers: an answer, or undefined to let the request through. */
export type PreludeStep = (request: Request) => Promise<Response | undefined> | Response | undefined;

/**
 * Runs the steps (scenario faults, the bearer-token check, latency, rate limit, injected faults) in
 * order inside ONE MSW handler. As separate handlers each one cost MSW a handler run per request
 * (an AbortController aborted with a DOMException, a predicate, a resolver wrapper): about half the
 * mock server's CPU per write in a bulk import.
 */
export function preludeHandler(steps: readonly PreludeStep[]): HttpHandler {
  return http.all(isApiCall, async ({ request }) => {
    for (const step of steps) {
      const answer = await step(request);
      if (answer) return answer;
    }
    return undefined;
  });
}
