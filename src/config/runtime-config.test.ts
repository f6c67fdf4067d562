import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from './runtime-config';

const minimal = {
  mode: 'live',
  apiBaseUrl: '/api',
  oidc: { authority: 'https://id.example/realms/shop', clientId: 'engine-portal' },
};

describe('parseRuntimeConfig (config.json)', () => {
  it('fills the defaults', () => {
    expect(parseRuntimeConfig(minimal)).toEqual({
      ...minimal,
      oidc: { ...minimal.oidc, scope: 'openid profile email' },
      internalEmailDomains: [],
      thirdParty: {},
      imageHosts: [],
    });
  });

  it('keeps what is given and drops unknown keys', () => {
    const full = {
      ...minimal,
      oidc: { ...minimal.oidc, scope: 'openid' },
      internalEmailDomains: ['a.test', 'b.test'],
      thirdParty: { analytics: 'k' },
      imageHosts: ['https://img.test'],
    };
    expect(parseRuntimeConfig({ ...full, extra: 1 })).toEqual(full);
  });

  it.each([
    [{ ...minimal, mode: 'demo' }, /mode/],
    [{ ...minimal, apiBaseUrl: '' }, /apiBaseUrl/],
    [{ ...minimal, oidc: { ...minimal.oidc, authority: '/relative' } }, /oidc\.authority/],
    [{ ...minimal, oidc: { authority: minimal.oidc.authority } }, /oidc\.clientId/],
    [{ ...minimal, internalEmailDomains: ['a', 'b', 'c'] }, /internalEmailDomains/],
    [{ ...minimal, internalEmailDomains: [''] }, /internalEmailDomains\[0\]/],
    [{ ...minimal, thirdParty: { analytics: 1 } }, /thirdParty/],
    [{ ...minimal, imageHosts: 'https://img.test' }, /imageHosts/],
    [null, /config\.json/],
  ])('refuses %j, naming the key', (json, key) => {
    expect(() => parseRuntimeConfig(json)).toThrow(key);
  });
});
