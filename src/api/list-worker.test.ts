import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { mockAccessToken, serverError, unauthorized } from '@mocks/auth';
import { mockServer } from '@mocks/node';
import { registerAuthBridge } from '@/api/auth-bridge';
import { DecodeError, InternalServerError } from '@/api/errors';
import { handleListRequest } from './list-work';
import { fetchList, sortInWorker, type ListRequest } from './list-worker';
import { signInForTests } from '../../tests/auth';

/** Runs the list worker's handler in this thread, one task later, as a Worker would. */
class InlineWorker {
  static requests: ListRequest['type'][] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  postMessage(request: ListRequest) {
    InlineWorker.requests.push(request.type);
    setTimeout(
      () => void handleListRequest(request, (answer) => this.onmessage?.({ data: answer } as MessageEvent)),
    );
  }
}

const synonymsUrl = '/EngineSettings/SynonymsForScope?customerId=demo&storefrontId=web&languageCode=de';
const rows = (extra?: object) =>
  Array.from({ length: 3 }, (_, i) => ({ Query: `Jäcke ${i}`, Synonyms: [`synonym ${i}`], ...extra }));

// Stubbed before the first call: the module starts its worker once and keeps it.
beforeEach(() => vi.stubGlobal('Worker', InlineWorker));
afterEach(() => {
  vi.unstubAllGlobals();
  InlineWorker.requests = [];
});

describe('fetchList: a long list fetched, parsed and decoded in the list worker', () => {
  test('decodes with the contract (unknown keys dropped), rejects a body that breaks it', async () => {
    signInForTests();
    let body: object[] = rows({ Extra: 1 });
    mockServer.use(http.get('*/api/EngineSettings/SynonymsForScope', () => HttpResponse.json(body)));
    expect(await fetchList(synonymsUrl)).toEqual(rows());
    body = [...rows(), { Query: 1, Synonyms: [] }];
    await expect(fetchList(synonymsUrl)).rejects.toBeInstanceOf(DecodeError);
    expect(InlineWorker.requests).toEqual(['fetch', 'fetch']);
  });

  test('maps errors like every call, and renews the token once on 401', async () => {
    const fresh = mockAccessToken({ sub: 'new', email: 'merchandiser@demo.test' });
    const bridge = {
      getAccessToken: vi.fn(() => Promise.resolve('expired')),
      refreshAccessToken: vi.fn(() => Promise.resolve(fresh)),
      onAuthenticationRequired: vi.fn(),
      onRefreshFailed: vi.fn(),
    };
    registerAuthBridge(bridge);
    mockServer.use(
      http.get('*/api/EngineSettings/SynonymsForScope', ({ request }) =>
        request.headers.get('Authorization') === `Bearer ${fresh}`
          ? HttpResponse.json(rows())
          : unauthorized(),
      ),
    );
    expect(await fetchList(synonymsUrl)).toEqual(rows());
    expect(bridge.refreshAccessToken).toHaveBeenCalledOnce();

    mockServer.use(http.get('*/api/EngineSettings/SynonymsForScope', () => serverError(500, 'Engine down')));
    const error = await fetchList(synonymsUrl).catch((failure: unknown) => failure as Error);
    expect(error).toBeInstanceOf(InternalServerError);
    expect((error as Error).message).toContain('Engine down');
  });
});

describe('sortInWorker', () => {
  test("gives the rows' order by the collator from the worker", async () => {
    expect(Array.from(await sortInWorker(['b', 'a10', 'A9'], 1))).toEqual([2, 1, 0]);
    expect(InlineWorker.requests).toEqual(['sort']);
  });
});
