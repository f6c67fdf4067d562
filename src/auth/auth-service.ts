import { ErrorResponse, type User, type UserManager } from 'oidc-client-ts';
import { registerAuthBridge } from '@/api/auth-bridge';
import { safeReturnPath } from './return-path';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut' | 'error';

export interface AuthSnapshot {
  status: AuthStatus;
  user: User | null;
}

export interface AuthCallbacks {
  onAuthenticationRequired?(): void;
  onRefreshFailed?(error: unknown): void;
}

const RENEW_LOCK = 'engine-portal.token-renewal';

/**
 * Owns the signed-in user: loading, sign-in and sign-out, and token renewal. Renewals are
 * serialised across tabs with Web Locks, so a rotated refresh token never logs another tab out.
 */
export class AuthService {
  private snapshot: AuthSnapshot = { status: 'loading', user: null };
  private readonly listeners = new Set<() => void>();
  private renewal: Promise<User> | null = null;
  private firstLoad: Promise<AuthSnapshot> | null = null;

  constructor(
    readonly userManager: UserManager,
    private readonly callbacks: AuthCallbacks = {},
  ) {
    userManager.events.addUserLoaded((user) => this.set({ status: 'signedIn', user }));
    userManager.events.addUserUnloaded(() => this.set({ status: 'signedOut', user: null }));
    userManager.events.addAccessTokenExpiring(() => {
      void this.renew().catch(() => undefined);
    });
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
      const user = await this.userManager.getUser();
      if (user && user.expired) {
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
  signIn(returnPath: string): Promise<void> {
    return this.userManager.signinRedirect({ url_state: safeReturnPath(returnPath) });
  }

  /** Completes the redirect sign-in and tells where to go next. */
  async completeSignIn(url = window.location.href): Promise<string> {
    const user = await this.userManager.signinRedirectCallback(url);
    // Spec §5: a current user must exist; otherwise the sign-in failed.
    if (!user || user.expired) throw new Error('Authentication failed!');
    this.set({ status: 'signedIn', user });
    return safeReturnPath(user.url_state);
  }

  signOut(): Promise<void> {
    return this.userManager.signoutRedirect();
  }

  async completeSignOut(url = window.location.href): Promise<void> {
    try {
      await this.userManager.signoutRedirectCallback(url);
    } finally {
      await this.userManager.removeUser();
      this.set({ status: 'signedOut', user: null });
    }
  }

  async accessToken(): Promise<string | null> {
    const user = this.snapshot.user ?? (await this.userManager.getUser());
    return user && !user.expired ? user.access_token : null;
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
      const user = await this.userManager.signinSilent();
      if (!user) throw new Error('Silent renewal returned no user');
      this.set({ status: 'signedIn', user });
      return user;
    };
    try {
      return navigator.locks ? await navigator.locks.request(RENEW_LOCK, run) : await run();
    } catch (error) {
      // Spec §4: a renewal failure other than login_required is logged (message only: no tokens).
      if (!(error instanceof ErrorResponse && error.error === 'login_required')) {
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
      onAuthenticationRequired: () => this.callbacks.onAuthenticationRequired?.(),
      onRefreshFailed: (error) => this.callbacks.onRefreshFailed?.(error),
    });
  }

  private set(next: AuthSnapshot): void {
    this.snapshot = next;
    this.listeners.forEach((listener) => listener());
  }
}
