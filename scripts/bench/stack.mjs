// The benchmark's stack: the production bundle served by scripts/start.mjs in live mode (with the
// local OpenID Connect provider) against the mock API over HTTP (mocks/server.ts). With `tls`, the
// mock API speaks HTTPS with HTTP/2 as a production engine API does (the bulk stage: over HTTP/1.1
// a browser opens at most six connections per host, which caps a bulk job at six calls in flight).
//
// Live mode, not mock mode: in mock mode the page first downloads MSW and faker (the mock-mode
// chunk, several hundred KB) and answers every API call on its own main thread, which no real user
// ever pays for. The mock API over HTTP serves the same handlers and data from another process.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createSelfSignedCertificate } from '../mock-server-tls.mjs';

const projectRoot = resolve(import.meta.dirname, '../..');
const bin = (name) => resolve(projectRoot, 'node_modules/.bin', name);

/**
 * fetch for the bench's own calls to the mock API; over TLS it trusts the stack's certificate and no
 * other (Node's fetch cannot be given a CA without undici as a dependency of our own).
 * Answers { ok, status, text(), json() }.
 */
function fetcherFor(certificate) {
  if (!certificate) return fetch;
  return (url, { method = 'GET', headers = {}, body } = {}) =>
    new Promise((done, fail) => {
      const call = httpsRequest(url, { method, headers, ca: certificate }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', fail);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const status = response.statusCode ?? 0;
          const found = (name) => response.headers[name.toLowerCase()];
          done({
            ok: status >= 200 && status < 300,
            status,
            headers: { get: (name) => [found(name)].flat()[0] ?? null },
            text: async () => text,
            json: async () => JSON.parse(text),
          });
        });
      });
      call.on('error', fail);
      call.end(body);
    });
}

async function waitFor(url, child, name, timeoutMs = 60_000, fetchApi = fetch) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      const response = await fetchApi(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

function start(command, args, env, log) {
  const child = spawn(command, args, {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  const keep = (chunk) => {
    output.push(String(chunk));
    if (log) process.stdout.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.output = output;
  return child;
}

function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', done);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

/**
 * Starts mock API, identity provider and portal on `basePort` … `basePort + 2`; with `tls` the mock
 * API serves HTTPS + HTTP/2 with a self-signed certificate made for this stack.
 * Returns { portalUrl, apiUrl, spkiHash (tls), apiFetch, options, setScenarios(names), stop() }.
 */
export async function startStack({ distDir, basePort, log = false, tls = false }) {
  const portalPort = basePort;
  const oidcPort = basePort + 1;
  const apiPort = basePort + 2;
  const apiUrl = `${tls ? 'https' : 'http'}://localhost:${apiPort}/api`;
  const certificate = tls ? createSelfSignedCertificate() : null;
  const certDir = certificate ? mkdtempSync(join(tmpdir(), 'bench-mock-api-tls-')) : null;
  const tlsEnv = {};
  if (certificate) {
    tlsEnv.MOCK_API_TLS_KEY = join(certDir, 'key.pem');
    tlsEnv.MOCK_API_TLS_CERT = join(certDir, 'cert.pem');
    writeFileSync(tlsEnv.MOCK_API_TLS_KEY, certificate.key, { mode: 0o600 });
    writeFileSync(tlsEnv.MOCK_API_TLS_CERT, certificate.cert);
  }
  const apiFetch = fetcherFor(certificate?.cert);
  const api = start(bin('tsx'), ['mocks/server.ts'], { MOCK_API_PORT: String(apiPort), ...tlsEnv }, log);
  const portal = start(
    process.execPath,
    ['scripts/start.mjs'],
    {
      PORTAL_PORT: String(portalPort),
      OIDC_PORT: String(oidcPort),
      PORTAL_MODE: 'live',
      PORTAL_API_BASE_URL: apiUrl,
      PORTAL_DIST_DIR: distDir,
    },
    log,
  );
  const stopAll = async () => {
    await Promise.all([stop(portal), stop(api)]);
    if (certDir) rmSync(certDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${apiUrl}/__mock/scenarios`, api, 'the mock API', 60_000, apiFetch);
    await waitFor(`http://localhost:${portalPort}/config.json`, portal, 'the portal');
    await waitFor(
      `http://localhost:${oidcPort}/.well-known/openid-configuration`,
      portal,
      'the identity provider',
    );
  } catch (error) {
    await stopAll();
    const output = [...portal.output, ...api.output].join('').slice(-3000);
    throw new Error(`${error.message}\n${output}`, { cause: error });
  }
  return {
    portalUrl: `http://localhost:${portalPort}`,
    apiUrl,
    spkiHash: certificate?.spkiHash ?? null,
    apiFetch,
    options: { distDir, basePort, log, tls },
    async setScenarios(names) {
      const response = await apiFetch(`${apiUrl}/__mock/scenarios`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ active: names }),
      });
      if (!response.ok)
        throw new Error(`Switching mock scenarios failed: ${response.status} ${await response.text()}`);
    },
    stop: stopAll,
  };
}
