// @vitest-environment node
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockServer } from '@mocks/node';
import { startOidcServer, type OidcServer } from './create-server';
import { API_AUDIENCE, CLIENT_ID, SCOPES } from './configuration';
import { INVALID_CREDENTIALS } from './interactions';

const PORTAL_PORT = 5999;
const portalOrigin = `http://localhost:${PORTAL_PORT}`;
const redirectUri = `${portalOrigin}/auth/signin/redirect/complete`;

let oidc: OidcServer;

beforeAll(async () => {
  // tests/setup.ts answers every request with MSW; this suite talks real HTTP to the provider.
  mockServer.close();
  oidc = await startOidcServer({ port: 0, host: '127.0.0.1', portalPort: PORTAL_PORT, accessTokenTtl: 120 });
});

afterAll(async () => {
  await oidc.close();
  mockServer.listen({ onUnhandledFrame: 'error' });
});

/** A tiny browser: keeps cookies per name, never follows redirects on its own. */
class Browser {
  private readonly cookies = new Map<string, string>();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(new URL(url, oidc.issuer), { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Follows redirects within the provider; returns the response that leaves it (or a page). */
  async follow(url: string, init?: RequestInit): Promise<Response> {
    let response = await this.request(url, init);
    while (response.status >= 300 && response.status < 400) {
      const location = new URL(response.headers.get('location') ?? '', oidc.issuer);
      if (location.origin !== new URL(oidc.issuer).origin) return response;
      response = await this.request(location.href);
    }
    return response;
  }
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

function authorizationUrl(challenge: string, state: string): string {
  const url = new URL('/auth', oidc.issuer);
  url.search = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: SCOPES,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  return url.href;
}

function formAction(html: string): string {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no sign-in form');
  return action;
}

function signIn(browser: Browser, action: string, email: string, password: string) {
  return browser.follow(action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
}

function jwtPayload(token: string): Record<string, unknown> {
  const [, payload = ''] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

async function startFlow(browser: Browser, state = 'state-1') {
  const { verifier, challenge } = pkce();
  const page = await browser.follow(authorizationUrl(challenge, state));
  expect(page.status).toBe(200);
  const html = await page.text();
  return { verifier, html };
}

describe('local OpenID Connect provider', () => {
  it('serves its own sign-in page with labelled fields', async () => {
    const { html } = await startFlow(new Browser());
    expect(html).toContain('<title>Engine Portal sign-in</title>');
    expect(html).toMatch(/<label for="email">Email<\/label>\s*<input id="email" name="email" type="email" autocomplete="username"/);
    expect(html).toMatch(/<label for="password">Password<\/label>\s*<input id="password" name="password" type="password"/);
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).not.toMatch(/https?:\/\/(?!localhost|127\.0\.0\.1)/);
  });

  it('rejects a wrong password or an unknown e-mail and keeps the e-mail', async () => {
    const browser = new Browser();
    const { html } = await startFlow(browser);
    const action = formAction(html);

    const wrongPassword = await signIn(browser, action, 'analyst@demo.test', 'nope');
    const wrongPasswordHtml = await wrongPassword.text();
    expect(wrongPassword.status).toBe(200);
    expect(wrongPasswordHtml).toContain(INVALID_CREDENTIALS);
    expect(wrongPasswordHtml).toContain('value="analyst@demo.test"');

    const unknown = await signIn(browser, action, 'nobody@demo.test', 'demo');
    expect(await unknown.text()).toContain(INVALID_CREDENTIALS);
  });

  it('completes the code flow with PKCE and issues a JWT access token carrying the e-mail', async () => {
    const browser = new Browser();
    const { verifier, html } = await startFlow(browser, 'state-ok');
    const callback = await signIn(browser, formAction(html), 'Analyst@demo.test', 'demo');

    expect(callback.status).toBe(303);
    const location = new URL(callback.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
    expect(location.searchParams.get('state')).toBe('state-ok');
    const code = location.searchParams.get('code');
    expect(code).toBeTruthy();

    const tokenResponse = await fetch(new URL('/token', oidc.issuer), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: portalOrigin },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: CLIENT_ID,
        code: code ?? '',
        redirect_uri: redirectUri,
        code_verifier: verifier,
      }).toString(),
    });
    expect(tokenResponse.status).toBe(200);
    expect(tokenResponse.headers.get('access-control-allow-origin')).toBe(portalOrigin);
    const tokens = (await tokenResponse.json()) as Record<string, unknown>;
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(120);
    expect(typeof tokens.refresh_token).toBe('string');

    const access = jwtPayload(String(tokens.access_token));
    expect(access).toMatchObject({
      email: 'analyst@demo.test',
      name: 'Anton Analyst',
      sub: 'demo-analyst',
      aud: API_AUDIENCE,
      iss: oidc.issuer,
      client_id: CLIENT_ID,
    });

    const id = jwtPayload(String(tokens.id_token));
    expect(id).toMatchObject({ sub: 'demo-analyst', name: 'Anton Analyst', email: 'analyst@demo.test', locale: 'de' });

    // Refresh tokens rotate; the new access token is still a JWT with the e-mail.
    const refreshed = await fetch(new URL('/token', oidc.issuer), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: portalOrigin },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: CLIENT_ID,
        refresh_token: String(tokens.refresh_token),
      }).toString(),
    });
    expect(refreshed.status).toBe(200);
    const renewed = (await refreshed.json()) as Record<string, unknown>;
    expect(renewed.refresh_token).not.toBe(tokens.refresh_token);
    expect(jwtPayload(String(renewed.access_token)).email).toBe('analyst@demo.test');
  });

  it('requires PKCE', async () => {
    const url = new URL('/auth', oidc.issuer);
    url.search = new URLSearchParams({
      client_id: CLIENT_ID,
      response_type: 'code',
      redirect_uri: redirectUri,
      scope: 'openid',
    }).toString();
    const response = await new Browser().request(url.href);
    const location = new URL(response.headers.get('location') ?? '', oidc.issuer);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });
});
