import { beforeEach, describe, expect, test } from 'vitest';
import {
  getAvailableSplits,
  getScopeInfos,
  getScopeInformation,
} from '@/api/generated/endpoints/scope/scope';
import { registerAuthBridge } from '@/api/auth-bridge';
import { AccessDeniedError, UnauthorizedError } from '@/api/errors';
import { demoScope, signInForTests } from '../../tests/auth';
import { scopeInfosFor } from '../db/scopes';

beforeEach(() => {
  signInForTests();
});

describe('scope info', () => {
  test('both readings answer the scopes of the signed-in user', async () => {
    const infos = await getScopeInfos();
    expect(infos).toEqual(scopeInfosFor('merchandiser@demo.test'));
    expect(await getScopeInformation()).toEqual(infos);
    expect(infos.DefaultScope.AllowedScope.Storefront.Id).toBe('acme-de');
  });

  test('the default scope is one of the allowed scopes, for every preset', async () => {
    for (const email of ['merchandiser@demo.test', 'limited@demo.test', 'viewer@demo.test']) {
      signInForTests(email);
      const infos = await getScopeInfos();
      expect(infos.AllowedScopes).toContainEqual(infos.DefaultScope);
    }
  });

  test("the access flags follow the user's preset", async () => {
    signInForTests('limited@demo.test');
    const { DefaultScope } = await getScopeInfos();
    expect(DefaultScope.Access.SynonymsAccess).toBe(true);
    expect(DefaultScope.Access.RedirectsAccess).toBe(false);
  });

  test('the agency account has twelve customers; their scopes are refused to every other account', async () => {
    signInForTests('agency@demo.test');
    const { AllowedScopes } = await getScopeInfos();
    expect(new Set(AllowedScopes.map((scope) => scope.AllowedScope.Customer.Id)).size).toBe(12);
    const agencyScope = { customerId: 'sierra', storefrontId: 'sierra-shop', languageCode: 'es' };
    expect(await getAvailableSplits(agencyScope)).toEqual([]);
    signInForTests('merchandiser@demo.test');
    await expect(getAvailableSplits(agencyScope)).rejects.toBeInstanceOf(AccessDeniedError);
  });

  test('without a token both readings answer 401', async () => {
    registerAuthBridge(null);
    await expect(getScopeInfos()).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(getScopeInformation()).rejects.toBeInstanceOf(UnauthorizedError);
  });
});

describe('A/B splits', () => {
  test('acme-de runs three splits; other storefronts none', async () => {
    expect(await getAvailableSplits(demoScope)).toEqual(['control', 'variant-a', 'variant-b']);
    expect(
      await getAvailableSplits({ customerId: 'acme', storefrontId: 'acme-at', languageCode: 'de' }),
    ).toEqual([]);
    expect(
      await getAvailableSplits({ customerId: 'bergwerk', storefrontId: 'bergwerk-de', languageCode: 'de' }),
    ).toEqual([]);
  });

  test('a scope the user may not use answers 403, no token 401', async () => {
    await expect(
      getAvailableSplits({ customerId: 'nobody', storefrontId: 'x', languageCode: 'de' }),
    ).rejects.toBeInstanceOf(AccessDeniedError);
    registerAuthBridge(null);
    await expect(getAvailableSplits(demoScope)).rejects.toBeInstanceOf(UnauthorizedError);
  });
});
