import { describe, expect, it } from 'vitest';
import type { ScopeInfo, ScopeInfos } from '@/api/generated/model';
import { proposeSiblingGroups } from './sibling-scopes';
import { scope } from './test-builders';

const info = (customerId: string, storefrontId: string, components: [string, string[]][]): ScopeInfo => ({
  AllowedScope: {
    Customer: { Id: customerId, Name: customerId },
    Storefront: { Id: storefrontId, Name: '' },
    LanguageCode: '',
  },
  Access: {} as ScopeInfo['Access'],
  AvailableScopeComponents: components.map(([Id, AvailableLanguages]) => ({
    Storefront: { Id, Name: Id },
    AvailableLanguages,
  })),
});

const acme = info('acme', '', [
  ['acme-de', ['de', 'en']],
  ['acme-at', ['de']],
  ['acme-ch', ['de', 'fr', '']],
  ['', ['de']],
]);
const scopeInfos: ScopeInfos = {
  AllowedScopes: [
    acme,
    info('nordic', '', [['nordic-se', ['sv', 'de']]]),
    info('acme', 'acme-de', [['acme-de', ['de', 'en']]]),
    info('bergwerk', '', [['bergwerk-de', ['de']]]),
  ],
  DefaultScope: acme,
};

describe('proposeSiblingGroups', () => {
  it("proposes the customer's storefronts in the same language first, then the storefront's other languages", () => {
    expect(proposeSiblingGroups(scopeInfos, scope('acme-de'))).toEqual([
      { kind: 'sameLanguage', scopes: [scope('acme-de'), scope('acme-at'), scope('acme-ch')] },
      { kind: 'sameStorefront', scopes: [scope('acme-de'), scope('acme-de', 'en')] },
    ]);
  });

  it("proposes nothing without a sibling, and never another customer's or an 'any' scope", () => {
    expect(proposeSiblingGroups(scopeInfos, scope('nordic-se', 'sv', 'nordic'))).toEqual([
      {
        kind: 'sameStorefront',
        scopes: [scope('nordic-se', 'sv', 'nordic'), scope('nordic-se', 'de', 'nordic')],
      },
    ]);
    expect(proposeSiblingGroups(scopeInfos, scope('bergwerk-de', 'de', 'bergwerk'))).toEqual([]);
  });
});
