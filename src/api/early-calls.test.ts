import { expect, test } from 'vitest';
import { getGetScopeInfosUrl } from '@/api/generated/endpoints/scope/scope';
import { scopeInfosQuery } from '@/scope/use-scope-infos';
import { earlyCalls } from './early-calls';

test('the entry starts exactly the call the layout asks for first (else the early answer is never taken)', () => {
  expect(earlyCalls.scopeInfos).toBe(getGetScopeInfosUrl());
  expect(scopeInfosQuery.queryKey).toEqual([getGetScopeInfosUrl()]);
});
