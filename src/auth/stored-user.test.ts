import { User } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '@/config/runtime-config';
import { getAuthBridge } from '@/api/auth-bridge';
import { AuthService } from './auth-service';
import { readStoredUser } from './stored-user';
import { createUserManager } from './user-manager';

const config: RuntimeConfig = {
  mode: 'live',
  apiBaseUrl: '/api',
  oidc: { authority: 'http://localhost:7180/oidc', clientId: 'engine-portal', scope: 'openid profile email' },
  internalEmailDomains: [],
  thirdParty: {},
  imageHosts: [],
};
const profile = {
  sub: 'u1',
  email: 'mia@demo.test',
  name: 'Mia',
  locale: 'de',
  iss: config.oidc.authority,
  aud: 'engine-portal',
  exp: 0,
  iat: 0,
};
const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

/** Stores a user exactly as the sign-in client does after a sign-in. */
async function signedInAs(expiresAt: number | undefined) {
  const user = new User({
    access_token: 'token-1',
    token_type: 'Bearer',
    profile,
    expires_at: expiresAt,
    id_token: 'id',
    scope: config.oidc.scope,
  });
  await createUserManager(config, 'http://localhost').storeUser(user);
}

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('readStoredUser: the session oidc-client-ts stored, read without it', () => {
  it('reads the token and the profile the sign-in client stored', async () => {
    await signedInAs(inSeconds(300));
    expect(readStoredUser(config)).toEqual({ access_token: 'token-1', profile, expires_at: inSeconds(300) });
  });

  it('is null without a session, for another client, or once the token has expired', async () => {
    expect(readStoredUser(config)).toBeNull();
    await signedInAs(inSeconds(300));
    expect(readStoredUser({ oidc: { ...config.oidc, clientId: 'other' } })).toBeNull();
    vi.useFakeTimers({ now: (inSeconds(300) + 1) * 1000 });
    expect(readStoredUser(config)).toBeNull();
  });

  it('is null for a value the library did not write', () => {
    sessionStorage.setItem(
      `engine-portal.oidc.user:${config.oidc.authority}:${config.oidc.clientId}`,
      '{"access_token":1}',
    );
    expect(readStoredUser(config)).toBeNull();
    sessionStorage.setItem(
      `engine-portal.oidc.user:${config.oidc.authority}:${config.oidc.clientId}`,
      'not json',
    );
    expect(readStoredUser(config)).toBeNull();
  });
});

describe('AuthService with a stored session', () => {
  it('is signed in and hands out the token before the sign-in client has loaded', async () => {
    await signedInAs(inSeconds(300));
    const load = vi.fn(() => Promise.resolve(createUserManager(config, 'http://localhost')));
    const auth = new AuthService(load, readStoredUser(config));
    expect(auth.getSnapshot().status).toBe('signedIn');
    expect(await auth.loaded()).toMatchObject({ status: 'signedIn' });
    expect(await auth.accessToken()).toBe('token-1');
    expect(load).not.toHaveBeenCalled();
  });

  it('without one, loads the sign-in client to find out', async () => {
    const load = vi.fn(() => Promise.resolve(createUserManager(config, 'http://localhost')));
    const auth = new AuthService(load, readStoredUser(config));
    expect(auth.getSnapshot().status).toBe('loading');
    expect(await auth.loaded()).toMatchObject({ status: 'signedOut' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('AuthService: spec §8 notifications of calls the entry started', () => {
  it('reach the app once it hands its callbacks over, in order, and directly afterwards', () => {
    const auth = new AuthService(() => Promise.reject(new Error('not needed')), null);
    auth.connectFetchLayer();
    const bridge = getAuthBridge()!;
    bridge.onAuthenticationRequired?.();
    bridge.onRefreshFailed?.(new Error('gone'));
    const seen: string[] = [];
    auth.notifyWith({
      onAuthenticationRequired: () => seen.push('verifying'),
      onRefreshFailed: () => seen.push('expired'),
    });
    expect(seen).toEqual(['verifying', 'expired']);
    bridge.onRefreshFailed?.(new Error('gone'));
    expect(seen).toEqual(['verifying', 'expired', 'expired']);
  });
});
