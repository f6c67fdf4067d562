import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { getResponse, type RequestHandler } from 'msw';
import { mockAccessToken } from './auth';
import { createHandlers } from './handlers';
import { setMockImageBase } from './image-host';
import { scenarioCatalog } from './scenarios/catalog';
import { activeScenarios, isScenarioSpec, setActiveScenarios } from './scenarios/state';

/** The mock API answers under the contract's server path, as the real portal API does. */
export const MOCK_API_BASE_PATH = '/api';
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
}

export interface MockApiServer {
  /** Base URL of the API, e.g. http://localhost:5175/api. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Serves the mock API (the same MSW handlers the browser and the tests use) over real HTTP. */
export async function startMockApiServer(options: MockApiServerOptions = {}): Promise<MockApiServer> {
  setActiveScenarios(options.scenarios ?? []);
  setMockImageBase(options.imageBaseUrl);
  const handlers = createHandlers();
  const isAllowedOrigin = originPolicy(options.corsOrigins);
  const server = createServer((req, res) => {
    handle(req, res, handlers, isAllowedOrigin).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: `Mock server failure: ${String(error)}` });
      else res.destroy();
    });
  });
  const port = await listen(server, options.port ?? DEFAULT_MOCK_API_PORT, options.host ?? '127.0.0.1');
  return {
    url: `http://localhost:${port}${MOCK_API_BASE_PATH}`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // fetch keeps connections alive; without this close() waits for them to time out.
        server.closeAllConnections();
      }),
  };
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  handlers: RequestHandler[],
  isAllowedOrigin: (origin: string) => boolean,
): Promise<void> {
  const origin = req.headers.origin;
  if (origin && isAllowedOrigin(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
  }
  if (req.method === 'OPTIONS') {
    answerPreflight(res, origin, isAllowedOrigin);
    return;
  }
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  if (url.pathname !== MOCK_API_BASE_PATH && !url.pathname.startsWith(`${MOCK_API_BASE_PATH}/`)) {
    sendJson(res, 404, { error: `The mock API lives under ${MOCK_API_BASE_PATH}/` });
    return;
  }
  const response = await getResponse(handlers, await toFetchRequest(req, url));
  if (response?.type === 'error') {
    // A dropped connection (faults scenario): no status line at all.
    res.destroy();
    return;
  }
  if (!response) {
    sendJson(res, 404, { error: `No mock handler for ${req.method} ${url.pathname}` });
    return;
  }
  await sendResponse(res, response);
}

function answerPreflight(
  res: ServerResponse,
  origin: string | undefined,
  isAllowedOrigin: (origin: string) => boolean,
) {
  if (origin && !isAllowedOrigin(origin)) {
    sendJson(res, 403, { error: `Origin ${origin} is not allowed; set MOCK_API_CORS_ORIGINS` });
    return;
  }
  res.writeHead(204, {
    'Access-Control-Allow-Methods': 'GET, PUT, POST, DELETE, PATCH',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type',
    'Access-Control-Max-Age': '600',
  });
  res.end();
}

async function toFetchRequest(req: IncomingMessage, url: URL): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const body = hasBody ? await readBody(req) : undefined;
  return new Request(url, { method, headers, body: body?.length ? new Uint8Array(body) : undefined });
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function sendResponse(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const body = Buffer.from(await response.arrayBuffer());
  // The body is sent whole, so the length replaces any transfer encoding the handler implied.
  delete headers['transfer-encoding'];
  headers['content-length'] = String(body.length);
  res.writeHead(response.status, response.statusText || undefined, headers);
  res.end(body);
}

function sendJson(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

function originPolicy(allowed: readonly string[] | undefined): (origin: string) => boolean {
  if (!allowed || allowed.length === 0) {
    return (origin) => /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin);
  }
  if (allowed.includes('*')) return () => true;
  const set = new Set(allowed.map((origin) => origin.replace(/\/+$/, '')));
  return (origin) => set.has(origin);
}

export interface ServerCliOptions {
  port: number;
  host: string;
  scenarios: string[];
  corsOrigins: string[];
  imageBaseUrl: string | null;
  printTokenFor: string | null;
  help: boolean;
}

const listOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Flags win over the environment (MOCK_API_PORT, MOCK_API_HOST, MOCK_SCENARIOS, MOCK_API_CORS_ORIGINS). */
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
      faults: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const port = Number(values.port ?? env.MOCK_API_PORT ?? DEFAULT_MOCK_API_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`Invalid port "${values.port ?? env.MOCK_API_PORT}"`);
  const scenarios = values.scenario ? values.scenario.flatMap(listOf) : listOf(env.MOCK_SCENARIOS);
  // --latency 40 --rate-limit 200 --faults 500=2/drop=1/lost=1 are short for the scenarios.
  for (const flag of ['latency', 'rate-limit', 'faults'] as const) {
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
    help: values.help ?? false,
  };
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

const usage = `Usage: npm run mock-server -- [--scenario name[,name]] [--latency MS[-MAX]] [--rate-limit N[/BURST]] [--faults 500=P/drop=P/lost=P] [--port N] [--host H] [--print-token EMAIL]
                             [--image-base-url URL]

Serves the offline mock API on http://localhost:${DEFAULT_MOCK_API_PORT}${MOCK_API_BASE_PATH} (MOCK_API_PORT, MOCK_API_HOST).
Scenarios (also MOCK_SCENARIOS, or PUT ${MOCK_API_BASE_PATH}/__mock/scenarios at run time):
${Object.entries(scenarioCatalog)
  .map(([name, text]) => `  ${name.padEnd(24)} ${text}`)
  .join('\n')}
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
  const server = await startMockApiServer(options);
  const token = tokenFor(DEMO_EMAIL);
  console.log(`Mock API listening on ${server.url}`);
  console.log(
    `Scenarios: ${activeScenarios().join(', ') || 'none'} (switch: PUT ${server.url}/__mock/scenarios {"active":[...]})`,
  );
  console.log(`Try it (as ${DEMO_EMAIL}):`);
  console.log(`  curl -H 'Authorization: Bearer ${token}' ${server.url}/ScopeInfo/ScopeInfos`);
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
