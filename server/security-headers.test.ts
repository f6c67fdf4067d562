import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runtimeConfigFromEnv } from './runtime-config.mjs';
import { contentSecurityPolicy, cspDirectives, securityHeaders } from './security-headers.mjs';

const mockConfig = runtimeConfigFromEnv({});
const liveConfig = runtimeConfigFromEnv({
  PORTAL_MODE: 'live',
  PORTAL_API_BASE_URL: 'https://api.portal.example.com/v1',
  OIDC_AUTHORITY: 'https://login.example.com/realms/portal',
});

describe('security headers', () => {
  it('locks scripts, plugins, base and framing down', () => {
    const csp = cspDirectives(mockConfig);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'https://www.gravatar.com']);
  });

  it('lets the portal reach only itself and the identity provider in mock mode', () => {
    const csp = cspDirectives(mockConfig);
    expect(csp['connect-src']).toEqual(["'self'", 'http://localhost:5174']);
    // The silent-renew iframe starts at the provider and ends on the portal's callback.
    expect(csp['frame-src']).toEqual(["'self'", 'http://localhost:5174']);
    expect(csp['form-action']).toEqual(["'self'", 'http://localhost:5174']);
  });

  it('adds an absolute API origin (not its path) and the authority origin in live mode', () => {
    const csp = cspDirectives(liveConfig);
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://login.example.com',
      'https://api.portal.example.com',
    ]);
    expect(csp['frame-src']).toEqual(["'self'", 'https://login.example.com']);
  });

  it('does not repeat an API on the portal origin', () => {
    const csp = cspDirectives(
      runtimeConfigFromEnv({
        OIDC_AUTHORITY: 'http://localhost:8080',
        PORTAL_API_BASE_URL: 'http://localhost:8080/api',
      }),
    );
    expect(csp['connect-src']).toEqual(["'self'", 'http://localhost:8080']);
  });

  it('sends the CSP with nosniff and a referrer policy', () => {
    expect(securityHeaders(mockConfig)).toEqual({
      'Content-Security-Policy': contentSecurityPolicy(mockConfig),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(contentSecurityPolicy(mockConfig)).toMatch(
      /^default-src 'self'; script-src 'self'; .*; base-uri 'none'$/,
    );
  });

  it("allows the configured image hosts in img-src (the engine's image host is another origin)", () => {
    const csp = cspDirectives(
      runtimeConfigFromEnv({ PORTAL_IMAGE_HOSTS: 'https://images.example.com,http://localhost:5176' }),
    );
    expect(csp['img-src']).toEqual([
      "'self'",
      'data:',
      'https://www.gravatar.com',
      'https://images.example.com',
      'http://localhost:5176',
    ]);
  });

  it('the nginx documentation shows the headers as the deployment script renders them', () => {
    const doc = readFileSync(join(import.meta.dirname, '../docs/deployment.md'), 'utf8');
    const example = runtimeConfigFromEnv({
      PORTAL_MODE: 'live',
      PORTAL_API_BASE_URL: 'https://api.portal.example.com/v1',
      OIDC_AUTHORITY: 'https://login.example.com/realms/portal',
      PORTAL_IMAGE_HOSTS: 'https://images.example.com',
    });
    for (const [name, value] of Object.entries(securityHeaders(example))) {
      expect(doc).toContain(`add_header ${name} "${value}" always;`);
    }
  });
});
