import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { mockServer } from '@mocks/node';
import { startMockApiServer, tokenFor, type MockApiServer } from '@mocks/server';
import {
  checkContract,
  fieldPath,
  formatResult,
  formatSummary,
  type CheckResult,
} from './contract-check/check';
import { percentile } from './contract-check/results';
import { getOperations, readContract } from './contract-check/operations';
import { parseCheckArgs } from './contract-check';

// Plain paths: under jsdom the global URL is not the one node:url accepts.
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const token = tokenFor('merchandiser@demo.test');
const getCount = getOperations(readContract()).length;

// tests/setup.ts intercepts this process's requests; the checker must reach real servers.
beforeAll(() => mockServer.close());
afterAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));

let api: MockApiServer;
const extraServers: Server[] = [];
beforeAll(async () => {
  api = await startMockApiServer({ port: 0 });
});
afterAll(() => api.close());
afterEach(() => {
  extraServers.splice(0).forEach((server) => server.close());
});

const failures = (results: CheckResult[]) =>
  results.filter((result) => result.outcome !== 'ok').map(formatResult);

/** A back end that is the mock API except for one call, which answers a wrong shape. */
async function serverBreaking(path: string, corrupt: (body: unknown) => unknown): Promise<string> {
  const server = createServer((req, res) => {
    void (async () => {
      const upstream = await fetch(`${api.url}${(req.url ?? '').replace(/^\/api/, '')}`, {
        headers: { Authorization: req.headers.authorization ?? '' },
      });
      const body = (await upstream.json()) as unknown;
      const sent = new URL(req.url ?? '/', 'http://x').pathname === `/api${path}` ? corrupt(body) : body;
      res.writeHead(upstream.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(sent));
    })();
  });
  extraServers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
}

function runCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(
    process.execPath,
    [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'scripts/contract-check.ts'), ...args],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

describe('contract checker', () => {
  test('passes every GET operation of the contract against the mock API', async () => {
    const results = await checkContract({ baseUrl: api.url, token });
    expect(failures(results)).toEqual([]);
    expect(results).toHaveLength(getCount);
    expect(results.map((result) => result.operation)).toContain('GET /Kpi/GetMainKpis');
    expect(formatSummary(results)).toBe(`${getCount} passed, 0 failed`);
  });

  test('names the first wrong field of a response that breaks the contract', async () => {
    const baseUrl = await serverBreaking('/ScopeInfo/ScopeInfos', (body) => {
      const infos = body as { AllowedScopes: { AllowedScope: { Customer: { Id: unknown } } }[] };
      infos.AllowedScopes[0]!.AllowedScope.Customer.Id = 42;
      return infos;
    });
    const results = await checkContract({ baseUrl, token });
    expect(failures(results).map((line) => line.replace(/ {2}\[.*\]$/, ''))).toContain(
      'mismatch GET /ScopeInfo/ScopeInfos: AllowedScopes[0].AllowedScope.Customer.Id: Invalid input: expected string, received number',
    );
    expect(results.find((result) => result.operation === 'GET /Kpi/GetMainKpis')?.outcome).toBe('ok');
  });

  test('reports a missing required field at its path', async () => {
    const baseUrl = await serverBreaking('/Kpi/GetMainKpis', (body) => ({
      ...(body as object),
      Main: { NavigationLabel: 'Searches' },
    }));
    const results = await checkContract({ baseUrl, token });
    expect(results.find((result) => result.operation === 'GET /Kpi/GetMainKpis')).toMatchObject({
      outcome: 'mismatch',
      field: 'Main.NavigationCount',
    });
  });

  test('fails every operation while the mock API answers malformed bodies', async () => {
    await fetch(`${api.url}/__mock/scenarios`, {
      method: 'PUT',
      body: JSON.stringify({ active: ['malformed-response'] }),
    });
    const results = await checkContract({ baseUrl: api.url, token });
    expect(results.every((result) => result.outcome === 'mismatch')).toBe(true);
    expect(results.find((result) => result.operation === 'GET /ScopeInfo/ScopeInfos')).toMatchObject({
      field: 'AllowedScopes',
    });
  });

  test('reports an error status and an unreachable server as errors', async () => {
    const withoutToken = await checkContract({ baseUrl: api.url, token: null });
    expect(withoutToken.map(formatResult)).toContainEqual(
      expect.stringMatching(
        /^error GET \/EngineSettings\/SynonymsForScope: 401 Unauthorized: Authentication required {2}\[401 · p50 [\d.]+ ms · p95 [\d.]+ ms\]$/,
      ),
    );

    const closed = await startMockApiServer({ port: 0 });
    await closed.close();
    const unreachable = await checkContract({ baseUrl: closed.url, token });
    expect(unreachable[0]).toMatchObject({
      outcome: 'error',
      operation: 'GET /ScopeInfo/ScopeInfos',
      message: 'network: ECONNREFUSED',
    });
    expect(unreachable[0]?.status).toBeUndefined();
    expect(formatSummary(unreachable)).toBe(`0 passed, ${getCount} failed`);
  });

  test('sends the scope given, the last 30 days and the contract examples; optional parameters stay out', async () => {
    const urls: string[] = [];
    const recording: typeof fetch = (input, init) => {
      urls.push(String(input));
      return fetch(input, init);
    };
    const scope = { customerId: 'nordic', storefrontId: 'nordic-se', languageCode: 'sv' };
    await checkContract({
      baseUrl: `${api.url}/`,
      token,
      scope,
      fetch: recording,
      today: new Date('2026-03-10T12:00:00Z'),
    });
    const mainKpis = new URL(urls.find((url) => url.includes('/Kpi/GetMainKpis?'))!);
    expect(mainKpis.pathname).toBe('/api/Kpi/GetMainKpis');
    expect(Object.fromEntries(mainKpis.searchParams)).toEqual({
      ...scope,
      startDate: '2026-02-09',
      endDate: '2026-03-10',
      navigationType: 'search',
    });
    const boosts = new URL(urls.find((url) => url.includes('/BoostBury/BoostsForScope?'))!);
    expect(boosts.searchParams.get('questNumber')).toBe('1');
  });

  test('--param values replace the examples, and send optional parameters too', async () => {
    const urls: string[] = [];
    const recording: typeof fetch = (input, init) => {
      urls.push(String(input));
      return fetch(input, init);
    };
    const params = parseCheckArgs([
      '--base-url',
      api.url,
      '--param',
      'productExternalId=SKU-1',
      '--param',
      'query=a=b',
    ]).params;
    expect(params).toEqual({ productExternalId: 'SKU-1', query: 'a=b' });
    await checkContract({ baseUrl: api.url, token, params, fetch: recording });
    const ranking = new URL(urls.find((url) => url.includes('/Pulse/PulseRankingForProduct?'))!);
    expect(ranking.searchParams.get('productExternalId')).toBe('SKU-1');
    expect(ranking.searchParams.get('query')).toBe('a=b');
    expect(() => parseCheckArgs(['--base-url', api.url, '--param', 'novalue'])).toThrow('not name=value');
    expect(() => parseCheckArgs(['--base-url', 'localhost:5175'])).toThrow('not an absolute http(s) URL');
  });

  test('--repeat calls each operation that often and reports status, p50 and p95', async () => {
    const results = await checkContract({ baseUrl: api.url, token, repeat: 3 });
    const main = results.find((result) => result.operation === 'GET /Kpi/GetMainKpis')!;
    expect(main).toMatchObject({ outcome: 'ok', status: 200 });
    expect(main.timings).toHaveLength(3);
    expect(formatResult(main)).toMatch(
      /^ok {2}GET \/Kpi\/GetMainKpis {2}\[200 · p50 [\d.]+ ms · p95 [\d.]+ ms\]$/,
    );
    expect(percentile([5, 1, 3, 2, 4], 0.5)).toBe(3);
    expect(percentile([5, 1, 3, 2, 4], 0.95)).toBe(5);
    expect(
      percentile(
        Array.from({ length: 20 }, (_, i) => i + 1),
        0.95,
      ),
    ).toBe(19);
  });

  test('formats a zod path as a reader writes it', () => {
    expect(fieldPath(['AllowedScopes', 0, 'Access', 'SynonymsAccess'])).toBe(
      'AllowedScopes[0].Access.SynonymsAccess',
    );
    expect(fieldPath([3, 'Query'])).toBe('[3].Query');
    expect(fieldPath([])).toBe('(body)');
  });
});

describe('npm run contract:check', () => {
  test('prints one line per operation and the summary, and exits 0 when all pass', async () => {
    const { code, stdout } = await runCli(['--base-url', api.url, '--token', token]);
    const lines = stdout.trim().split('\n');
    expect(lines).toContainEqual(expect.stringMatching(/^ok {2}GET \/Kpi\/GetMainKpis {2}\[200 · p50 /));
    expect(lines).toContainEqual(
      expect.stringMatching(/^ok {2}401 without a token · GET \/ScopeInfo\/ScopeInfos {2}\[401 /),
    );
    expect(lines).toContain(
      'skip 500 → PortalServerError · GET /ScopeInfo/ScopeInfos: give --server-error-path (or --mock-scenarios on the mock API) to provoke a 500',
    );
    // The GET operations and the 401 pass; 500 and 429 need a flag to be provoked.
    expect(lines.at(-1)).toBe(`${getCount + 1} passed, 0 failed, 2 skipped`);
    expect(code).toBe(0);
  });

  test('exits non-zero on a mismatch', async () => {
    const baseUrl = await serverBreaking('/EngineSettings/Redirect', () => [{ Query: 'rain jacket' }]);
    const { code, stdout } = await runCli(['--base-url', baseUrl, '--token', token]);
    expect(stdout).toMatch(/^mismatch GET \/EngineSettings\/Redirect: \[0\]\.\w+: /m);
    expect(stdout).toMatch(/^ok {2}GET \/Kpi\/GetMainKpis {2}\[200 /m);
    expect(stdout.trim().split('\n').at(-1)).toMatch(/^\d+ passed, [1-9]\d* failed, 2 skipped$/);
    expect(code).toBe(1);
  });

  test('exits 2 with the usage when --base-url is missing', async () => {
    const { code, stderr } = await runCli([]);
    expect(stderr).toContain('--base-url is required');
    expect(stderr).toContain('Usage: npm run contract:check');
    expect(code).toBe(2);
  });
});
