import type { User, UserManager } from 'oidc-client-ts';
import { registerAuthBridge } from '@/api/auth-bridge';
import { safeReturnPath } from './return-path';
import { isExpired, type SessionUser } from './stored-user';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut' | 'error';

export interface AuthSnapshot {
  status: AuthStatus;
  user: SessionUser | null;
}

/** Loads the sign-in client (oidc-client-ts) with import(): the first screen paints without it. */
export type UserManagerLoader = () => Promise<UserManager>;

export interface AuthCallbacks {
  onAuthenticationRequired?(): void;
  onRefreshFailed?(error: unknown): void;
}

const RENEW_LOCK = 'engine-portal.token-renewal';

/** After the first paint, when the page is idle (or after 2 s at the latest). */
function afterFirstPaint(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 1);
}

/**
 * The portal's own keys in this tab (the signed-in user, sign-in state, dismissed suggestions):
 * nothing of the user may stay for the next person at this computer. Local storage holds only the
 * flags of spec §9, which belong to the browser, not to the user.
 */
function forgetUserTraces(storage: Storage | undefined = globalThis.sessionStorage): void {
  if (!storage) return;
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i));
  // The mock's own keys (its scenario and data, mock mode only) are the demo's, not the user's.
  for (const key of keys)
    if (key?.startsWith('engine-portal.') && !key.startsWith('engine-portal.mock')) storage.removeItem(key);
}

/**
 * Revokes the refresh token, then the access token, and waits for the provider's answers (keepalive:
 * the requests finish even if the page is left meanwhile). A provider that refuses to revoke an
 * access token (many do: it expires on its own) does not stop the sign-out.
 */
async function revokeTokens(userManager: UserManager, user: User): Promise<void> {
  const endpoint = await userManager.metadataService.getRevocationEndpoint(false);
  if (!endpoint) return;
  const tokens: [string, string | undefined][] = [
    ['refresh_token', user.refresh_token],
    ['access_token', user.access_token],
  ];
  for (const [hint, token] of tokens) {
    if (!token) continue;
    await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, token_type_hint: hint, client_id: userManager.settings.client_id }),
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  }
}

/** Spec §4: login_required is the expected answer of a provider whose session has ended. */
const isLoginRequired = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { error?: unknown }).error === 'login_required';

/**
 * Owns the signed-in user: loading, sign-in and sign-out, and token renewal. Renewals are
 * serialised across tabs with Web Locks, so a rotated refresh token never logs another tab out.
 */
export class AuthService {
  private snapshot: AuthSnapshot;
  private readonly listeners = new Set<() => void>();
  private renewal: Promise<User> | null = null;
  private firstLoad: Promise<AuthSnapshot> | null = null;
  private manager: Promise<UserManager> | null = null;
  private callbacks: AuthCallbacks = {};
  /** What happened before the app handed its callbacks over (a call the entry started got a 401). */
  private missed: ((callbacks: AuthCallbacks) => void)[] | null = [];

  /**
   * `storedUser`: the session oidc-client-ts left in this tab (src/auth/stored-user.ts). With one,
   * the portal is signed in from the start and the sign-in client loads after the first paint.
   */
  constructor(
    private readonly loadUserManager: UserManagerLoader,
    storedUser: SessionUser | null = null,
  ) {
    this.snapshot = storedUser ? { status: 'signedIn', user: storedUser } : { status: 'loading', user: null };
    if (storedUser) this.firstLoad = Promise.resolve(this.snapshot);
  }

  /** The notifications of spec §8 live in the app's chunk: it hands them over when it starts. */
  notifyWith(callbacks: AuthCallbacks): void {
    this.callbacks = callbacks;
    const missed = this.missed ?? [];
    this.missed = null;
    missed.forEach((event) => event(callbacks));
  }

  private notify(event: (callbacks: AuthCallbacks) => void): void {
    if (this.missed) this.missed.push(event);
    else event(this.callbacks);
  }

  /** The sign-in client, loaded once, on first need. */
  userManager(): Promise<UserManager> {
    this.manager ??= this.loadUserManager().then(
      (userManager) => {
        userManager.events.addUserLoaded((user) => this.set({ status: 'signedIn', user }));
        userManager.events.addUserUnloaded(() => this.set({ status: 'signedOut', user: null }));
        userManager.events.addAccessTokenExpiring(() => {
          void this.renew().catch(() => undefined);
        });
        return userManager;
      },
      (error: unknown) => {
        // A failed download (network) may succeed on the next need.
        this.manager = null;
        throw error;
      },
    );
    return this.manager;
  }

  /**
   * Spec §4 start: the user is loaded first. With a stored session the first screen goes ahead with
   * it, and the sign-in client loads once the page is idle (it arms the renewal before expiry).
   */
  start(): void {
    if (this.snapshot.status === 'signedIn') afterFirstPaint(() => void this.load());
    else void this.load();
  }

  getSnapshot = (): AuthSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Spec §4 start: the user is loaded first. */
  load(): Promise<AuthSnapshot> {
    const loading = this.loadUser();
    this.firstLoad ??= loading;
    return loading;
  }

  /** Settles when the first load() has: callers that must not run before the user is known wait here. */
  loaded(): Promise<AuthSnapshot> {
    return this.firstLoad ?? this.load();
  }

  private async loadUser(): Promise<AuthSnapshot> {
    try {
      // getUser() also arms the library's expiry timers (addAccessTokenExpiring).
      const user = await (await this.userManager()).getUser();
      if (user && !user.expired && user.access_token === this.snapshot.user?.access_token) {
        // The same session the first screen started with: nothing to re-render.
      } else if (user && user.expired) {
        const renewed = await this.renew().catch(() => null);
        this.set(renewed ? { status: 'signedIn', user: renewed } : { status: 'signedOut', user: null });
      } else {
        this.set(user ? { status: 'signedIn', user } : { status: 'signedOut', user: null });
      }
    } catch {
      this.set({ status: 'error', user: null });
    }
    return this.snapshot;
  }

  /** The return path travels in the OIDC state itself (url_state), not in writable storage. */
  async signIn(returnPath: string): Promise<void> {
    return (await this.userManager()).signinRedirect({ url_state: safeReturnPath(returnPath) });
  }

  /** Completes the redirect sign-in and tells where to go next. */
  async completeSignIn(url = window.location.href): Promise<string> {
    const user = await (await this.userManager()).signinRedirectCallback(url);
    // Spec §5: a current user must exist; otherwise the sign-in failed.
    if (!user || user.expired) throw new Error('Authentication failed!');
    this.set({ status: 'signedIn', user });
    return safeReturnPath(user.url_state);
  }

  /**
   * Spec §4 sign-out: the refresh token (then the access token) is revoked and the revocation
   * answered before anything else happens, every trace of the user leaves the tab, and the
   * provider's session ends at its end-session endpoint, which returns to /auth/signout/complete.
   */
  async signOut(): Promise<void> {
    const userManager = await this.userManager();
    const user = await userManager.getUser();
    if (user) await revokeTokens(userManager, user);
    await userManager.removeUser();
    forgetUserTraces();
    this.set({ status: 'signedOut', user: null });
    this.onSignedOut();
    await userManager.signoutRedirect({ id_token_hint: user?.id_token });
  }

  /** What else the app keeps of the user (its query cache): dropped when the user signs out. */
  onSignedOut: () => void = () => undefined;

  async completeSignOut(url = window.location.href): Promise<void> {
    const userManager = await this.userManager();
    try {
      await userManager.signoutRedirectCallback(url);
    } finally {
      await userManager.removeUser();
      this.set({ status: 'signedOut', user: null });
    }
  }

  async accessToken(): Promise<string | null> {
    const user = this.snapshot.user ?? (await (await this.userManager()).getUser());
    return user && !isExpired(user) ? user.access_token : null;
  }

  /** One renewal at a time in this tab, and one at a time across tabs. */
  renew(): Promise<User> {
    this.renewal ??= this.renewSerialised().finally(() => {
      this.renewal = null;
    });
    return this.renewal;
  }

  private async renewSerialised(): Promise<User> {
    const run = async () => {
      const user = await (await this.userManager()).signinSilent();
      if (!user) throw new Error('Silent renewal returned no user');
      this.set({ status: 'signedIn', user });
      return user;
    };
    try {
      return navigator.locks ? await navigator.locks.request(RENEW_LOCK, run) : await run();
    } catch (error) {
      // Spec §4: a renewal failure other than login_required is logged (message only: no tokens).
      if (!isLoginRequired(error)) {
        console.error('Silent token renewal failed:', error instanceof Error ? error.message : String(error));
      }
      throw error;
    }
  }

  /** Connects the fetch layer: bearer token and the 401 refresh-and-retry of spec §4. */
  connectFetchLayer(): void {
    registerAuthBridge({
      getAccessToken: () => this.accessToken(),
      refreshAccessToken: async () => (await this.renew()).access_token,
      onAuthenticationRequired: () => this.notify((callbacks) => callbacks.onAuthenticationRequired?.()),
      onRefreshFailed: (error) => this.notify((callbacks) => callbacks.onRefreshFailed?.(error)),
    });
  }

  private set(next: AuthSnapshot): void {
    this.snapshot = next;
    this.listeners.forEach((listener) => listener());
  }
}
