// oidc-provider 9 ships no type declarations (and @types/oidc-provider lags behind the 9.x line).
// These cover only what server/oidc uses; widen them here when the provider code needs more.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface ResourceServerInfo {
    scope: string;
    audience?: string;
    accessTokenTTL?: number;
    accessTokenFormat?: 'opaque' | 'jwt';
    jwt?: { sign?: { alg?: string; kid?: string } };
  }

  export interface ClientLike {
    clientId: string;
    clientAuthMethod: string;
    redirectUris: string[];
    postLogoutRedirectUris: string[];
    grantTypeAllowed(grantType: string): boolean;
  }

  export interface SessionLike {
    accountId?: string;
    grantIdFor(clientId: string): string | undefined;
  }

  export interface GrantLike {
    readonly jti: string;
    accountId?: string;
    clientId?: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(indicator: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { accountId: string; clientId: string }): GrantLike;
    find(id: string): Promise<GrantLike | undefined>;
  }

  export interface OIDCContext {
    route: string;
    client?: ClientLike;
    session?: SessionLike;
    params?: Record<string, unknown>;
    result?: { consent?: { grantId?: string } };
    requestParamScopes: Set<string>;
    requestParamOIDCScopes: Set<string>;
    requestParamClaims: Set<string>;
    resourceServers: Record<string, { scope: string }>;
    provider: Provider;
  }

  export interface KoaContextWithOIDC {
    oidc: OIDCContext;
    state: Record<string, unknown>;
    host: string;
    type: string;
    body: unknown;
    status: number;
    method: string;
    path: string;
    set(field: string, value: string): void;
    response: { is(type: string): string | false | null };
  }

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): AccountClaims | Promise<AccountClaims>;
  }

  export interface TokenLike {
    kind: string;
    accountId?: string;
  }

  export interface JWK {
    kty: string;
    kid?: string;
    use?: string;
    alg?: string;
    [parameter: string]: unknown;
  }

  export interface ClientMetadata {
    client_id: string;
    client_name?: string;
    application_type?: 'web' | 'native';
    token_endpoint_auth_method?: string;
    response_types?: string[];
    grant_types?: string[];
    redirect_uris?: string[];
    post_logout_redirect_uris?: string[];
    scope?: string;
    [metadata: string]: unknown;
  }

  type TTL = number | ((ctx: KoaContextWithOIDC, token: unknown, client: unknown) => number);

  export interface Configuration {
    clients?: ClientMetadata[];
    jwks?: { keys: JWK[] };
    cookies?: {
      keys?: string[];
      long?: Record<string, unknown>;
      short?: Record<string, unknown>;
      names?: Record<string, string>;
    };
    claims?: Record<string, string[] | null>;
    responseTypes?: string[];
    scopes?: string[];
    conformIdTokenClaims?: boolean;
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: ClientLike) => boolean };
    ttl?: Record<string, TTL>;
    findAccount?: (ctx: KoaContextWithOIDC, sub: string, token?: unknown) => Promise<Account | undefined>;
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<GrantLike | undefined>;
    extraTokenClaims?: (
      ctx: KoaContextWithOIDC,
      token: TokenLike,
    ) => Promise<Record<string, unknown> | undefined>;
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: ClientLike) => boolean;
    issueRefreshToken?: (ctx: KoaContextWithOIDC, client: ClientLike, code: unknown) => Promise<boolean>;
    rotateRefreshToken?: boolean | ((ctx: KoaContextWithOIDC) => boolean);
    interactions?: { url?: (ctx: KoaContextWithOIDC, interaction: { uid: string }) => Promise<string> };
    renderError?: (ctx: KoaContextWithOIDC, out: Record<string, string>, error: Error) => Promise<void>;
    features?: {
      devInteractions?: { enabled: boolean };
      revocation?: { enabled: boolean };
      userinfo?: { enabled: boolean };
      rpInitiatedLogout?: {
        enabled: boolean;
        logoutSource?: (ctx: KoaContextWithOIDC, form: string) => Promise<void>;
        postLogoutSuccessSource?: (ctx: KoaContextWithOIDC) => Promise<void>;
      };
      resourceIndicators?: {
        enabled: boolean;
        defaultResource?: (
          ctx: KoaContextWithOIDC,
          client: ClientLike,
          oneOf?: string[],
        ) => Promise<string | string[] | undefined>;
        useGrantedResource?: (ctx: KoaContextWithOIDC, model: unknown) => Promise<boolean>;
        getResourceServerInfo?: (
          ctx: KoaContextWithOIDC,
          resourceIndicator: string,
          client: ClientLike,
        ) => Promise<ResourceServerInfo>;
      };
    };
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    returnTo: string;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
  }

  type Middleware = (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>;

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    readonly Grant: GrantConstructor;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    use(middleware: Middleware): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }

  export const errors: {
    InvalidTarget: new (description?: string) => Error;
    SessionNotFound: new (description?: string) => Error;
  };

  export default Provider;
}
