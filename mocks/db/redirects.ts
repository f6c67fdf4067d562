import type { RedirectEntry } from '@/api/generated/model';
import { brands, categories } from './catalogue';
import { activeDataSize } from './data-size';
import { scopedStore, scopeKey, type MockScope } from './scoped-store';
import { seededFaker } from './seed';
import { longTailSynonymRules } from './synonyms';

export const seededRedirectCount = 40;

/** [Name, terms separated by '|', target ('~' stands for the shop's host), enabled]. */
type Row = [string, string, string, boolean?];

const german: Row[] = [
  ['Sale', 'sale|angebote|reduziert', '/sale'],
  ['Outlet', 'outlet|restposten', '/outlet'],
  ['Gutscheine', 'gutschein|geschenkgutschein|gift card', '/gutscheine'],
  ['Filialfinder', 'filiale|filialen|laden', '/filialen'],
  ['Versand', 'versand|lieferzeit|versandkosten', '/hilfe/versand'],
  ['Retouren', 'retoure|rücksendung|umtausch', '/hilfe/retouren'],
  ['Kontakt', 'kontakt|hotline|kundenservice', '/kontakt'],
  ['Größentabelle', 'größentabelle|größen|size chart', '/hilfe/groessentabelle'],
  ['Newsletter', 'newsletter|rabatt newsletter', '/newsletter'],
  ['Mein Konto', 'konto|login|anmelden', '/konto'],
  ['Bestellstatus', 'bestellung|bestellstatus|sendungsverfolgung', '/konto/bestellungen'],
  ['Zahlungsarten', 'zahlung|paypal|rechnung|klarna', '/hilfe/zahlung'],
  ['Reparaturservice', 'reparatur|reparaturservice', '/service/reparatur'],
  ['Verleih', 'verleih|mieten|ausleihen', '/service/verleih'],
  ['Nachhaltigkeit', 'nachhaltigkeit|fair wear|recycling', '/nachhaltigkeit'],
  ['Blog', 'blog|tourentipps|magazin', 'https://blog.~/'],
  ['Karriere', 'jobs|karriere|stellenangebote', 'https://karriere.~/'],
  ['Pflegehinweise', 'pflege|imprägnieren|waschen', '/ratgeber/pflege'],
  ['Ratgeber Schlafsack', 'schlafsack ratgeber|komforttemperatur', '/ratgeber/schlafsack'],
  ['Ratgeber Wanderschuhe', 'wanderschuhe kaufberatung|schuhgröße', '/ratgeber/wanderschuhe'],
  ['Neuheiten', 'neu|neuheiten|new arrivals', '/neuheiten'],
  ['App', 'app|android|iphone', 'https://www.~/app'],
  ['Impressum', 'impressum|agb|datenschutz', '/impressum'],
  ['Black Friday 2025', 'black friday|cyber monday', '/aktionen/black-friday', false],
  ['Weihnachten', 'weihnachten|geschenke|geschenkideen', '/aktionen/weihnachten', false],
  ['Sommerschlussverkauf', 'ssv|sommerschlussverkauf', '/aktionen/sommerschlussverkauf', false],
  ['Winterschlussverkauf', 'wsv|winterschlussverkauf', '/aktionen/winterschlussverkauf', false],
  ['Ostern', 'ostern|osterangebote', '/aktionen/ostern', false],
];

const english: Row[] = [
  ['Sale', 'sale|deals|discount', '/sale'],
  ['Outlet', 'outlet|clearance', '/outlet'],
  ['Gift cards', 'gift card|voucher|gift voucher', '/gift-cards'],
  ['Store finder', 'store|stores|shop near me', '/stores'],
  ['Shipping', 'shipping|delivery time|delivery costs', '/help/shipping'],
  ['Returns', 'return|returns|exchange', '/help/returns'],
  ['Contact', 'contact|hotline|customer service', '/contact'],
  ['Size chart', 'size chart|sizes|size guide', '/help/size-chart'],
  ['Newsletter', 'newsletter|newsletter discount', '/newsletter'],
  ['My account', 'account|login|sign in', '/account'],
  ['Order status', 'order|order status|tracking', '/account/orders'],
  ['Payment methods', 'payment|paypal|invoice|klarna', '/help/payment'],
  ['Repair service', 'repair|repair service', '/service/repair'],
  ['Rental', 'rental|rent|hire', '/service/rental'],
  ['Sustainability', 'sustainability|fair wear|recycling', '/sustainability'],
  ['Blog', 'blog|trail tips|magazine', 'https://blog.~/'],
  ['Careers', 'jobs|careers|vacancies', 'https://careers.~/'],
  ['Care guide', 'care|waterproofing|washing', '/guides/care'],
  ['Sleeping bag guide', 'sleeping bag guide|comfort temperature', '/guides/sleeping-bags'],
  ['Hiking boot guide', 'hiking boot advice|shoe size', '/guides/hiking-boots'],
  ['New arrivals', 'new|new in|new arrivals', '/new'],
  ['App', 'app|android|iphone', 'https://www.~/app'],
  ['Imprint', 'imprint|terms|privacy', '/imprint'],
  ['Black Friday 2025', 'black friday|cyber monday', '/campaigns/black-friday', false],
  ['Christmas', 'christmas|gifts|gift ideas', '/campaigns/christmas', false],
  ['Summer sale', 'summer sale|summer deals', '/campaigns/summer-sale', false],
  ['Winter sale', 'winter sale|winter deals', '/campaigns/winter-sale', false],
  ['Easter', 'easter|easter deals', '/campaigns/easter', false],
];

/**
 * Terms a category redirect catches besides its name. Shoppers type "daypack" for the backpacks, and
 * the redirect sends them there before any synonym, experience rule or pin for "daypack" applies
 * (a shadowing redirect, as rule health finds it in the demo scope).
 */
const categoryTerms: Record<string, string> = { Rucksäcke: 'rucksäcke|daypack' };

const germanCategories: Record<string, string> = {
  Jackets: 'Jacken',
  Shoes: 'Schuhe',
  Backpacks: 'Rucksäcke',
  Tents: 'Zelte',
  Shirts: 'Shirts',
  Pants: 'Hosen',
  Accessories: 'Zubehör',
};

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const shopHosts: Record<string, string> = {
  acme: 'acme-outdoor',
  nordic: 'nordicgear',
  bergwerk: 'bergwerk-sports',
};

/** acme-de → acme-outdoor.de, the storefront's own domain for absolute targets. */
function shopHost(scope: MockScope): string {
  const tld = /-([a-z]{2})$/.exec(scope.storefrontId)?.[1] ?? 'com';
  return `${shopHosts[scope.customerId] ?? scope.customerId}.${tld}`;
}

function seedRedirects(scope: MockScope): Map<string, RedirectEntry> {
  const faker = seededFaker(`redirects:${scopeKey(scope)}`);
  const isGerman = scope.languageCode === 'de';
  const host = shopHost(scope);
  const rows: Row[] = [
    ...(isGerman ? german : english),
    ...brands.map((brand): Row => [
      isGerman ? `Marke ${brand}` : `Brand ${brand}`,
      brand.toLowerCase(),
      `/${isGerman ? 'marken' : 'brands'}/${slug(brand)}`,
    ]),
    ...categories.map((category): Row => {
      const label = isGerman ? (germanCategories[category] ?? category) : category;
      return [
        isGerman ? `Kategorie ${label}` : `Category ${label}`,
        categoryTerms[label] ?? label.toLowerCase(),
        `/${isGerman ? 'kategorie' : 'category'}/${slug(label)}`,
      ];
    }),
  ];
  const entries = faker.helpers
    .arrayElements(rows, seededRedirectCount)
    .map(([Name, terms, target, enabled]): RedirectEntry => ({
      Rules: terms.split('|'),
      Name,
      Target: target.replace('~', host),
      Enabled: enabled ?? true,
    }));
  const count = activeDataSize().redirects;
  if (count === null) return byName(entries);
  const landingPages = longTailSynonymRules(faker, count - entries.length).map((rule): RedirectEntry => ({
    Rules: [rule.Query],
    Name: `${isGerman ? 'Landingpage' : 'Landing page'} ${rule.Query}`,
    Target: `/landing/${slug(rule.Query)}`,
    Enabled: faker.datatype.boolean({ probability: 0.9 }),
  }));
  return byName([...entries, ...landingPages]);
}

const byName = (entries: readonly RedirectEntry[]) => new Map(entries.map((entry) => [entry.Name, entry]));

/**
 * Per scope, by Name (which identifies a redirect), in stored order. A map, not a list: a bulk
 * import of 20,000 redirects must not scan every stored redirect on each write.
 */
export const redirectsStore = scopedStore(seedRedirects, { persist: 'redirects' });

export function listRedirects(scope: MockScope): RedirectEntry[] {
  return [...redirectsStore.get(scope).values()].map((entry) => ({ ...entry, Rules: [...entry.Rules] }));
}

/** A renamed redirect stays where it was in the list. */
export function replaceRedirect(
  redirects: Map<string, RedirectEntry>,
  oldName: string,
  entry: RedirectEntry,
): void {
  if (entry.Name === oldName) {
    redirects.set(oldName, entry);
    return;
  }
  const entries = [...redirects.values()].map((stored) => (stored.Name === oldName ? entry : stored));
  redirects.clear();
  entries.forEach((stored) => redirects.set(stored.Name, stored));
}
