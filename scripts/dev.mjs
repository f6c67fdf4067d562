// `npm run dev`: the local OpenID Connect provider on OIDC_PORT and Vite's dev server (hot reload)
// on PORTAL_PORT; /config.json comes from the environment (server/vite-runtime-config.mjs).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { startOidcProcess } from '../server/oidc-process.mjs';
import { portsFromEnv, runtimeConfigFromEnv } from '../server/runtime-config.mjs';

const projectRoot = resolve(import.meta.dirname, '..');

let config;
let ports;
try {
  config = runtimeConfigFromEnv();
  ports = portsFromEnv();
} catch (error) {
  console.error(`[dev] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const oidc = process.env.OIDC_LOCAL === 'false' ? null : startOidcProcess();
let vite = null;
let stopping = false;

function shutdown(code) {
  if (stopping) return;
  stopping = true;
  oidc?.stop();
  if (vite && vite.exitCode === null) vite.kill('SIGTERM');
  process.exitCode = code;
}
process.once('SIGINT', () => shutdown(0));
process.once('SIGTERM', () => shutdown(0));
oidc?.child.once('exit', (code) => {
  if (!stopping && code !== 0) console.error('[dev] the OpenID Connect provider stopped; stopping Vite');
  shutdown(code === 0 ? 0 : 1);
});

try {
  if (oidc) await oidc.ready;
} catch (error) {
  console.error(`[dev] ${error instanceof Error ? error.message : String(error)}`);
  shutdown(1);
}

if (!stopping) {
  console.log(`[dev] Engine Portal (Vite, mode: ${config.mode}) on http://localhost:${ports.portalPort}`);
  console.log(`[dev] identity provider: ${config.oidc.authority}`);
  vite = spawn(process.execPath, [resolve(projectRoot, 'node_modules/vite/bin/vite.js')], {
    cwd: projectRoot,
    env: process.env,
    stdio: 'inherit',
  });
  vite.once('exit', (code) => shutdown(code ?? 0));
}
