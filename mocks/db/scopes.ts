import type { Access, ScopeInfo, ScopeInfos } from '@/api/generated/model';
import { accessFor, presetForEmail } from '../scenarios/access-presets';
import type { MockScope } from './scoped-store';

const sf = (Id: string, Name: string, AvailableLanguages: string[], Currency: string) => ({
  Storefront: { Id, Name },
  AvailableLanguages,
  Currency,
});

/** The demo customers, their storefronts and languages. */
const customers = [
  {
    Customer: { Id: 'acme', Name: 'Acme Outdoor' },
    storefronts: [
      sf('acme-de', 'acme-outdoor.de', ['de', 'en'], 'EUR'),
      sf('acme-at', 'acme-outdoor.at', ['de'], 'EUR'),
      sf('acme-ch', 'acme-outdoor.ch', ['de', 'fr', 'it'], 'CHF'),
    ],
  },
  {
    Customer: { Id: 'nordic', Name: 'Nordic Gear' },
    storefronts: [
      sf('nordic-se', 'nordicgear.se', ['sv', 'en'], 'SEK'),
      sf('nordic-no', 'nordicgear.no', ['no', 'en'], 'NOK'),
    ],
  },
  {
    Customer: { Id: 'bergwerk', Name: 'Bergwerk Sports' },
    storefronts: [sf('bergwerk-de', 'bergwerk-sports.de', ['de'], 'EUR')],
  },
];

/**
 * The agency account's portfolio besides the three above: an agency looks after a dozen shops, so
 * its customer selector is long enough to search in.
 */
const agencyCustomers = [
  ['alpenglow', 'Alpenglow Ski', 'alpenglow-ski.de', 'de', 'EUR'],
  ['baltic', 'Baltic Bikes', 'balticbikes.dk', 'da', 'DKK'],
  ['cascade', 'Cascade Climbing', 'cascade-climbing.com', 'en', 'USD'],
  ['dune', 'Dune Surf Co.', 'dunesurf.nl', 'nl', 'EUR'],
  ['fjell', 'Fjell & Fjord', 'fjellogfjord.no', 'no', 'NOK'],
  ['glacier', 'Glacier Goods', 'glaciergoods.ch', 'de', 'CHF'],
  ['highland', 'Highland Hiking', 'highlandhiking.co.uk', 'en', 'GBP'],
  ['lagune', 'Lagune Nautique', 'lagune-nautique.fr', 'fr', 'EUR'],
  ['sierra', 'Sierra Trail', 'sierratrail.es', 'es', 'EUR'],
].map(([id, name, storefront, language, currency]) => ({
  Customer: { Id: id!, Name: name! },
  storefronts: [sf(`${id!}-shop`, storefront!, [language!, ...(language === 'en' ? [] : ['en'])], currency!)],
}));

/** The agency demo account (docs/demo-accounts.md) sees twelve customers; everyone else the first three. */
const agencyEmails = new Set(['agency@demo.test']);

function customersFor(email: string | null) {
  return email && agencyEmails.has(email.toLowerCase()) ? [...customers, ...agencyCustomers] : customers;
}

/**
 * What the signed-in user may see: for each customer an entry with storefront and language unset
 * ('any'), whose AvailableScopeComponents list the concrete storefronts and languages, plus one
 * specific entries (bergwerk-de/de, and acme-de/de, the default scope) to exercise the exact match
 * of the scope resolution.
 */
export function scopeInfosFor(email: string | null): ScopeInfos {
  const access: Access = accessFor(presetForEmail(email));
  const allowed: ScopeInfo[] = customersFor(email).map((customer) => ({
    AllowedScope: { Customer: customer.Customer, Storefront: { Id: '', Name: '' }, LanguageCode: '' },
    Access: access,
    AvailableScopeComponents: customer.storefronts,
  }));
  const bergwerk = customers[2]!;
  allowed.push({
    AllowedScope: {
      Customer: bergwerk.Customer,
      Storefront: bergwerk.storefronts[0]!.Storefront,
      LanguageCode: 'de',
    },
    Access: access,
    AvailableScopeComponents: bergwerk.storefronts,
  });
  // The default scope is one of the allowed entries (a specific one: acme-de/de), as a server
  // sends it; its own entry also exercises the exact match for Acme.
  const acme = customers[0]!;
  const acmeDefault: ScopeInfo = {
    AllowedScope: {
      Customer: acme.Customer,
      Storefront: acme.storefronts[0]!.Storefront,
      LanguageCode: 'de',
    },
    Access: access,
    AvailableScopeComponents: acme.storefronts,
  };
  allowed.push(acmeDefault);
  return { AllowedScopes: allowed, DefaultScope: acmeDefault };
}

/** The access flags that apply to a call's scope, or null when the scope is not allowed. */
export function accessForScope(email: string | null, scope: MockScope): Access | null {
  const customer = customersFor(email).find((c) => c.Customer.Id === scope.customerId);
  if (!customer) return null;
  const anyOrKnownStorefront =
    scope.storefrontId === '*' || customer.storefronts.some((s) => s.Storefront.Id === scope.storefrontId);
  if (!anyOrKnownStorefront) return null;
  return accessFor(presetForEmail(email));
}

/** A customer's storefronts with their languages; empty for an unknown customer. */
export function storefrontsOf(
  customerId: string,
): { Storefront: { Id: string; Name: string }; AvailableLanguages: string[]; Currency: string }[] {
  return [...customers, ...agencyCustomers].find((c) => c.Customer.Id === customerId)?.storefronts ?? [];
}

/**
 * The A/B splits running on a storefront: each takes a share of the sessions and performs a little
 * better or worse than average (the share-weighted performance of all splits of a storefront is 1).
 */
export interface SplitDefinition {
  name: string;
  share: number;
  performance: number;
}

const splitsByStorefront: Record<string, SplitDefinition[]> = {
  'acme-de': [
    { name: 'control', share: 0.5, performance: 1 },
    { name: 'variant-a', share: 0.25, performance: 0.92 },
    { name: 'variant-b', share: 0.25, performance: 1.08 },
  ],
  'acme-ch': [
    { name: 'control', share: 0.5, performance: 0.97 },
    { name: 'variant-b', share: 0.5, performance: 1.03 },
  ],
  'nordic-se': [
    { name: 'control', share: 0.6, performance: 1.02 },
    { name: 'variant-a', share: 0.4, performance: 0.97 },
  ],
};

/** The splits of a scope; none for 'any' storefront and for storefronts without a running test. */
export function splitsFor(scope: MockScope): SplitDefinition[] {
  return splitsByStorefront[scope.storefrontId] ?? [];
}
