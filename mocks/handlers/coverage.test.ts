import { getResponse, HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { readContract } from '../../scripts/contract-check/operations';
import { mockAccessToken } from '../auth';
import { createHandlers } from '.';
import { domainHandlers } from './domains';

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Every operation of the bundled contract (the input the app's hooks are generated from). */
const operations = Object.entries(readContract().paths ?? {}).flatMap(([path, item]) =>
  methods
    .filter((method) => item[method] !== undefined)
    .map((method) => ({
      path,
      method: method.toUpperCase(),
      operationId: (item[method] as { operationId: string }).operationId,
    })),
);

describe('the mock API covers the contract', () => {
  it('reads the operations of the bundled contract', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations).toContainEqual({
      path: '/ManualRecommendation/GetManualRecommendationProducts',
      method: 'GET',
      operationId: 'getManualRecommendationProducts',
    });
  });

  // Without a token every stateful handler answers 401 before it reads anything, so one call per
  // operation proves that a handler of the domain stores answers it (there is no faker fallback).
  it.each(operations)('$operationId ($method $path) has a stateful handler', async ({ path, method }) => {
    const request = new Request(
      `http://localhost/api${path}?customerId=acme&storefrontId=acme-de&languageCode=de`,
      {
        method,
      },
    );
    const response = await getResponse(domainHandlers, request);
    expect(response?.status).toBe(401);
  });

  it('answers no path or method outside the contract', async () => {
    const known = new Set(operations.map(({ path, method }) => `${method} *${path}`));
    const handled = domainHandlers
      .filter((handler) => handler instanceof HttpHandler)
      .map((handler) => `${String(handler.info.method)} ${String(handler.info.path)}`);
    expect(handled.filter((key) => !known.has(key))).toEqual([]);
    expect(handled).toHaveLength(domainHandlers.length);

    const token = mockAccessToken({ sub: 'm', email: 'merchandiser@demo.test' });
    const unknown = new Request('http://localhost/api/EngineSettings/SynonymsForAll', {
      headers: { Authorization: `Bearer ${token}` },
    });
    // Nothing answers it, so MSW's onUnhandledFrame: 'error' (tests/setup.ts) fails the test that sent it.
    expect(await getResponse(createHandlers(), unknown)).toBeUndefined();
  });
});
