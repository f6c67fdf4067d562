// `npm start` (after `npm run build`): the production bundle on PORTAL_PORT with the runtime
// configuration and security headers, plus the local OpenID Connect provider on OIDC_PORT.
// PORTAL_DIST_DIR serves another build folder; OIDC_LOCAL=false skips the local provider (when
// OIDC_AUTHORITY points at a real one).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startOidcProcess } from '../server/oidc-process.mjs';
import { portsFromEnv } from '../server/runtime-config.mjs';
import { createPortalServer } from '../server/static-server.mjs';
import { renderRuntimeFiles } from './runtime-config.mjs';

const projectRoot = resolve(import.meta.dirname, '..');
const distDir = resolve(projectRoot, process.env.PORTAL_DIST_DIR || 'dist');
const host = process.env.PORTAL_HOST || 'localhost';

function fail(message) {
  console.error(`[portal] ${message}`);
  process.exit(1);
}

if (!existsSync(join(distDir, 'index.html'))) fail(`no build in ${distDir}: run \`npm run build\` first`);

let config;
let ports;
try {
  // The same configuration (and CSP) a static deployment writes with scripts/runtime-config.mjs.
  config = renderRuntimeFiles(process.env).config;
  ports = portsFromEnv();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const oidc = process.env.OIDC_LOCAL === 'false' ? null : startOidcProcess();
const server = createPortalServer({ distDir, config });

function shutdown(code) {
  oidc?.stop();
  server.close();
  server.closeAllConnections();
  process.exit(code);
}
process.once('SIGINT', () => shutdown(0));
process.once('SIGTERM', () => shutdown(0));
oidc?.ready.catch((error) => {
  console.error(`[portal] ${error.message}`);
  shutdown(1);
});
// Ctrl+C reaches the provider too and it exits cleanly; any other exit takes the portal down with it.
oidc?.child.once('exit', (code) => {
  if (code !== 0) console.error('[portal] the OpenID Connect provider stopped; stopping the portal');
  shutdown(code === 0 ? 0 : 1);
});

server.once('error', (error) => {
  console.error(`[portal] cannot listen on ${host}:${ports.portalPort}: ${error.message}`);
  shutdown(1);
});
server.listen(ports.portalPort, host, async () => {
  if (oidc) await oidc.ready.catch(() => undefined);
  const portal = `http://localhost:${ports.portalPort}`;
  console.log('');
  console.log(`[portal] Engine Portal on ${portal}  (mode: ${config.mode}, bundle: ${distDir})`);
  console.log(`[portal] runtime configuration: ${portal}/config.json`);
  console.log(`[portal] identity provider: ${config.oidc.authority}`);
  if (oidc)
    console.log('[portal] sign in with a demo account above; every password is "demo". Ctrl+C stops both.');
});
