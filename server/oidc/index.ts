// The local OpenID Connect provider (`npm run oidc`; `npm start` and `npm run dev` start it too).
import { demoAccounts, DEMO_PASSWORD } from './accounts';
import { startOidcServer } from './create-server';

function integerFrom(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}
const portFrom = (name: string, fallback: number) => integerFrom(name, fallback, 0, 65535);

const accessTokenTtl = integerFrom('OIDC_ACCESS_TOKEN_TTL', 600, 1, 24 * 60 * 60);

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
