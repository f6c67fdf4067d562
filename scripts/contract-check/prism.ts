// An independent watcher of both sides: Stoplight Prism validates every request a client sends and
// every response the server gives against the bundled contract, and this recording proxy in front
// of it keeps what Prism flagged so a test run can fail with the list.
//
//   client ──/api/…──▶ recording proxy ──/…──▶ prism proxy --errors ──/api/…──▶ server
//
// The contract's paths have no /api (its server is /api, which Prism does not route by), so the
// proxy strips it. The mock API's control endpoint (/api/__mock/…) is not part of the contract and
// goes straight to the server. With --errors Prism answers a violation itself (422 for a request,
// 500 for a response, 401 for a call without a token) with a problem body naming each failed rule.
//
//   tsx scripts/contract-check/prism.ts --upstream http://localhost:5175/api --port 5180
// serves it on its own (the live end-to-end tests run it so); GET /__contract-proxy/violations
// answers what was flagged since the last time it was asked, and forgets it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { BUNDLED_CONTRACT } from './operations';

export interface ContractViolation {
  method: string;
  /** The path and query as the client sent them (below the API base). */
  url: string;
  status: number;
  /** Prism's problem title, e.g. "Request/Response not valid" or "Invalid request". */
  title: string;
  /** Each failed rule: where ("response.body.0.Query") and what. */
  findings: string[];
}

export interface ContractProxy {
  /** The API base to give clients instead of the server's, e.g. http://127.0.0.1:5180/api. */
  url: string;
  port: number;
  /** What Prism flagged since the last call (oldest first), and forgets it. */
  takeViolations(): ContractViolation[];
  close(): Promise<void>;
}

export interface ContractProxyOptions {
  /** The server's API base, e.g. http://localhost:5175/api. */
  upstream: string;
  /** 0 picks a free port. */
  port?: number;
  contract?: string;
}

export const VIOLATIONS_PATH = '/__contract-proxy/violations';
const API_BASE = '/api';
const PRISM_ERRORS = 'https://stoplight.io/prism/errors#';
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** One line per violation, for a failure message. */
export function formatViolations(violations: readonly ContractViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.method} ${v.url} → ${v.status} ${v.title}${v.findings.map((finding) => `\n    ${finding}`).join('')}`,
    )
    .join('\n');
}

export async function startContractProxy(options: ContractProxyOptions): Promise<ContractProxy> {
  const contract = options.contract ?? BUNDLED_CONTRACT;
  if (!existsSync(contract)) throw new Error(`${contract} is missing: run npm run generate -- contract`);
  const upstream = new URL(options.upstream.replace(/\/+$/, ''));
  const prism = await startPrism(contract, upstream.href);
  const violations: ContractViolation[] = [];

  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === VIOLATIONS_PATH) {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(violations.splice(0)));
    } else if (path.startsWith(`${API_BASE}/__mock/`)) {
      forward(req, res, new URL(upstream.pathname + path.slice(API_BASE.length), upstream), null);
    } else if (path.startsWith(`${API_BASE}/`)) {
      const target = new URL(`http://127.0.0.1:${prism.port}${path.slice(API_BASE.length)}`);
      forward(req, res, target, (violation) => violations.push(violation));
    } else {
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: `The API lives under ${API_BASE}/` }));
    }
  });
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
  return {
    url: `http://127.0.0.1:${port}${API_BASE}`,
    port,
    takeViolations: () => violations.splice(0),
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        sockets.forEach((socket) => socket.destroy());
      });
      await prism.stop();
    },
  };
}

/**
 * Passes the call on and its answer back unchanged. A Prism problem answer is recorded; Prism's
 * answer to a connection the server dropped (its FetchError) becomes a dropped connection again,
 * so the client sees what it would have seen without the proxy.
 */
function forward(
  req: IncomingMessage,
  res: ServerResponse,
  target: URL,
  onViolation: ((violation: ContractViolation) => void) | null,
): void {
  const headers = { ...req.headers, host: target.host };
  const outgoing = httpRequest(target, { method: req.method, headers }, (answer) => {
    const isProblem = (answer.headers['content-type'] ?? '').includes('application/problem+json');
    if (!onViolation || !isProblem) {
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.headers);
      answer.pipe(res);
      return;
    }
    const chunks: Buffer[] = [];
    answer.on('data', (chunk: Buffer) => chunks.push(chunk));
    answer.on('end', () => {
      const body = Buffer.concat(chunks);
      const problem = parseProblem(body);
      if (problem?.type === 'FetchError') {
        res.destroy();
        return;
      }
      if (problem?.type?.startsWith(PRISM_ERRORS)) {
        onViolation({
          method: req.method ?? 'GET',
          url: (req.url ?? '').slice(API_BASE.length),
          status: answer.statusCode ?? 0,
          title: problem.title ?? problem.type,
          findings: findingsOf(problem),
        });
      }
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.headers);
      res.end(body);
    });
  });
  outgoing.on('error', () => res.destroy());
  req.pipe(outgoing);
}

interface Problem {
  type?: string;
  title?: string;
  validation?: { location?: string[]; message?: string; code?: string }[];
}

/** Prism lists every failed item of a list: the first few say what is wrong. */
function findingsOf(problem: Problem, shown = 5): string[] {
  const all = (problem.validation ?? []).map(
    (item) => `${(item.location ?? []).join('.')}: ${item.message ?? item.code ?? 'invalid'}`,
  );
  return all.length > shown ? [...all.slice(0, shown), `… and ${all.length - shown} more`] : all;
}

function parseProblem(body: Buffer): Problem | null {
  try {
    return JSON.parse(body.toString('utf8')) as Problem;
  } catch {
    return null;
  }
}

/** Starts `prism proxy CONTRACT UPSTREAM --errors` on a free port and waits until it listens. */
async function startPrism(
  contract: string,
  upstream: string,
): Promise<{ port: number; stop(): Promise<void> }> {
  const port = await freePort();
  const cli = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/index.js');
  const child = spawn(
    process.execPath,
    [
      cli,
      'proxy',
      contract,
      upstream,
      '--errors',
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '-v',
      'warn',
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exited = false;
  child.once('exit', () => (exited = true));
  // The contract is read and every operation prepared before it listens; a busy machine is slow.
  const deadline = Date.now() + 90_000;
  while (!(await accepts(port))) {
    if (exited) throw new Error(`prism exited before listening:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`prism did not listen within 90 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { port, stop: () => stop(child) };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { upstream: { type: 'string' }, port: { type: 'string' } },
  });
  if (!values.upstream || !values.port) {
    console.error('Usage: tsx scripts/contract-check/prism.ts --upstream URL --port N');
    process.exit(2);
  }
  const proxy = await startContractProxy({ upstream: values.upstream, port: Number(values.port) });
  console.log(`Contract proxy (Prism) on ${proxy.url} in front of ${values.upstream}`);
  const close = () => void proxy.close().then(() => process.exit(0));
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
}

function isEntryPoint(): boolean {
  const entry = process.argv[1];
  return (
    entry !== undefined && existsSync(entry) && import.meta.url === pathToFileURL(realpathSync(entry)).href
  );
}

if (isEntryPoint()) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
