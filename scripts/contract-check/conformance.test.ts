// The conformance suite proven both ways: it passes on the mock API, and each deliberately broken
// server (fixtures/broken-servers.ts) is caught with the step and the field named.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { mockServer } from '@mocks/node';
import { startMockApiServer, tokenFor, type MockApiServer } from '@mocks/server';
import { parseCheckArgs } from './cli-args';
import { checkErrorShapes } from './errors';
import { startBrokenServer, type BrokenKind, type BrokenServer } from './fixtures/broken-servers';
import { formatResult, type CheckResult } from './results';
import { runChecks } from './run';
import { checkWrites } from './write';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const token = tokenFor('merchandiser@demo.test');
const scope = { customerId: 'acme', storefrontId: 'acme-de', languageCode: 'de' };
const domains = [
  'synonyms',
  'redirects',
  'boost-bury',
  'experience',
  'manual-recommendations',
  'pins Global',
  'pins PerQuery',
  'pins PerNavigation',
];

// tests/setup.ts intercepts this process's requests; the checker must reach real servers.
beforeAll(() => mockServer.close());
afterAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));

let api: MockApiServer;
const broken: BrokenServer[] = [];
beforeAll(async () => {
  api = await startMockApiServer({ port: 0 });
});
afterAll(() => api.close());
afterEach(async () => {
  await Promise.all(broken.splice(0).map((server) => server.close()));
});

async function brokenServer(kind: BrokenKind): Promise<string> {
  const server = await startBrokenServer(kind, api.url);
  broken.push(server);
  return server.url;
}

const writes = (baseUrl: string, runId: string) =>
  checkWrites({ connection: { baseUrl, token }, scope, runId });
const failures = (results: CheckResult[]) =>
  results.filter((result) => result.outcome !== 'ok' && result.outcome !== 'skip');
const line = (results: CheckResult[], operation: string) =>
  formatResult(
    results.find((result) => result.operation === operation) ?? {
      operation,
      outcome: 'skip',
      message: 'no such line',
    },
  );

describe('--write on the mock API', () => {
  test('every settings call survives its round trip, with ReloadStatus and the stale 409', async () => {
    const results = await checkWrites({
      connection: { baseUrl: api.url, token },
      scope,
      repeat: 2,
      runId: 'pass',
    });
    expect(failures(results).map(formatResult)).toEqual([]);
    for (const domain of domains) {
      const steps = results
        .filter((result) => result.operation.startsWith(`${domain} · `))
        .map((r) => r.operation.split(' · ')[1]);
      expect(steps).toEqual(
        expect.arrayContaining([
          'create',
          'read back',
          'update',
          'read back update',
          'delete',
          'read back delete',
        ]),
      );
    }
    expect(line(results, 'synonyms · stale update · PUT /EngineSettings/SynonymsForQuery')).toMatch(
      /^ok {2}.*\[409 · p50 /,
    );
    expect(line(results, 'experience · control code · POST /Experience/ControlCode')).toMatch(/^ok {2}/);
    expect(
      line(results, 'pins PerQuery · delete · DELETE /Pulse/DeleteProductPositionOverridePerQuery'),
    ).toMatch(/ReloadStatus 2 \(AllSucceeded\)$/);
    // Two repetitions: two timings per step.
    expect(
      results.find((r) => r.operation === 'redirects · update · PUT /EngineSettings/Redirect')?.timings,
    ).toHaveLength(2);
    // Manual recommendations have no Old/New pair in the contract: said, not silently passed.
    expect(line(results, 'manual-recommendations · stale update · POST /ManualRecommendation/Add')).toBe(
      'skip manual-recommendations · stale update · POST /ManualRecommendation/Add: the contract has no compare-and-swap for this call',
    );
  });

  test('the error shapes: 401 always, 500 and 429 through the mock scenarios', async () => {
    const connection = { baseUrl: api.url, token };
    const plain = await checkErrorShapes({ connection });
    expect(plain.map((result) => result.outcome)).toEqual(['ok', 'skip', 'skip']);
    const provoked = await checkErrorShapes({ connection, mockScenarios: true, provokeRateLimit: true });
    expect(provoked.map(formatResult)).toEqual([
      expect.stringMatching(
        /^ok {2}401 without a token · GET \/ScopeInfo\/ScopeInfos {2}\[401 .*"Authentication required"$/,
      ),
      expect.stringMatching(/^ok {2}500 → PortalServerError · GET \/ScopeInfo\/ScopeInfos {2}\[500 /),
      expect.stringMatching(
        /^ok {2}429 → PortalServerError · GET \/ScopeInfo\/ScopeInfos {2}\[429 .*"Too many requests"$/,
      ),
    ]);
    // The scenarios are switched back: the API answers normally again.
    const after = await fetch(`${api.url}/ScopeInfo/ScopeInfos`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(after.status).toBe(200);
  });

  test('--write needs the scope named explicitly', () => {
    expect(() => parseCheckArgs(['--base-url', api.url, '--write', '--customer', 'acme'])).toThrow(
      'name the scope to test in with --customer, --storefront and --language',
    );
    expect(
      parseCheckArgs([
        '--base-url',
        api.url,
        '--write',
        '--customer',
        'a',
        '--storefront',
        'b',
        '--language',
        'c',
      ]),
    ).toMatchObject({
      write: true,
      repeat: 1,
    });
  });
});

describe('broken servers are caught, with the step and the field', () => {
  test('a server that ignores compare-and-swap', async () => {
    const results = await writes(await brokenServer('ignores-compare-and-swap'), 'cas');
    const lines = failures(results).map(formatResult);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^mismatch synonyms · stale update · PUT \/EngineSettings\/SynonymsForQuery: \(status\): expected 409, got 200/,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^mismatch redirects · stale update · PUT \/EngineSettings\/Redirect: \(status\): expected 409, got 200/,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^mismatch experience · stale update · PUT \/Experience\/Rule: \(status\): expected 409, got 200/,
      ),
    );
    // What compare-and-swap protects: the pins still refuse the stale update.
    expect(
      line(results, 'pins Global · stale update · PUT /Pulse/UpdateProductPositionOverrideGlobal'),
    ).toMatch(/^ok /);
  });

  test('a server that renames a field’s casing', async () => {
    const baseUrl = await brokenServer('renamed-field-casing');
    const results = await writes(baseUrl, 'casing');
    expect(failures(results).map(formatResult)).toEqual([
      expect.stringMatching(
        /^mismatch synonyms · create · PUT \/EngineSettings\/SynonymsForQuery: NewEntry\.Synonyms: Invalid input: expected array, received undefined/,
      ),
    ]);
    const { checkContract } = await import('./check');
    const reads = await checkContract({ baseUrl, token });
    expect(reads.find((result) => result.operation === 'GET /EngineSettings/SynonymsForScope')).toMatchObject(
      {
        outcome: 'mismatch',
        field: '[0].Synonyms',
      },
    );
  });

  test('a server that answers 500 without a body', async () => {
    const results = await checkErrorShapes({
      connection: { baseUrl: await brokenServer('server-error-without-body'), token },
      mockScenarios: true,
    });
    expect(formatResult(results[1]!)).toMatch(
      /^mismatch 500 → PortalServerError · GET \/ScopeInfo\/ScopeInfos: \(body\): expected a PortalServerError, got an empty body {2}\[500 /,
    );
  });

  test('a server whose delete does nothing', async () => {
    const results = await writes(await brokenServer('delete-does-nothing'), 'nodelete');
    const lines = failures(results).map(formatResult);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^mismatch synonyms · read back delete · GET \/EngineSettings\/SynonymsForScope: \[Query=conformance-nodelete-1\]: still stored after the delete answered success {2}\[200 /,
      ),
    );
    expect(lines).toHaveLength(domains.length);
    for (const domain of domains) {
      expect(lines).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^mismatch ${domain} · read back delete · GET .*: still stored after the delete answered success`,
          ),
        ),
      );
    }
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^mismatch redirects · read back delete · GET \/EngineSettings\/Redirect: \[Name=conformance-nodelete-1\]: /,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^mismatch pins Global · read back delete · GET \/Pulse\/GetProductPositionOverridesWithProducts: Global\[Pin\.Entity\.ExternalId=[^\]]+\]: /,
      ),
    );
  });
});

describe('--prism: Stoplight Prism validates every call of the run as well', () => {
  test('a server whose answers break the contract fails with Prism’s findings; every other call passes it', async () => {
    const cli = parseCheckArgs([
      '--base-url',
      await brokenServer('renamed-field-casing'),
      '--token',
      token,
      ...['--customer', 'acme', '--storefront', 'acme-de', '--language', 'de'],
      '--write',
      '--mock-scenarios',
      '--provoke-rate-limit',
      '--prism',
    ]);
    const results = await runChecks(cli, () => undefined);
    const flagged = failures(results).filter((result) => result.operation.startsWith('Prism · '));
    expect(flagged.map(formatResult)).toEqual([
      expect.stringMatching(
        /^mismatch Prism · GET \/EngineSettings\/SynonymsForScope: Request\/Response not valid: response\.body\.0: Response body property 0 must have required property 'Synonyms'; .*; … and \d+ more {2}\[500\]$/,
      ),
      "mismatch Prism · PUT /EngineSettings/SynonymsForQuery: Request/Response not valid: response.body.NewEntry: Response body property NewEntry must have required property 'Synonyms'  [500]",
    ]);
    // Prism answers the broken responses itself (--errors); the checker's own lines fail on them too.
    expect(
      failures(results)
        .filter((result) => !flagged.includes(result))
        .map((r) => r.operation),
    ).toEqual([
      'GET /EngineSettings/SynonymsForScope',
      'synonyms · create · PUT /EngineSettings/SynonymsForQuery',
    ]);
    // The 401 check reached the server itself: Prism would have refused the call without a token.
    expect(results.find((result) => result.operation.startsWith('401 '))).toMatchObject({ outcome: 'ok' });
    // Prism is a process of its own that reads the whole contract before it listens.
  }, 90_000);
});

function runCli(args: string[]): Promise<{ code: number | null; stdout: string }> {
  const child = spawn(
    process.execPath,
    [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'scripts/contract-check.ts'), ...args],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout })));
}

describe('npm run contract:check -- --write --junit FILE', () => {
  test('passes on the mock API and writes JUnit XML; a broken server fails with the step in the XML', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'contract-junit-'));
    const flags = [
      '--token',
      token,
      '--customer',
      'acme',
      '--storefront',
      'acme-de',
      '--language',
      'de',
      '--write',
    ];
    const pass = await runCli([
      '--base-url',
      api.url,
      ...flags,
      '--mock-scenarios',
      '--provoke-rate-limit',
      '--junit',
      join(dir, 'pass.xml'),
    ]);
    expect(pass.stdout.trim().split('\n').at(-1)).toMatch(/^\d+ passed, 0 failed, 1 skipped$/);
    expect(pass.code).toBe(0);
    const passXml = readFileSync(join(dir, 'pass.xml'), 'utf8');
    expect(passXml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="contract-check" tests="\d+" failures="0" errors="0">/,
    );
    expect(passXml).toContain(
      '<testsuite name="round trip: synonyms" tests="8" failures="0" errors="0" skipped="0">',
    );
    expect(passXml).toContain(
      '<testsuite name="error shapes" tests="3" failures="0" errors="0" skipped="0">',
    );

    const failing = await runCli([
      '--base-url',
      await brokenServer('delete-does-nothing'),
      ...flags,
      '--junit',
      join(dir, 'fail.xml'),
    ]);
    expect(failing.code).toBe(1);
    const failXml = readFileSync(join(dir, 'fail.xml'), 'utf8');
    expect(failXml).toMatch(
      /<testcase classname="contract-check.round trip: redirects" name="redirects · read back delete · GET \/EngineSettings\/Redirect" time="[\d.]+">\n {6}<failure message="\[Name=conformance-[\w-]+\]: still stored after the delete answered success" type="mismatch">/,
    );
  });
});
