/**
 * Named mock scenarios, switchable at run time (docs/mocks.md, "Scenarios"):
 * in the browser with `?mockScenario=name[,name]` (e.g. `rate-limit:200,read-limit:50`), on the mock
 * server with `--scenario` (or `--rate-limit 200 --read-limit 50`), and anywhere with
 * `PUT /api/__mock/scenarios`.
 */
export const scenarioCatalog = {
  'access-full': 'Every access flag on, for every user (overrides the per-user preset).',
  'access-limited': 'Only SynonymsAccess and BoostBuryAccess, for every user.',
  'access-local-pins':
    'Only PulseLocalPinsAccess (local pins, without PulseAccess) and SynonymsAccess, for every user.',
  'access-none': 'No access flag at all, for every user.',
  'rate-limited': 'Every API call answers 429 Too Many Requests.',
  'server-error': 'Every API call answers 500 with a PortalServerError body.',
  'server-error-unreadable': 'Every API call answers 500 with a body that is not JSON.',
  'expired-token': 'The first API call answers 401; later calls succeed (refresh-and-retry).',
  'malformed-response': 'Every API call answers 200 with a body that does not match the contract.',
  slow: 'Every API call is answered after 2 seconds.',
  'large-data': '10,000 synonyms, 5,000 redirects and two years of daily KPIs per scope.',
  latency:
    'latency:MS or latency:MIN-MAX: every API call is answered after MS (fixed) or a random MIN..MAX milliseconds (jittered).',
  'rate-limit':
    'rate-limit:N or rate-limit:N/BURST: a token bucket per user allows N writes per second (BURST at once, default N); more answer 429 with Retry-After. Writes announce the "writes" policy (RateLimit-Policy, RateLimit).',
  'read-limit':
    'read-limit:N or read-limit:N/BURST: the same for reads (GET), in a bucket of their own; reads announce the "reads" policy.',
  faults:
    'faults:500=P/drop=P/lost=P: that percentage of writes answers 500, drops the connection unanswered, or is applied but its response is lost.',
  'medium-data': '1,000 synonyms and 500 redirects per scope (the smallest size the bench compares).',
  'huge-data': '100,000 synonyms and 50,000 redirects per scope, seeded on first use of a scope.',
} as const;

export type ScenarioName = keyof typeof scenarioCatalog;

export const scenarioNames = Object.keys(scenarioCatalog) as ScenarioName[];

export function isScenarioName(value: string): value is ScenarioName {
  return value in scenarioCatalog;
}
