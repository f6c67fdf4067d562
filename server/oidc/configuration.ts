import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { Configuration, JWK, KoaContextWithOIDC } from 'oidc-provider';
import { errors } from 'oidc-provider';
import { accountClaims, findDemoAccount } from './accounts';
import { errorPage, logoutPage, signedOutPage } from './pages';

export const CLIENT_ID = 'engine-portal';
/** Resource indicator of the portal API; its access tokens are JWTs the mock API can read. */
export const API_RESOURCE = 'urn:engine-portal:api';
export const API_AUDIENCE = 'engine-portal-api';
export const SCOPES = 'openid profile email offline_access';

export interface ProviderOptions {
  /** Port of the portal (its callbacks are the client's redirect URIs). */
  portalPort: number;
  /** Lifetime of access tokens in seconds; short so tests can exercise renewal. */
  accessTokenTtl: number;
}

/** The portal's origins: the same port on localhost and 127.0.0.1. */
export function portalOrigins(portalPort: number): string[] {
  return [`http://localhost:${portalPort}`, `http://127.0.0.1:${portalPort}`];
}

/** A fresh signing key per start: tokens do not survive a restart, which is fine for a local demo. */
function signingKey(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), use: 'sig', alg: 'RS256' } as JWK;
}

function nonceOf(ctx: KoaContextWithOIDC): string {
  return typeof ctx.state.cspNonce === 'string' ? ctx.state.cspNonce : '';
}

export function providerConfiguration({ portalPort, accessTokenTtl }: ProviderOptions): Configuration {
  const origins = portalOrigins(portalPort);
  return {
    clients: [
      {
        client_id: CLIENT_ID,
        client_name: 'Engine Portal',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        response_types: ['code'],
        grant_types: ['authorization_code', 'refresh_token'],
        redirect_uris: origins.flatMap((origin) => [
          `${origin}/auth/signin/redirect/complete`,
          `${origin}/auth/signin/silent/complete`,
        ]),
        post_logout_redirect_uris: origins.map((origin) => `${origin}/auth/signout/complete`),
        scope: SCOPES,
      },
    ],
    jwks: { keys: [signingKey()] },
    cookies: {
      // Fixed keys are fine: this is a local demo provider, never an identity service for real users.
      keys: ['engine-portal-local-demo-cookie-key-1', 'engine-portal-local-demo-cookie-key-2'],
      // SameSite=Lax cookies reach the silent-renew iframe: localhost:5173 and localhost:5174 are the same site.
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    responseTypes: ['code'],
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: { openid: ['sub'], profile: ['name', 'locale'], email: ['email'] },
    // The ID token carries the profile claims: the API access token is not accepted at userinfo.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: {
      AccessToken: accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      RefreshToken: 8 * 60 * 60,
      Interaction: 60 * 60,
      Session: 8 * 60 * 60,
      Grant: 8 * 60 * 60,
    },
    // OpenID Connect drops offline_access unless prompt=consent, so the portal would never get a
    // refresh token; it gets one anyway. Without offline_access it ends with the provider session.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Rotation for the public client; the portal serialises refreshes across tabs, as
    // reusing a rotated refresh token revokes the whole grant.
    rotateRefreshToken: true,
    async findAccount(_ctx, sub) {
      const account = findDemoAccount(sub);
      if (!account) return undefined;
      return { accountId: account.sub, claims: () => accountClaims(account) };
    },
    // Consent is implied for the portal (a first-party client): every request is granted as asked,
    // so no consent screen appears and prompt=none keeps working.
    async loadExistingGrant(ctx) {
      const { client, session, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await provider.Grant.find(grantId) : undefined;
      const grant =
        existing ?? new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope([...ctx.oidc.requestParamOIDCScopes].join(' '));
      grant.addOIDCClaims([...ctx.oidc.requestParamClaims]);
      for (const [indicator, resourceServer] of Object.entries(ctx.oidc.resourceServers)) {
        const offered = new Set(resourceServer.scope.split(' '));
        grant.addResourceScope(
          indicator,
          [...ctx.oidc.requestParamScopes].filter((s) => offered.has(s)).join(' '),
        );
      }
      await grant.save();
      return grant;
    },
    async extraTokenClaims(_ctx, token) {
      // The mock API picks the user's access preset from the e-mail in the access token.
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = findDemoAccount(token.accountId);
      return account ? { email: account.email, name: account.name } : undefined;
    },
    // The portal origins may call the token, userinfo and revocation endpoints from the browser.
    clientBasedCORS: (_ctx, origin, client) =>
      client.redirectUris.some((uri) => new URL(uri).origin === origin),
    interactions: { url: async (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = errorPage(nonceOf(ctx), out, `${origins[0]}/`);
    },
    features: {
      // The built-in dev login accepts any user without a password; server/oidc/interactions.ts checks it.
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          ctx.body = logoutPage(nonceOf(ctx), form);
        },
        async postLogoutSuccessSource(ctx) {
          ctx.body = signedOutPage(nonceOf(ctx));
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => API_RESOURCE,
        // The token endpoint keeps issuing for the API even though the portal never sends `resource`.
        useGrantedResource: async () => true,
        async getResourceServerInfo(_ctx, resourceIndicator) {
          if (resourceIndicator !== API_RESOURCE) throw new errors.InvalidTarget();
          return {
            // The access token's scope (and the token response's) lists the OpenID scopes granted,
            // which is what oidc-client-ts sends back when it refreshes.
            scope: SCOPES,
            audience: API_AUDIENCE,
            accessTokenTTL: accessTokenTtl,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
  };
}
