import type { IdTokenClaims } from 'oidc-client-ts';
import type { RuntimeConfig } from '@/config/runtime-config';

/**
 * What the portal needs of a signed-in user. oidc-client-ts's `User` has these fields, and so has
 * the stored user read below before that library has loaded.
 */
export interface SessionUser {
  readonly profile: IdTokenClaims;
  readonly access_token: string;
  /** Seconds since the epoch; absent when the provider did not say. */
  readonly expires_at?: number;
}

/** Where the user manager keeps its users and sign-in state (sessionStorage, spec §9). */
export const oidcStorePrefix = 'engine-portal.oidc.';

/** oidc-client-ts's own key of the stored user: `user:<authority>:<client id>` under the store's prefix. */
export function storedUserKey(config: Pick<RuntimeConfig, 'oidc'>): string {
  return `${oidcStorePrefix}user:${config.oidc.authority}:${config.oidc.clientId}`;
}

/** Like oidc-client-ts's `User.expired`: the access token's expiry, in whole seconds, has passed. */
export function isExpired(user: Pick<SessionUser, 'expires_at'>, now = Date.now()): boolean {
  return user.expires_at !== undefined && user.expires_at <= Math.floor(now / 1000);
}

/**
 * The signed-in user as oidc-client-ts stored it in this tab, read synchronously, so the first
 * screen can start its calls with the token while the sign-in client still loads.
 * Null when there is none, it cannot be read, or its access token has expired (renewal needs the
 * sign-in client).
 */
export function readStoredUser(
  config: Pick<RuntimeConfig, 'oidc'>,
  storage: Storage | undefined = globalThis.sessionStorage,
): SessionUser | null {
  try {
    const text = storage?.getItem(storedUserKey(config));
    if (!text) return null;
    const stored = JSON.parse(text) as Partial<Record<keyof SessionUser, unknown>>;
    const { profile, access_token: accessToken, expires_at: expiresAt } = stored;
    if (
      typeof accessToken !== 'string' ||
      accessToken === '' ||
      typeof profile !== 'object' ||
      profile === null
    )
      return null;
    if (typeof (profile as { sub?: unknown }).sub !== 'string') return null;
    if (expiresAt !== undefined && typeof expiresAt !== 'number') return null;
    const user: SessionUser = {
      profile: profile as IdTokenClaims,
      access_token: accessToken,
      expires_at: expiresAt,
    };
    return isExpired(user) ? null : user;
  } catch {
    // Storage blocked or a value not written by the library: the sign-in client decides.
    return null;
  }
}
