import type { Access, ScopeInfo, ScopeInfos } from '@/api/generated/model';

/** 'any' storefront or language: shown as 'any', stored as '*' in URLs and API calls (spec §3). */
export const ANY = '*';

export interface Scope {
  customerId: string;
  storefrontId: string;
  languageCode: string;
}

/** A scope the user may select, with its names and access flags. */
export interface ScopeOption extends Scope {
  customerName: string;
  storefrontName: string;
  access: Access;
  /** ISO 4217 code of the storefront's prices and revenue; for 'any', the customer's one if all agree; null when unknown. */
  currency: string | null;
}

export interface ScopeRules {
  /** Spec §4: on boost/bury, synonym list, redirects, experience and editor pages 'any' is disabled. */
  anyDisabled?: boolean;
}

/** How specific an allowed-scope entry is; a more specific entry's access flags win. */
function specificity(info: ScopeInfo): number {
  return (info.AllowedScope.Storefront.Id ? 2 : 0) + (info.AllowedScope.LanguageCode ? 1 : 0);
}

/**
 * Every concrete scope the server allows, in a stable order: entries as sent, storefronts and
 * languages as listed, specific values before 'any' (so looser matches land on a real value).
 */
export function scopeOptions(infos: ScopeInfos, rules: ScopeRules = {}): ScopeOption[] {
  const byKey = new Map<string, { option: ScopeOption; specificity: number }>();
  for (const info of infos.AllowedScopes) {
    const { Customer, Storefront, LanguageCode } = info.AllowedScope;
    const components = info.AvailableScopeComponents;
    const storefronts = Storefront.Id
      ? [{ id: Storefront.Id, name: Storefront.Name || nameOf(components, Storefront.Id) }]
      : [
          ...components.map((c) => ({ id: c.Storefront.Id, name: c.Storefront.Name })),
          { id: ANY, name: ANY },
        ];
    for (const storefront of storefronts) {
      const available =
        storefront.id === ANY
          ? unique(components.flatMap((c) => c.AvailableLanguages))
          : (components.find((c) => c.Storefront.Id === storefront.id)?.AvailableLanguages ?? []);
      const languages = LanguageCode ? [LanguageCode] : [...available.filter((l) => l !== ''), ANY];
      for (const languageCode of languages) {
        if (rules.anyDisabled && (storefront.id === ANY || languageCode === ANY)) continue;
        const option: ScopeOption = {
          customerId: Customer.Id,
          customerName: Customer.Name,
          storefrontId: storefront.id,
          storefrontName: storefront.name,
          languageCode,
          access: info.Access,
          currency: currencyOf(components, storefront.id),
        };
        const key = scopeKey(option);
        const existing = byKey.get(key);
        if (!existing || existing.specificity < specificity(info)) {
          byKey.set(key, { option: existing ? { ...option } : option, specificity: specificity(info) });
        }
      }
    }
  }
  return [...byKey.values()].map((entry) => entry.option);
}

export function scopeKey(scope: Scope): string {
  return `${scope.customerId}\u0000${scope.storefrontId}\u0000${scope.languageCode}`;
}

export function sameScope(a: Scope, b: Scope): boolean {
  return (
    a.customerId === b.customerId && a.storefrontId === b.storefrontId && a.languageCode === b.languageCode
  );
}

export function findOption(options: readonly ScopeOption[], scope: Scope): ScopeOption | undefined {
  return options.find((option) => sameScope(option, scope));
}

/**
 * Spec §4: the best allowed scope for what the user asked for, trying progressively looser
 * matches, literally in the spec's order: exact; then the language unset ('any'); then the
 * storefront unset; then both unset; otherwise the first entry of that customer. Where the page
 * disables 'any', the candidates with 'any' are not options, so they are skipped. A part left out
 * (a partial URL) matches any value. A customer the user may not see gives the default scope.
 */
export function resolveScope(
  desired: Partial<Scope>,
  infos: ScopeInfos,
  rules: ScopeRules = {},
): ScopeOption | null {
  const options = scopeOptions(infos, rules);
  const ofCustomer = options.filter((o) => o.customerId === desired.customerId);
  return firstCandidate(ofCustomer, desired) ?? ofCustomer[0] ?? defaultScope(infos, rules);
}

/** The looser candidates of spec §4 for a wanted storefront and language, best first. */
export function fallbackCandidates(desired: Partial<Scope>): Partial<Scope>[] {
  const { storefrontId, languageCode } = desired;
  return [
    { storefrontId, languageCode },
    { storefrontId, languageCode: ANY },
    { storefrontId: ANY, languageCode },
    { storefrontId: ANY, languageCode: ANY },
  ];
}

function firstCandidate(
  ofCustomer: readonly ScopeOption[],
  desired: Partial<Scope>,
): ScopeOption | undefined {
  for (const candidate of fallbackCandidates(desired)) {
    const hit = ofCustomer.find(
      (o) =>
        (candidate.storefrontId === undefined || o.storefrontId === candidate.storefrontId) &&
        (candidate.languageCode === undefined || o.languageCode === candidate.languageCode),
    );
    if (hit) return hit;
  }
  return undefined;
}

/** The server's default scope, made to fit the page's rules. */
export function defaultScope(infos: ScopeInfos, rules: ScopeRules = {}): ScopeOption | null {
  const options = scopeOptions(infos, rules);
  const { Customer, Storefront, LanguageCode } = infos.DefaultScope.AllowedScope;
  const wanted = {
    customerId: Customer.Id,
    storefrontId: Storefront.Id || ANY,
    languageCode: LanguageCode || ANY,
  };
  const ofCustomer = options.filter((o) => o.customerId === wanted.customerId);
  return (
    findOption(options, wanted) ??
    ofCustomer.find((o) => o.storefrontId === wanted.storefrontId) ??
    ofCustomer[0] ??
    options[0] ??
    null
  );
}

export interface ArrivalResult {
  scope: ScopeOption | null;
  /** The URL named a scope that is not allowed (spec §4: default scope and a warning). */
  rejected: boolean;
}

/** Spec §4 scope on arrival: URL values are accepted only if they correspond to allowed scopes. */
export function scopeOnArrival(
  fromUrl: Partial<Scope>,
  infos: ScopeInfos,
  rules: ScopeRules = {},
): ArrivalResult {
  const options = scopeOptions(infos, rules);
  const given = [fromUrl.customerId, fromUrl.storefrontId, fromUrl.languageCode].filter(
    (v) => v !== undefined,
  );
  if (given.length === 0) return { scope: defaultScope(infos, rules), rejected: false };
  if (given.length === 3) {
    const exact = findOption(options, fromUrl as Scope);
    if (exact) return { scope: exact, rejected: false };
    return { scope: defaultScope(infos, rules), rejected: true };
  }
  // A partial scope (an old bookmark, a hand-typed link): complete it if its parts are valid.
  const fits = options.some(
    (o) =>
      (fromUrl.customerId === undefined || o.customerId === fromUrl.customerId) &&
      (fromUrl.storefrontId === undefined || o.storefrontId === fromUrl.storefrontId) &&
      (fromUrl.languageCode === undefined || o.languageCode === fromUrl.languageCode),
  );
  if (!fits) return { scope: defaultScope(infos, rules), rejected: true };
  return { scope: resolveScope(fromUrl, infos, rules), rejected: false };
}

/** Changing one part may adjust the others to stay valid (spec §4). */
export function changeScopePart(
  current: Scope,
  part: keyof Scope,
  value: string,
  infos: ScopeInfos,
  rules: ScopeRules = {},
): ScopeOption | null {
  return resolveScope({ ...current, [part]: value }, infos, rules);
}

/** The choices of the three selectors for the current scope; 'any' included (the page may disable it). */
export function selectorChoices(infos: ScopeInfos, current: Scope) {
  const options = scopeOptions(infos);
  const customers = uniqueBy(options, (o) => o.customerId).map((o) => ({
    id: o.customerId,
    name: o.customerName,
  }));
  const ofCustomer = options.filter((o) => o.customerId === current.customerId);
  const storefronts = uniqueBy(ofCustomer, (o) => o.storefrontId).map((o) => ({
    id: o.storefrontId,
    name: o.storefrontName,
  }));
  const languages = uniqueBy(
    ofCustomer.filter((o) => o.storefrontId === current.storefrontId),
    (o) => o.languageCode,
  ).map((o) => o.languageCode);
  return { customers, storefronts, languages };
}

function currencyOf(components: ScopeInfo['AvailableScopeComponents'], storefrontId: string): string | null {
  const relevant =
    storefrontId === ANY ? components : components.filter((c) => c.Storefront.Id === storefrontId);
  const currencies = unique(relevant.map((c) => c.Currency ?? null));
  return currencies.length === 1 ? (currencies[0] ?? null) : null;
}

function nameOf(components: ScopeInfo['AvailableScopeComponents'], id: string): string {
  return components.find((c) => c.Storefront.Id === id)?.Storefront.Name ?? id;
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

function uniqueBy<T>(values: T[], key: (value: T) => string): T[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const k = key(value);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
