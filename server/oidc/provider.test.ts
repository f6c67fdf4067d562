import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockServer } from '@mocks/node';
import { startOidcProcess } from '../oidc-process.mjs';
import { API_AUDIENCE, CLIENT_ID, SCOPES } from './configuration';
import { INVALID_CREDENTIALS } from './interactions';

const PORTAL_PORT = 5999;
const portalOrigin = `http://localhost:${PORTAL_PORT}`;
const redirectUri = `${portalOrigin}/auth/signin/redirect/complete`;

// The provider runs as `npm start` runs it: a child process (jose, under it, cannot sign in the
// jsdom realm this suite's setup needs), on a free port, with short-lived access tokens.
let oidc: ReturnType<typeof startOidcProcess>;
let issuer = '';

beforeAll(async () => {
  // tests/setup.ts answers every request with MSW; this suite talks real HTTP to the provider.
  mockServer.close();
  oidc = startOidcProcess({
    env: {
      ...process.env,
      OIDC_PORT: '0',
      OIDC_HOST: '127.0.0.1',
      PORTAL_PORT: String(PORTAL_PORT),
      OIDC_ACCESS_TOKEN_TTL: '120',
    },
    echo: false,
  });
  issuer = await oidc.ready;
});

afterAll(() => {
  oidc.stop();
  mockServer.listen({ onUnhandledFrame: 'error' });
});

/** A tiny browser: keeps cookies per name, never follows redirects on its own. */
class Browser {
  private readonly cookies = new Map<string, string>();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(new URL(url, issuer), { ...init, headers, redirect: 'manual' });
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
      const location = new URL(response.headers.get('location') ?? '', issuer);
      if (location.origin !== new URL(issuer).origin) return response;
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

function authorizationUrl(challenge: string, state: string, extra: Record<string, string> = {}): string {
  const url = new URL('/auth', issuer);
  url.search = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: SCOPES,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  }).toString();
  return url.href;
}

function formAction(html: string): string {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no sign-in form');
  return action;
}

function postForm(browser: Browser, action: string, fields: Record<string, string>) {
  return browser.follow(action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

function jwtPayload(token: unknown): Record<string, unknown> {
  const [, payload = ''] = String(token).split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** A browser call from the portal's origin to a provider endpoint. */
async function fromPortal(path: string, fields: Record<string, string>) {
  const response = await fetch(new URL(path, issuer), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: portalOrigin },
    body: new URLSearchParams({ client_id: CLIENT_ID, ...fields }).toString(),
  });
  const text = await response.text();
  return { response, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

async function startFlow(browser: Browser, state = 'state-1') {
  const { verifier, challenge } = pkce();
  const page = await browser.follow(authorizationUrl(challenge, state));
  expect(page.status).toBe(200);
  return { verifier, html: await page.text() };
}

/** Signs in through the login page and redeems the code as the portal would. */
async function signIn(browser: Browser, email: string) {
  const { verifier, html } = await startFlow(browser, 'state-ok');
  const callback = await postForm(browser, formAction(html), { email, password: 'demo' });
  expect(callback.status).toBe(303);
  const location = new URL(callback.headers.get('location') ?? '');
  expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
  expect(location.searchParams.get('state')).toBe('state-ok');
  const tokens = await fromPortal('/token', {
    grant_type: 'authorization_code',
    code: location.searchParams.get('code') ?? '',
    redirect_uri: redirectUri,
    code_verifier: verifier,
  });
  expect(tokens.response.status).toBe(200);
  expect(tokens.response.headers.get('access-control-allow-origin')).toBe(portalOrigin);
  return tokens.body;
}

/** The silent sign-in request of the portal's hidden iframe; returns the callback URL. */
async function silentSignIn(browser: Browser): Promise<URL> {
  const { challenge } = pkce();
  const response = await browser.follow(
    authorizationUrl(challenge, 'state-silent', {
      prompt: 'none',
      redirect_uri: `${portalOrigin}/auth/signin/silent/complete`,
    }),
  );
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}

describe('local OpenID Connect provider', () => {
  it('serves its own sign-in page with labelled fields', async () => {
    const { html } = await startFlow(new Browser());
    expect(html).toContain('<title>Engine Portal sign-in</title>');
    expect(html).toMatch(
      /<label for="email">Email<\/label>\s*<input id="email" name="email" type="email" autocomplete="username"/,
    );
    expect(html).toMatch(
      /<label for="password">Password<\/label>\s*<input id="password" name="password" type="password"/,
    );
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).not.toMatch(/https?:\/\/(?!localhost|127\.0\.0\.1)/);
  });

  it('rejects a wrong password or an unknown e-mail and keeps the e-mail', async () => {
    const browser = new Browser();
    const { html } = await startFlow(browser);
    const action = formAction(html);

    const wrongPassword = await postForm(browser, action, { email: 'analyst@demo.test', password: 'nope' });
    const wrongPasswordHtml = await wrongPassword.text();
    expect(wrongPassword.status).toBe(200);
    expect(wrongPasswordHtml).toContain(INVALID_CREDENTIALS);
    expect(wrongPasswordHtml).toContain('value="analyst@demo.test"');

    const unknown = await postForm(browser, action, { email: 'nobody@demo.test', password: 'demo' });
    expect(await unknown.text()).toContain(INVALID_CREDENTIALS);
  });

  it('completes the code flow with PKCE and issues a JWT access token carrying the e-mail', async () => {
    const tokens = await signIn(new Browser(), 'Analyst@demo.test');
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 120, scope: 'openid profile email' });
    expect(jwtPayload(tokens.access_token)).toMatchObject({
      email: 'analyst@demo.test',
      name: 'Anton Analyst',
      sub: 'demo-analyst',
      aud: API_AUDIENCE,
      iss: issuer,
      client_id: CLIENT_ID,
    });
    expect(jwtPayload(tokens.id_token)).toMatchObject({
      sub: 'demo-analyst',
      name: 'Anton Analyst',
      email: 'analyst@demo.test',
      locale: 'de',
    });
  });

  it('rotates refresh tokens and revokes them, from the portal origin', async () => {
    const tokens = await signIn(new Browser(), 'merchandiser@demo.test');
    const refreshed = await fromPortal('/token', {
      grant_type: 'refresh_token',
      refresh_token: String(tokens.refresh_token),
      scope: String(tokens.scope),
    });
    expect(refreshed.response.status).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(tokens.refresh_token);
    expect(jwtPayload(refreshed.body.access_token).email).toBe('merchandiser@demo.test');

    const revoked = await fromPortal('/token/revocation', { token: String(refreshed.body.refresh_token) });
    expect(revoked.response.status).toBe(200);
    expect(revoked.response.headers.get('access-control-allow-origin')).toBe(portalOrigin);
    const afterRevoke = await fromPortal('/token', {
      grant_type: 'refresh_token',
      refresh_token: String(refreshed.body.refresh_token),
    });
    expect(afterRevoke.body.error).toBe('invalid_grant');
  });

  it('lets only the portal origin call the token endpoint from a browser', async () => {
    // Preflights pass for any origin (the client is not known yet); the call itself is checked.
    const call = (origin: string) =>
      fetch(new URL('/token', issuer), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
        body: new URLSearchParams({
          client_id: CLIENT_ID,
          grant_type: 'refresh_token',
          refresh_token: 'x',
        }).toString(),
      });
    const fromPortalOrigin = await call(portalOrigin);
    expect(fromPortalOrigin.headers.get('access-control-allow-origin')).toBe(portalOrigin);
    const foreign = await call('https://elsewhere.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(((await foreign.json()) as { error_description: string }).error_description).toMatch(
      /not allowed/,
    );
  });

  it('signs in silently while the session lives and signs out without a click', async () => {
    const browser = new Browser();
    const tokens = await signIn(browser, 'viewer@demo.test');
    expect((await silentSignIn(browser)).searchParams.get('code')).toBeTruthy();

    const endSession = new URL('/session/end', issuer);
    endSession.search = new URLSearchParams({
      id_token_hint: String(tokens.id_token),
      post_logout_redirect_uri: `${portalOrigin}/auth/signout/complete`,
      state: 'bye',
    }).toString();
    const page = await browser.follow(endSession.href);
    const html = await page.text();
    // The page submits itself (a button stands in without JavaScript) and confirms the sign-out.
    expect(html).toMatch(/<script nonce="[^"]+">.*document\.forms\[0\]\.submit\(\)/);
    expect(html).toContain('<input type="hidden" name="logout" value="yes">');
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const done = await postForm(browser, action, { xsrf, logout: 'yes' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${portalOrigin}/auth/signout/complete?state=bye`);

    expect((await silentSignIn(browser)).searchParams.get('error')).toBe('login_required');
  });

  it('requires PKCE', async () => {
    const url = new URL('/auth', issuer);
    url.search = new URLSearchParams({
      client_id: CLIENT_ID,
      response_type: 'code',
      redirect_uri: redirectUri,
      scope: 'openid',
    }).toString();
    const response = await new Browser().request(url.href);
    const location = new URL(response.headers.get('location') ?? '', issuer);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });
});
