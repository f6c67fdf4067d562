import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockServer } from '@mocks/node';
import { runtimeConfigFromEnv } from './runtime-config.mjs';
import { securityHeaders } from './security-headers.mjs';
import { createPortalServer, isAppRoute } from './static-server.mjs';

const config = runtimeConfigFromEnv({
  PORTAL_MODE: 'live',
  PORTAL_API_BASE_URL: 'http://localhost:9000/api',
});
let distDir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  // tests/setup.ts answers every request with MSW; this suite talks real HTTP to the server.
  mockServer.close();
  distDir = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Engine Portal</title>');
  writeFileSync(
    join(distDir, 'assets', 'index-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  writeFileSync(join(distDir, 'config.json'), '{"stale": true}');
  server = createPortalServer({ distDir, config });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(distDir, { recursive: true, force: true });
  mockServer.listen({ onUnhandledFrame: 'error' });
});

describe('production static server', () => {
  it('answers /config.json from the environment, never cached', async () => {
    const response = await fetch(`${base}/config.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(config);
  });

  it('falls back to index.html for app routes only', async () => {
    for (const path of ['/', '/search/overview', '/configuration/synonyms/list?customerId=acme']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain('<title>Engine Portal</title>');
    }
    for (const path of ['/mockServiceWorker.js', '/assets/missing.js', '/assets/missing', '/logo.png']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    }
  });

  it('serves hashed assets with a long cache and gzip', async () => {
    const response = await fetch(`${base}/assets/index-abc123.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('console.log');
  });

  it('sends the security headers on every response', async () => {
    const expected = securityHeaders(config);
    for (const path of ['/', '/config.json', '/assets/missing.js']) {
      const response = await fetch(`${base}${path}`);
      for (const [name, value] of Object.entries(expected))
        expect(response.headers.get(name), `${path} ${name}`).toBe(value);
    }
  });

  it('stays inside the bundle folder and only reads', async () => {
    const traversal = await fetch(`${base}/..%2F..%2F..%2Fetc%2Fpasswd`);
    expect(await traversal.text()).not.toContain('root:');
    expect((await fetch(`${base}/`, { method: 'POST' })).status).toBe(405);
    expect(isAppRoute('/auth/signin/redirect/complete')).toBe(true);
    expect(isAppRoute('/mockServiceWorker.js')).toBe(false);
  });
});
