// The local OpenID Connect provider (`npm run oidc`; `npm start` and `npm run dev` start it too).
import { demoAccounts, DEMO_PASSWORD } from './accounts';
import { startOidcServer } from './create-server';

function portFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`${name} must be a port number, got "${raw}"`);
  }
  return value;
}

const accessTokenTtl = portFrom('OIDC_ACCESS_TOKEN_TTL', 600);
if (accessTokenTtl < 1) throw new Error('OIDC_ACCESS_TOKEN_TTL must be at least 1 second');

const server = await startOidcServer({
  port: portFrom('OIDC_PORT', 5174),
  host: process.env.OIDC_HOST || 'localhost',
  portalPort: portFrom('PORTAL_PORT', 5173),
  accessTokenTtl,
});

console.log(`[oidc] demo accounts, password "${DEMO_PASSWORD}":`);
for (const account of demoAccounts) console.log(`[oidc]   ${account.email.padEnd(30)} ${account.purpose}`);
// scripts/start.mjs and scripts/dev.mjs wait for this line.
console.log(`[oidc] OpenID Connect provider on ${server.issuer} (access tokens live ${accessTokenTtl} s)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().finally(() => process.exit(0));
  });
}
