// The benchmark's stack: the production bundle served by scripts/start.mjs in live mode (with the
// local OpenID Connect provider) against the mock API over HTTP (mocks/server.ts).
//
// Live mode, not mock mode: in mock mode the page first downloads MSW and faker (the mock-mode
// chunk, several hundred KB) and answers every API call on its own main thread, which no real user
// ever pays for. The mock API over HTTP serves the same handlers and data from another process.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const projectRoot = resolve(import.meta.dirname, '../..');
const bin = (name) => resolve(projectRoot, 'node_modules/.bin', name);

async function waitFor(url, child, name, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

function start(command, args, env, log) {
  const child = spawn(command, args, { cwd: projectRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
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
 * Starts mock API, identity provider and portal on `basePort` … `basePort + 2`.
 * Returns { portalUrl, apiUrl, setScenarios(names), stop() }.
 */
export async function startStack({ distDir, basePort, log = false }) {
  const portalPort = basePort;
  const oidcPort = basePort + 1;
  const apiPort = basePort + 2;
  const apiUrl = `http://localhost:${apiPort}/api`;
  const api = start(bin('tsx'), ['mocks/server.ts'], { MOCK_API_PORT: String(apiPort) }, log);
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
  const stopAll = () => Promise.all([stop(portal), stop(api)]);
  try {
    await waitFor(`${apiUrl}/__mock/scenarios`, api, 'the mock API');
    await waitFor(`http://localhost:${portalPort}/config.json`, portal, 'the portal');
    await waitFor(`http://localhost:${oidcPort}/.well-known/openid-configuration`, portal, 'the identity provider');
  } catch (error) {
    await stopAll();
    const output = [...portal.output, ...api.output].join('').slice(-3000);
    throw new Error(`${error.message}\n${output}`, { cause: error });
  }
  return {
    portalUrl: `http://localhost:${portalPort}`,
    apiUrl,
    async setScenarios(names) {
      const response = await fetch(`${apiUrl}/__mock/scenarios`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ active: names }),
      });
      if (!response.ok) throw new Error(`Switching mock scenarios failed: ${response.status} ${await response.text()}`);
    },
    stop: stopAll,
  };
}
