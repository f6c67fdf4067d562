import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { mockServer } from '@mocks/node';
import { parseServerArgs, startMockApiServer, tokenFor, type MockApiServer } from './server';

// Plain paths: under jsdom the global URL is not the one node:url accepts.
const here = dirname(fileURLToPath(import.meta.url));
const token = tokenFor('merchandiser@demo.test');
const auth = { Authorization: `Bearer ${token}` };
const scopeQuery = 'customerId=acme&storefrontId=acme-de&languageCode=de';

// tests/setup.ts intercepts this process's requests; these tests need the real network.
beforeAll(() => mockServer.close());
afterAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));

let server: MockApiServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function start(scenarios: string[] = []): Promise<MockApiServer> {
  server = await startMockApiServer({ port: 0, scenarios });
  return server;
}

describe('mock API over HTTP', () => {
  test('answers a real call with contract data under /api', async () => {
    const { url } = await start();
    const response = await fetch(`${url}/ScopeInfo/ScopeInfos`, { headers: auth });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { AllowedScopes: unknown[] };
    expect(body.AllowedScopes.length).toBeGreaterThan(0);
  });

  test('asks for a bearer token: 401 without one', async () => {
    const { url } = await start();
    const response = await fetch(`${url}/EngineSettings/SynonymsForScope?${scopeQuery}`);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { UserMessage: string }).UserMessage).toBeTruthy();
  });

  test('answers 404 with JSON for paths no handler knows and outside /api', async () => {
    const { url, port } = await start();
    const unknown = await fetch(`${url}/No/SuchCall`, { headers: auth });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'No mock handler for GET /api/No/SuchCall' });
    const outside = await fetch(`http://localhost:${port}/Kpi/GetMainKpis`, { headers: auth });
    expect(outside.status).toBe(404);
  });

  test('answers a CORS preflight from a localhost origin and echoes the origin', async () => {
    const { url } = await start();
    const origin = 'http://localhost:5173';
    const preflight = await fetch(`${url}/EngineSettings/SynonymsForQuery`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, PUT, POST, DELETE, PATCH');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type');

    const call = await fetch(`${url}/ScopeInfo/ScopeInfos`, { headers: { ...auth, Origin: origin } });
    expect(call.headers.get('access-control-allow-origin')).toBe(origin);
  });

  test('does not allow a foreign origin unless configured', async () => {
    const { url } = await start();
    const preflight = await fetch(`${url}/ScopeInfo/ScopeInfos`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();

    await server?.close();
    server = await startMockApiServer({ port: 0, corsOrigins: ['https://portal.example'] });
    const allowed = await fetch(`${server.url}/ScopeInfo/ScopeInfos`, {
      headers: { ...auth, Origin: 'https://portal.example' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://portal.example');
  });

  test('starts with the scenarios it was given', async () => {
    const { url } = await start(['rate-limited']);
    const response = await fetch(`${url}/ScopeInfo/ScopeInfos`, { headers: auth });
    expect(response.status).toBe(429);
    expect(response.statusText).toBe('Too Many Requests');
  });

  test('switches scenarios at run time with PUT /api/__mock/scenarios', async () => {
    const { url } = await start();
    const switched = await fetch(`${url}/__mock/scenarios`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ active: ['server-error'] }),
    });
    expect(await switched.json()).toMatchObject({ active: ['server-error'] });
    const failing = await fetch(`${url}/ScopeInfo/ScopeInfos`, { headers: auth });
    expect(failing.status).toBe(500);
    expect(await failing.json()).toMatchObject({
      UserMessage: expect.any(String),
      Timestamp: expect.any(String),
    });

    await fetch(`${url}/__mock/scenarios`, { method: 'PUT', body: JSON.stringify({ active: [] }) });
    expect((await fetch(`${url}/ScopeInfo/ScopeInfos`, { headers: auth })).status).toBe(200);
  });

  test('refuses an unknown scenario name at run time', async () => {
    const { url } = await start();
    const response = await fetch(`${url}/__mock/scenarios`, {
      method: 'PUT',
      body: JSON.stringify({ active: ['nope'] }),
    });
    expect(response.status).toBe(400);
  });
});

describe('command line', () => {
  test('--scenario takes a list and repeats; flags win over the environment', () => {
    const env = { MOCK_API_PORT: '6001', MOCK_SCENARIOS: 'slow' };
    expect(parseServerArgs([], env)).toMatchObject({ port: 6001, scenarios: ['slow'] });
    expect(
      parseServerArgs(['--scenario', 'rate-limited,slow', '--scenario', 'large-data', '--port', '0'], env),
    ).toMatchObject({
      port: 0,
      scenarios: ['rate-limited', 'slow', 'large-data'],
    });
    expect(parseServerArgs([], {})).toMatchObject({ port: 5175, scenarios: [], corsOrigins: [] });
    expect(
      parseServerArgs([], { MOCK_API_CORS_ORIGINS: 'https://a.example, https://b.example' }).corsOrigins,
    ).toEqual(['https://a.example', 'https://b.example']);
  });

  test('--rate-limit, --read-limit, --latency and --faults are short for their scenarios', () => {
    expect(
      parseServerArgs(['--rate-limit', '200/50', '--read-limit', '50', '--latency', '5-30'], {}).scenarios,
    ).toEqual(['latency:5-30', 'rate-limit:200/50', 'read-limit:50']);
  });

  test('refuses an unknown scenario or port', () => {
    expect(() => parseServerArgs(['--scenario', 'nope'], {})).toThrow('Unknown scenario "nope"');
    expect(() => parseServerArgs(['--port', 'x'], {})).toThrow('Invalid port');
    expect(parseServerArgs([], {}).imageBaseUrl).toBeNull();
    expect(parseServerArgs([], { MOCK_IMAGE_BASE_URL: 'http://localhost:6001' }).imageBaseUrl).toBe(
      'http://localhost:6001',
    );
    expect(parseServerArgs(['--image-base-url', 'https://img.example'], {}).imageBaseUrl).toBe(
      'https://img.example',
    );
    expect(() => parseServerArgs(['--image-base-url', 'img.example'], {})).toThrow(
      'not an absolute http(s) URL',
    );
  });

  test('npm run mock-server -- --scenario serves with it and prints the URL, scenarios and a curl example', async () => {
    const child = spawn(
      process.execPath,
      [
        join(here, '../node_modules/tsx/dist/cli.mjs'),
        join(here, 'server.ts'),
        '--scenario',
        'rate-limited',
        '--port',
        '0',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      const output = await new Promise<string>((resolve, reject) => {
        let text = '';
        child.stdout.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes('A token for another demo user')) resolve(text);
        });
        child.on('exit', (code) => reject(new Error(`mock server exited (${code}): ${text}`)));
      });
      const url = /listening on (\S+)/.exec(output)?.[1];
      expect(url).toMatch(/^http:\/\/localhost:\d+\/api$/);
      expect(output).toContain('Scenarios: rate-limited');
      expect(output).toContain(`curl -H 'Authorization: Bearer ${token}' ${url}/ScopeInfo/ScopeInfos`);
      expect(output).toContain('--print-token');
      const response = await fetch(`${url}/ScopeInfo/ScopeInfos`, { headers: auth });
      expect(response.status).toBe(429);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
