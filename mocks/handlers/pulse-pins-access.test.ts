import { beforeEach, describe, expect, test } from 'vitest';
import {
  addProductPositionOverrideGlobal,
  addProductPositionOverridePerNavigation,
  addProductPositionOverridePerQuery,
  deleteProductPositionOverrideGlobal,
  deleteProductPositionOverridePerQuery,
  getPinNavigationValues,
  getProductPositionOverridesForProduct,
  getProductPositionOverridesWithProducts,
  getPulseRankingsGlobal,
  getPulseRankingsPerQuery,
  getRequestAliases,
  updateProductPositionOverrideGlobal,
  updateProductPositionOverridePerQuery,
} from '@/api/generated/endpoints/pulse/pulse';
import { AccessDeniedError, HttpError } from '@/api/errors';
import type { ProductPositionOverride } from '@/api/generated/model';
import { catalogueFor } from '../db/catalogue';
import { setActiveScenarios } from '../scenarios/state';
import { demoScope as scope, signInForTests } from '../../tests/auth';

/** The HTTP status a call answers with (200 when it succeeds; the fetch layer turns 403 into AccessDeniedError). */
async function statusOf(promise: Promise<unknown>): Promise<number | null> {
  return promise.then(
    () => 200,
    (error: unknown) =>
      error instanceof AccessDeniedError ? 403 : error instanceof HttpError ? error.status : -1,
  );
}

function newPin(): ProductPositionOverride {
  const product = catalogueFor('acme')[5]!;
  return {
    Entity: { Type: product.Entity.Type, ExternalId: product.Entity.ExternalId },
    Position: 4,
    DueToAd: false,
  };
}

// Contract "Assumed:": local pins (per query / per navigation) need PulseAccess or
// PulseLocalPinsAccess; global pins and the rankings of Pulse need PulseAccess.
describe('a user with only PulseLocalPinsAccess (pins@demo.test)', () => {
  beforeEach(() => {
    signInForTests('pins@demo.test');
  });

  test('lists, adds, updates and deletes pins per query and per navigation', async () => {
    const Pin = newPin();
    const listed = await getProductPositionOverridesWithProducts(scope);
    expect(listed.Query.length).toBeGreaterThan(0);
    expect(listed.Global).toEqual([]);

    await addProductPositionOverridePerQuery(
      { ProductPositionOverride: { Query: 'local only', Pin } },
      scope,
    );
    const updated = { Query: 'local only', Pin: { ...Pin, Position: 6 } };
    await updateProductPositionOverridePerQuery(
      { OldProductPositionOverride: { Query: 'local only', Pin }, UpdatedProductPositionOverride: updated },
      scope,
    );
    const after = await getProductPositionOverridesWithProducts(scope);
    expect(after.Query.find((r) => r.Pin.Query === 'local only')?.Pin.Pin.Position).toBe(6);
    await deleteProductPositionOverridePerQuery({ ProductPositionOverrideToDelete: updated }, scope);
    const nav = { NavigationAttribute: 'Category', NavigationValue: 'Jackets', Pin };
    expect(
      await statusOf(addProductPositionOverridePerNavigation({ ProductPositionOverride: nav }, scope)),
    ).toBe(200);

    const forProduct = await getProductPositionOverridesForProduct({
      ...scope,
      productType: Pin.Entity.Type,
      productExternalId: Pin.Entity.ExternalId,
    });
    expect(forProduct.Navigation).toHaveLength(1);
    expect(forProduct.Global).toEqual([]);
  });

  test('may use the lookups of the local pins page: product search, request aliases, navigation values', async () => {
    expect(await statusOf(getPulseRankingsPerQuery({ ...scope, query: 'jacket', page: 1 }))).toBe(200);
    expect(await statusOf(getRequestAliases(scope))).toBe(200);
    expect(await statusOf(getPinNavigationValues({ ...scope, attributeName: 'Category' }))).toBe(200);
  });

  test('gets 403 for global pins and the global ranking', async () => {
    const Pin = newPin();
    expect(
      await statusOf(addProductPositionOverrideGlobal({ ProductPositionOverride: { Pin } }, scope)),
    ).toBe(403);
    expect(
      await statusOf(
        updateProductPositionOverrideGlobal(
          { OldProductPositionOverride: { Pin }, UpdatedProductPositionOverride: { Pin } },
          scope,
        ),
      ),
    ).toBe(403);
    expect(
      await statusOf(
        deleteProductPositionOverrideGlobal({ ProductPositionOverrideToDelete: { Pin } }, scope),
      ),
    ).toBe(403);
    expect(await statusOf(getPulseRankingsGlobal({ ...scope, topRankedCount: 10 }))).toBe(403);
  });
});

test('the access-local-pins scenario gives every user that preset', async () => {
  signInForTests('merchandiser@demo.test');
  setActiveScenarios(['access-local-pins']);
  try {
    const listed = await getProductPositionOverridesWithProducts(scope);
    expect(listed.Global).toEqual([]);
    expect(
      await statusOf(addProductPositionOverrideGlobal({ ProductPositionOverride: { Pin: newPin() } }, scope)),
    ).toBe(403);
  } finally {
    setActiveScenarios([]);
  }
});

test('without either flag (limited@demo.test) even local pins answer 403', async () => {
  signInForTests('limited@demo.test');
  expect(await statusOf(getProductPositionOverridesWithProducts(scope))).toBe(403);
  const body = { ProductPositionOverride: { Query: 'x', Pin: newPin() } };
  expect(await statusOf(addProductPositionOverridePerQuery(body, scope))).toBe(403);
});
