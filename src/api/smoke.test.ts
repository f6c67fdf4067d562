import { expect, test } from 'vitest';
import { getScopeInfos } from '@/api/generated/endpoints/scope/scope';
import { signInForTests } from '../../tests/auth';

test('smoke', async () => {
  signInForTests();
  const infos = await getScopeInfos();
  expect(infos.AllowedScopes.length).toBeGreaterThan(0);
});
