import { describe, expect, it } from 'vitest';
import { getRedirects, storeRedirect } from '@/api/generated/endpoints/redirects/redirects';
import { getScopeInfos } from '@/api/generated/endpoints/scope/scope';
import { demoScope, signInForTests } from '../auth';
import { paramsOf, recordApiCalls, recordRequests } from '../requests';

const redirect = { Name: 'Recorded', Rules: ['recorded'], Target: '/recorded', Enabled: true };

describe('request recorders', () => {
  it('recordRequests keeps the calls of one operation, body parsed, and the mock API still answers', async () => {
    signInForTests();
    const puts = recordRequests('put', '/EngineSettings/Redirect');
    await getRedirects(demoScope);
    const answer = await storeRedirect({ EditedRedirect: redirect }, demoScope);
    expect(answer.Entry.Name).toBe('Recorded');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.method).toBe('PUT');
    expect(puts[0]!.path).toBe('/EngineSettings/Redirect');
    expect(puts[0]!.body.EditedRedirect).toEqual(redirect);
    expect(paramsOf(puts[0]!)).toEqual(demoScope);
  });

  it('recordApiCalls keeps every call in the order sent, or those whose path matches', async () => {
    const token = signInForTests();
    const all = recordApiCalls();
    const redirects = recordApiCalls(/^\/EngineSettings\/Redirect$/);
    await getScopeInfos();
    await getRedirects(demoScope);
    expect(all.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /ScopeInfo/ScopeInfos',
      'GET /EngineSettings/Redirect',
    ]);
    expect(all.every((call) => call.headers.get('Authorization') === `Bearer ${token}`)).toBe(true);
    expect(all[0]!.body).toBeUndefined();
    expect(redirects.map((call) => call.path)).toEqual(['/EngineSettings/Redirect']);
  });
});
