// The command line of npm run contract:check.
import { parseArgs } from 'node:util';

export interface ContractCheckCli {
  baseUrl: string;
  token: string | null;
  scope: { customerId?: string; storefrontId?: string; languageCode?: string };
  params: Record<string, string>;
  /** Run the settings round trips against the scope given. */
  write: boolean;
  repeat: number;
  junit: string | null;
  mockScenarios: boolean;
  serverErrorPath: string | null;
  provokeRateLimit: boolean;
  rateLimitBurst: number;
  /** Send every call through Stoplight Prism (prism.ts) and fail on what it flags. */
  prism: boolean;
}

export const usage = `Usage: npm run contract:check -- --base-url URL [--token T] [--customer C --storefront S --language L]
                              [--param name=value ...] [--repeat N] [--junit FILE]
                              [--write] [--mock-scenarios] [--server-error-path PATH]
                              [--provoke-rate-limit [--rate-limit-burst N]] [--prism]

Calls every GET operation of openapi/dist/portal.yaml against URL (the API base, e.g. http://localhost:5175/api)
and checks each 200 answer against the contract; then the error shapes of spec §8 (401 without a token, and
500 / 429 when they can be provoked). The token is a bearer access token (or PORTAL_API_TOKEN); for the mock
API make one with: npm run mock-server -- --print-token merchandiser@demo.test
The scope defaults to acme / acme-de / de; the period to the last 30 days; other parameters to the
contract's examples (--param productExternalId=SKU-1 sends a value that exists on your server instead).

  --write                 also run the round trip of every settings call (create, read back, update with the
                          Old/New pair, stale update → 409, delete, read back) in the scope named with
                          --customer, --storefront and --language (required with --write). It creates and
                          deletes test items named conformance-…; use a scope meant for testing.
  --repeat N              calls per operation / round trips (default 1); the report shows p50 and p95
  --junit FILE            also write the report as JUnit XML
  --mock-scenarios        the server is the mock API: provoke 500 and 429 with its scenario switch
  --server-error-path P   a GET path below URL that your server answers with 500 (checks the body)
  --provoke-rate-limit    check the 429 shape: a burst of calls (--rate-limit-burst, default 300) until one
                          answers 429
  --prism                 send every call through Stoplight Prism (prism proxy --errors) in front of URL: a
                          second, independent validator of each request sent and each answer; whatever it
                          flags is a failed line "Prism · METHOD PATH" with its findings`;

function count(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number of at least 1, got "${raw}"`);
  return value;
}

export function parseCheckArgs(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): ContractCheckCli {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      'base-url': { type: 'string' },
      token: { type: 'string' },
      customer: { type: 'string' },
      storefront: { type: 'string' },
      language: { type: 'string' },
      param: { type: 'string', multiple: true },
      write: { type: 'boolean' },
      repeat: { type: 'string' },
      junit: { type: 'string' },
      'mock-scenarios': { type: 'boolean' },
      'server-error-path': { type: 'string' },
      'provoke-rate-limit': { type: 'boolean' },
      'rate-limit-burst': { type: 'string' },
      prism: { type: 'boolean' },
    },
  });
  const baseUrl = values['base-url'];
  if (!baseUrl) throw new Error('--base-url is required');
  if (!/^https?:\/\//.test(baseUrl) || !URL.canParse(baseUrl)) {
    throw new Error(`--base-url "${baseUrl}" is not an absolute http(s) URL`);
  }
  const scope = {
    customerId: values.customer,
    storefrontId: values.storefront,
    languageCode: values.language,
  };
  const write = values.write ?? false;
  if (write && (!scope.customerId || !scope.storefrontId || !scope.languageCode)) {
    throw new Error(
      '--write changes settings: name the scope to test in with --customer, --storefront and --language',
    );
  }
  const serverErrorPath = values['server-error-path'] ?? null;
  if (serverErrorPath !== null && !serverErrorPath.startsWith('/')) {
    throw new Error(`--server-error-path "${serverErrorPath}" must start with / (it is below --base-url)`);
  }
  return {
    baseUrl,
    token: values.token ?? env.PORTAL_API_TOKEN ?? null,
    scope,
    params: Object.fromEntries((values.param ?? []).map(parseParam)),
    write,
    repeat: count(values.repeat, '--repeat', 1),
    junit: values.junit ?? null,
    mockScenarios: values['mock-scenarios'] ?? false,
    serverErrorPath,
    provokeRateLimit: values['provoke-rate-limit'] ?? false,
    rateLimitBurst: count(values['rate-limit-burst'], '--rate-limit-burst', 300),
    prism: values.prism ?? false,
  };
}

function parseParam(pair: string): [string, string] {
  const at = pair.indexOf('=');
  if (at <= 0) throw new Error(`--param "${pair}" is not name=value`);
  return [pair.slice(0, at), pair.slice(at + 1)];
}
