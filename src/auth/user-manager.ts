import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { RuntimeConfig } from '@/config/runtime-config';
import { authPaths } from './auth-paths';
import { oidcStorePrefix } from './stored-user';

/**
 * oidc-client-ts with the settings of spec §9. Users and sign-in state live in sessionStorage:
 * local storage holds only the three flags of §9, and tokens never outlive the tab.
 * Automatic renewal is done by the auth service (serialised across tabs), not by the library.
 * Loaded with import() (src/auth/auth-service.ts): the first screen paints without it.
 */
export function createUserManager(config: RuntimeConfig, origin = window.location.origin): UserManager {
  const store = new WebStorageStateStore({ store: window.sessionStorage, prefix: oidcStorePrefix });
  return new UserManager({
    authority: config.oidc.authority,
    client_id: config.oidc.clientId,
    scope: config.oidc.scope,
    response_type: 'code',
    redirect_uri: `${origin}${authPaths.signInComplete}`,
    silent_redirect_uri: `${origin}${authPaths.silentComplete}`,
    post_logout_redirect_uri: `${origin}${authPaths.signOutComplete}`,
    userStore: store,
    stateStore: store,
    // The ID token carries the profile claims; the API-audience access token is not for userinfo.
    loadUserInfo: false,
    automaticSilentRenew: false,
    silentRequestTimeoutInSeconds: 15,
    accessTokenExpiringNotificationTimeInSeconds: 20,
    // The auth service revokes the tokens itself before the sign-out redirect (auth-service.ts).
    revokeTokensOnSignout: false,
    monitorSession: false,
  });
}
