import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { mockServer } from '@mocks/node';
import { mockAccessToken, serverError, unauthorized } from '@mocks/auth';
import { setActiveScenarios } from '@mocks/scenarios/state';
import { registerAuthBridge } from '@/api/auth-bridge';
import {
  AccessDeniedError,
  DecodeError,
  HttpError,
  InternalServerError,
  NetworkError,
  RateLimitedError,
  SERVER_ERROR_FALLBACK,
  UnauthorizedError,
} from '@/api/errors';
import { portalFetch } from '@/api/fetcher';
import { getScopeInfos } from '@/api/generated/endpoints/scope/scope';
import { getSynonymsForScope } from '@/api/generated/endpoints/synonyms/synonyms';
import { signInForTests } from '../../tests/auth';
import { recordApiCalls, type SentRequest } from '../../tests/requests';

const scopeInfosUrl = `${window.location.origin}/api/ScopeInfo/ScopeInfos`;
const oldToken = mockAccessToken({ sub: 'old', email: 'merchandiser@demo.test' });
const newToken = mockAccessToken({ sub: 'new', email: 'merchandiser@demo.test' });

/** Answers the scope-info call with this response instead of the mock API. */
function answerScopeInfos(response: () => Response) {
  mockServer.use(http.get('*/api/ScopeInfo/ScopeInfos', response));
}

const authorization = (call: SentRequest) => call.headers.get('Authorization');

function signInWithRefresh(refresh: () => Promise<string>) {
  const bridge = {
    getAccessToken: vi.fn(() => Promise.resolve(oldToken)),
    refreshAccessToken: vi.fn(refresh),
    onAuthenticationRequired: vi.fn(),
    onRefreshFailed: vi.fn(),
  };
  registerAuthBridge(bridge);
  return bridge;
}

async function failure(call: Promise<unknown>): Promise<Error> {
  return call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: unknown) => error as Error,
  );
}

describe('portalFetch: success', () => {
  test('sends the bearer token and returns the decoded body', async () => {
    const token = signInForTests();
    const seen = recordApiCalls();
    const infos = await getScopeInfos();
    expect(infos.AllowedScopes.length).toBeGreaterThan(0);
    expect(seen.map(authorization)).toEqual([`Bearer ${token}`]);
  });

  test('sends JSON bodies as JSON', async () => {
    signInForTests();
    let received: { type: string | null; body: unknown } | null = null;
    mockServer.use(
      http.put('*/api/__echo', async ({ request }) => {
        received = { type: request.headers.get('Content-Type'), body: await request.json() };
        return HttpResponse.json({ ok: true });
      }),
    );
    await portalFetch('/__echo', { method: 'PUT', body: JSON.stringify({ Query: 'rain jacket' }) });
    expect(received).toEqual({ type: 'application/json', body: { Query: 'rain jacket' } });
  });

  test('hands the response headers to the caller that asks for them (a bulk job reading the rate limit)', async () => {
    signInForTests();
    mockServer.use(
      http.get('*/api/EngineSettings/SynonymsForScope', () =>
        HttpResponse.json([], { headers: { 'RateLimit-Policy': '"writes";q=50;w=1' } }),
      ),
    );
    const seen: (string | null)[] = [];
    const scope = { customerId: 'c', storefrontId: 's', languageCode: 'en' };
    await getSynonymsForScope(scope, {
      onResponseHeaders: (headers) => seen.push(headers.get('RateLimit-Policy')),
    });
    expect(seen).toEqual(['"writes";q=50;w=1']);
  });

  test('passes the abort signal through', async () => {
    signInForTests();
    setActiveScenarios(['slow']);
    const controller = new AbortController();
    const call = portalFetch('/ScopeInfo/ScopeInfos', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await failure(call);
    expect(error.name).toBe('AbortError');
    expect(error).not.toBeInstanceOf(NetworkError);
  });
});

describe('portalFetch: spec §8 error mapping', () => {
  test('401 when not signed in: UnauthorizedError with status text, code and URL', async () => {
    registerAuthBridge(null);
    answerScopeInfos(() => unauthorized());
    const error = await failure(getScopeInfos());
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error.message).toBe(`Unauthorized 401 ${scopeInfosUrl}`);
  });

  test('403: AccessDeniedError', async () => {
    signInForTests();
    answerScopeInfos(() => serverError(403, 'You may not access this scope.'));
    const error = await failure(getScopeInfos());
    expect(error).toBeInstanceOf(AccessDeniedError);
    expect(error.message).toBe(`Forbidden 403 ${scopeInfosUrl}`);
  });

  test('429 (rate-limited scenario): RateLimitedError', async () => {
    signInForTests();
    setActiveScenarios(['rate-limited']);
    const error = await failure(getScopeInfos());
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error.message).toBe(`Too Many Requests 429 ${scopeInfosUrl}`);
  });

  test('500 with a PortalServerError body: InternalServerError carrying it', async () => {
    signInForTests();
    setActiveScenarios(['server-error']);
    const error = await failure(getScopeInfos());
    expect(error).toBeInstanceOf(InternalServerError);
    expect((error as InternalServerError).status).toBe(500);
    expect((error as InternalServerError).serverError).toEqual({
      UserMessage: 'The engine database is not reachable right now.',
      Timestamp: expect.any(String),
      DebugDetails: 'TimeoutException: connection pool exhausted (mock scenario server-error)',
    });
  });

  test('500 with an unreadable body: InternalServerError with the fallback text', async () => {
    signInForTests();
    setActiveScenarios(['server-error-unreadable']);
    const error = await failure(getScopeInfos());
    expect(error).toBeInstanceOf(InternalServerError);
    expect((error as InternalServerError).serverError).toBeNull();
    expect(error.message).toBe(SERVER_ERROR_FALLBACK);
    expect(SERVER_ERROR_FALLBACK).toBe('Failed to read error details returned from the server');
  });

  test.each([
    [418, "I'm a teapot"],
    [404, 'Not Found'],
  ])('%i: a generic HttpError with the same text', async (status, statusText) => {
    signInForTests();
    answerScopeInfos(() => new HttpResponse(null, { status, statusText }));
    const error = await failure(getScopeInfos());
    expect(error).toBeInstanceOf(HttpError);
    expect(error).not.toBeInstanceOf(InternalServerError);
    expect(error.message).toBe(`${statusText} ${status} ${scopeInfosUrl}`);
    expect((error as HttpError).status).toBe(status);
  });

  test('409 with a PortalServerError body: HttpError carrying the user message', async () => {
    signInForTests();
    answerScopeInfos(() => serverError(409, 'The rule was changed by someone else.'));
    const error = (await failure(getScopeInfos())) as HttpError;
    expect(error.message).toBe(`Conflict 409 ${scopeInfosUrl}`);
    expect(error.serverError?.UserMessage).toBe('The rule was changed by someone else.');
  });

  test('invalid JSON: DecodeError with the parser message', async () => {
    signInForTests();
    const text = '{"AllowedScopes": [';
    answerScopeInfos(() => new HttpResponse(text, { headers: { 'Content-Type': 'application/json' } }));
    const parserMessage = (() => {
      try {
        JSON.parse(text);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    const error = await failure(getScopeInfos());
    expect(error).toBeInstanceOf(DecodeError);
    expect(error.message).toBe(parserMessage);
  });

  test('a body that breaks the contract (malformed-response scenario): DecodeError naming the field', async () => {
    signInForTests();
    setActiveScenarios(['malformed-response']);
    const error = await failure(getScopeInfos());
    expect(error).toBeInstanceOf(DecodeError);
    expect(error.message).toContain('GET /ScopeInfo/ScopeInfos');
    expect(error.message).toContain('at AllowedScopes');
  });

  test('a wrong type deep inside: DecodeError naming the path', async () => {
    signInForTests();
    const infos = await getScopeInfos();
    const broken = structuredClone(infos) as unknown as {
      AllowedScopes: { Access: { SynonymsAccess: unknown } }[];
    };
    broken.AllowedScopes[0]!.Access.SynonymsAccess = 'yes';
    answerScopeInfos(() => HttpResponse.json(broken));
    const error = await failure(getScopeInfos());
    expect(error).toBeInstanceOf(DecodeError);
    expect(error.message).toContain('AllowedScopes[0].Access.SynonymsAccess');
  });

  test('no answer at all: NetworkError', async () => {
    signInForTests();
    answerScopeInfos(() => HttpResponse.error());
    expect(await failure(getScopeInfos())).toBeInstanceOf(NetworkError);
  });
});

describe('portalFetch: 401 refresh and retry', () => {
  test('one 401 (expired-token scenario): refreshes once, retries once with the new token, succeeds', async () => {
    const bridge = signInWithRefresh(() => Promise.resolve(newToken));
    setActiveScenarios(['expired-token']);
    const seen = recordApiCalls();
    const infos = await getScopeInfos();
    expect(infos.AllowedScopes.length).toBeGreaterThan(0);
    expect(seen.map(authorization)).toEqual([`Bearer ${oldToken}`, `Bearer ${newToken}`]);
    expect(bridge.refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(bridge.onAuthenticationRequired).toHaveBeenCalledTimes(1);
    expect(bridge.onRefreshFailed).not.toHaveBeenCalled();
  });

  test('a failed refresh: onRefreshFailed is told and UnauthorizedError surfaces, without a retry', async () => {
    const refreshError = new Error('login_required');
    const bridge = signInWithRefresh(() => Promise.reject(refreshError));
    setActiveScenarios(['expired-token']);
    const seen = recordApiCalls();
    const error = await failure(getScopeInfos());
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error.message).toBe(`Unauthorized 401 ${scopeInfosUrl}`);
    expect(bridge.onRefreshFailed).toHaveBeenCalledWith(refreshError);
    expect(seen).toHaveLength(1);
  });

  test('a second 401 after the refresh surfaces as UnauthorizedError', async () => {
    const bridge = signInWithRefresh(() => Promise.resolve(newToken));
    answerScopeInfos(() => serverError(401, 'Authentication required'));
    // Registered last so it runs first: use() prepends.
    const seen = recordApiCalls();
    const error = await failure(getScopeInfos());
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(bridge.refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(seen.map(authorization)).toEqual([`Bearer ${oldToken}`, `Bearer ${newToken}`]);
    // Spec §4/§8: the session-expired warning, as when the refresh itself fails.
    expect(bridge.onRefreshFailed).toHaveBeenCalledTimes(1);
    expect(bridge.onRefreshFailed).toHaveBeenCalledWith(expect.any(UnauthorizedError));
  });
});
