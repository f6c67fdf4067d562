import { describe, expect, test } from 'vitest';
import { getGetInteractionTypeForUserUrl } from '@/api/generated/endpoints/kpi/kpi';
import { getGetAvailableSplitsUrl } from '@/api/generated/endpoints/scope/scope';
import { earlyPageCalls } from './early-page-calls';

const scope = { customerId: 'acme', storefrontId: 'acme-de', languageCode: 'de' };
const query = '?customerId=acme&storefrontId=acme-de&languageCode=de';

describe('earlyPageCalls', () => {
  test('a KPI page asks exactly what its filter will ask (else the early answers are never taken)', () => {
    for (const path of [
      '/search/overview',
      '/navigation/explore',
      '/recommendations/gre',
      '/recommendations/gce/inspect',
    ]) {
      expect(earlyPageCalls(path, query)).toEqual([
        getGetAvailableSplitsUrl(scope),
        getGetInteractionTypeForUserUrl(scope),
      ]);
    }
  });

  test('reads scope values the router wrote as JSON text', () => {
    const numeric = { customerId: '123', storefrontId: 'acme-de', languageCode: 'de' };
    expect(
      earlyPageCalls('/search/overview', '?customerId=%22123%22&storefrontId=acme-de&languageCode=de'),
    ).toEqual([getGetAvailableSplitsUrl(numeric), getGetInteractionTypeForUserUrl(numeric)]);
  });

  test('no user default when the URL names the interaction type', () => {
    expect(earlyPageCalls('/search/overview', `${query}&interactionType=click`)).toEqual([
      getGetAvailableSplitsUrl(scope),
    ]);
  });

  test('nothing for other pages, or without a full scope', () => {
    expect(earlyPageCalls('/configuration/synonyms/list', query)).toEqual([]);
    expect(earlyPageCalls('/search/boostBury', query)).toEqual([]);
    expect(earlyPageCalls('/search/overview', '?customerId=acme&storefrontId=*&languageCode=de')).toEqual([]);
    expect(earlyPageCalls('/search/overview', '')).toEqual([]);
  });
});
