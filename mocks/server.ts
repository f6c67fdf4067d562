import { createServer, type Server } from 'node:http';
import { createSecureServer, type Http2SecureServer } from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadOrCreateCertificate, type MockApiCertificate } from '../scripts/mock-server-tls.mjs';
import { mockAccessToken } from './auth';
import { createHandlers } from './handlers';
import { setMockImageBase } from './image-host';
import { scenarioCatalog } from './scenarios/catalog';
import { activeScenarios, isScenarioSpec, setActiveScenarios } from './scenarios/state';
import {
  failMockRequest,
  handleMockRequest,
  MOCK_API_BASE_PATH,
  originPolicy,
  type MockRequest,
  type MockResponse,
} from './server-http';

export { MOCK_API_BASE_PATH } from './server-http';
export const DEFAULT_MOCK_API_PORT = 5175;
const DEMO_EMAIL = 'merchandiser@demo.test';

export interface MockApiServerOptions {
  /** 0 picks a free port (tests). */
  port?: number;
  /** Defaults to loopback only: the mock API trusts any token, so it should not face a network. */
  host?: string;
  scenarios?: readonly string[];
  /** Origins allowed by CORS; `*` allows any. Default: any http(s)://localhost or loopback origin. */
  corsOrigins?: readonly string[];
  /** Origin (and path) the product images are served from instead of the portal's /mock-images/. */
  imageBaseUrl?: string | null;
  /**
   * HTTPS with HTTP/2 (and HTTP/1.1 for clients without it) instead of plain HTTP/1.1: this
   * certificate, or `true` for a fresh self-signed one (scripts/mock-server-tls.mjs).
   */
  tls?: MockApiCertificate | boolean;
}

export interface MockApiServer {
  /** Base URL of the API, e.g. http://localhost:5175/api (https://… with TLS). */
  url: string;
  port: number;
  /** With TLS: base64 SHA-256 of the certificate's public key, for Chromium's --ignore-certificate-errors-spki-list. */
  spkiHash: string | null;
  /** With TLS: the certificate (PEM), for clients that trust it as a CA. */
  certificate: string | null;
  close(): Promise<void>;
}

/**
 * Serves the mock API (the same MSW handlers the browser and the tests use) over real HTTP/1.1, or
 * with `tls` over HTTPS with HTTP/2 as a production engine API is served (docs/mocks.md).
 */
export async function startMockApiServer(options: MockApiServerOptions = {}): Promise<MockApiServer> {
  setActiveScenarios(options.scenarios ?? []);
  setMockImageBase(options.imageBaseUrl);
  const handlers = createHandlers();
  const isAllowedOrigin = originPolicy(options.corsOrigins);
  const onRequest = (req: MockRequest, res: MockResponse) => {
    handleMockRequest(req, res, handlers, isAllowedOrigin).catch((error: unknown) =>
      failMockRequest(res, error),
    );
  };
  const certificate = options.tls === true ? loadOrCreateCertificate() : options.tls || null;
  const server: Server | Http2SecureServer = certificate
    ? createSecureServer({ key: certificate.key, cert: certificate.cert, allowHTTP1: true }, onRequest)
    : createServer(onRequest);
  // fetch keeps connections alive; close() would wait for them to time out.
  const sockets = new Set<Socket>();
  server.on(certificate ? 'secureConnection' : 'connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const port = await listen(server, options.port ?? DEFAULT_MOCK_API_PORT, options.host ?? '127.0.0.1');
  return {
    url: `${certificate ? 'https' : 'http'}://localhost:${port}${MOCK_API_BASE_PATH}`,
    port,
    spkiHash: certificate?.spkiHash ?? null,
    certificate: certificate?.cert ?? null,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        for (const socket of sockets) socket.destroy();
      }),
  };
}

function listen(server: Server | Http2SecureServer, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export interface ServerCliOptions {
  port: number;
  host: string;
  scenarios: string[];
  corsOrigins: string[];
  imageBaseUrl: string | null;
  printTokenFor: string | null;
  /** HTTPS + HTTP/2: true for a self-signed certificate, or key and certificate files. */
  tls: boolean | { keyFile: string; certFile: string };
  help: boolean;
}

const listOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * Flags win over the environment (MOCK_API_PORT, MOCK_API_HOST, MOCK_SCENARIOS, MOCK_API_CORS_ORIGINS,
 * MOCK_API_TLS=1, MOCK_API_TLS_KEY + MOCK_API_TLS_CERT).
 */
export function parseServerArgs(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): ServerCliOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      scenario: { type: 'string', multiple: true },
      port: { type: 'string' },
      host: { type: 'string' },
      'print-token': { type: 'string' },
      'image-base-url': { type: 'string' },
      latency: { type: 'string' },
      'rate-limit': { type: 'string' },
      'read-limit': { type: 'string' },
      faults: { type: 'string' },
      tls: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const port = Number(values.port ?? env.MOCK_API_PORT ?? DEFAULT_MOCK_API_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`Invalid port "${values.port ?? env.MOCK_API_PORT}"`);
  const scenarios = values.scenario ? values.scenario.flatMap(listOf) : listOf(env.MOCK_SCENARIOS);
  // --latency 40 --rate-limit 200 --read-limit 50 --faults 500=2/drop=1/lost=1 are short for the scenarios.
  for (const flag of ['latency', 'rate-limit', 'read-limit', 'faults'] as const) {
    const value = values[flag];
    if (value !== undefined) scenarios.push(`${flag}:${value}`);
  }
  for (const name of scenarios) {
    if (!isScenarioSpec(name))
      throw new Error(`Unknown scenario "${name}". Known: ${Object.keys(scenarioCatalog).join(', ')}`);
  }
  return {
    port,
    host: values.host ?? env.MOCK_API_HOST ?? '127.0.0.1',
    scenarios,
    corsOrigins: listOf(env.MOCK_API_CORS_ORIGINS),
    imageBaseUrl: imageBase(values['image-base-url'] ?? env.MOCK_IMAGE_BASE_URL),
    printTokenFor: values['print-token'] ?? null,
    tls: tlsOption(values.tls, env),
    help: values.help ?? false,
  };
}

function tlsOption(flag: boolean | undefined, env: NodeJS.ProcessEnv): ServerCliOptions['tls'] {
  const keyFile = env.MOCK_API_TLS_KEY;
  const certFile = env.MOCK_API_TLS_CERT;
  if (Boolean(keyFile) !== Boolean(certFile))
    throw new Error('Set both MOCK_API_TLS_KEY and MOCK_API_TLS_CERT, or neither');
  if (keyFile && certFile) return { keyFile, certFile };
  return flag ?? ['1', 'true'].includes(env.MOCK_API_TLS ?? '');
}

function imageBase(raw: string | undefined): string | null {
  if (!raw) return null;
  if (!/^https?:\/\//.test(raw) || !URL.canParse(raw))
    throw new Error(`--image-base-url "${raw}" is not an absolute http(s) URL`);
  return raw;
}

export function tokenFor(email: string): string {
  return mockAccessToken({ sub: email, email });
}

const usage = `Usage: npm run mock-server -- [--scenario name[,name]] [--latency MS[-MAX]] [--rate-limit N[/BURST]] [--read-limit N[/BURST]]
                             [--faults 500=P/drop=P/lost=P] [--port N] [--host H] [--print-token EMAIL]
                             [--image-base-url URL] [--tls]

Serves the offline mock API on http://localhost:${DEFAULT_MOCK_API_PORT}${MOCK_API_BASE_PATH} (MOCK_API_PORT, MOCK_API_HOST).
Scenarios (also MOCK_SCENARIOS, or PUT ${MOCK_API_BASE_PATH}/__mock/scenarios at run time):
${Object.entries(scenarioCatalog)
  .map(([name, text]) => `  ${name.padEnd(24)} ${text}`)
  .join('\n')}
HTTPS with HTTP/2: --tls (MOCK_API_TLS=1) with a self-signed certificate made at start, or your own with
MOCK_API_TLS_KEY and MOCK_API_TLS_CERT (PEM files). HTTP/1.1 clients are served on the same port.
CORS: any localhost origin by default; MOCK_API_CORS_ORIGINS=origin[,origin] (or *) to change.
Product images: /mock-images/... on the portal's origin; --image-base-url (MOCK_IMAGE_BASE_URL) prefixes
them with another origin, e.g. http://localhost:5176 (an image host serving public/mock-images/).`;

async function main(): Promise<void> {
  let options: ServerCliOptions;
  try {
    options = parseServerArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exit(2);
  }
  if (options.help) {
    console.log(usage);
    return;
  }
  if (options.printTokenFor) {
    console.log(tokenFor(options.printTokenFor));
    return;
  }
  const tls =
    options.tls === false ? false : loadOrCreateCertificate(options.tls === true ? {} : options.tls);
  const server = await startMockApiServer({ ...options, tls });
  const token = tokenFor(DEMO_EMAIL);
  console.log(`Mock API listening on ${server.url}${tls ? ' (HTTP/2 and HTTP/1.1 over TLS)' : ''}`);
  if (server.spkiHash) {
    console.log(`Self-signed certificate: let Chromium trust it (and nothing else) with`);
    console.log(
      `  chromium --user-data-dir=/tmp/portal-profile --ignore-certificate-errors-spki-list=${server.spkiHash}`,
    );
    console.log(`  (curl: -k, or --cacert with the certificate from MOCK_API_TLS_CERT)`);
  }
  console.log(
    `Scenarios: ${activeScenarios().join(', ') || 'none'} (switch: PUT ${server.url}/__mock/scenarios {"active":[...]})`,
  );
  console.log(`Try it (as ${DEMO_EMAIL}):`);
  console.log(
    `  curl ${tls ? '-k ' : ''}-H 'Authorization: Bearer ${token}' ${server.url}/ScopeInfo/ScopeInfos`,
  );
  console.log(`A token for another demo user: npm run mock-server -- --print-token limited@demo.test`);
  const stop = () => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

function isEntryPoint(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(entry)).href;
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
