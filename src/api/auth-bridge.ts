/**
 * The fetch layer needs a token and a way to renew it, but must not depend on the auth module
 * (data flows down: auth registers itself here at start-up).
 */
export interface AuthBridge {
  getAccessToken(): Promise<string | null>;
  /** Renews the token once; resolves to the new token or rejects when renewal failed. */
  refreshAccessToken(): Promise<string>;
  /** Spec §8 'Verifying credentials': a call was answered 401 and a refresh starts. */
  onAuthenticationRequired?(): void;
  /** Spec §8 'Session expired': the refresh failed. */
  onRefreshFailed?(error: unknown): void;
}

let bridge: AuthBridge | null = null;

export function registerAuthBridge(next: AuthBridge | null): void {
  bridge = next;
}

export function getAuthBridge(): AuthBridge | null {
  return bridge;
}
