import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Access, ScopeInfo, ScopeInfos } from '@/api/generated/model';
import { scopeInfosFor } from '@mocks/db/scopes';
import {
  ANY,
  changeScopePart,
  defaultScope,
  findOption,
  resolveScope,
  sameScope,
  scopeOnArrival,
  scopeOptions,
  selectorChoices,
  type Scope,
} from './resolution';

const access = (on: boolean): Access => ({
  SynonymsAccess: on,
  BoostBuryAccess: on,
  RedirectsAccess: on,
  RefinementsAccess: on,
  ExperienceEditorAccess: on,
  ManualRecommendationsAccess: on,
  PulseAccess: on,
  PulseLocalPinsAccess: on,
  PulsePinsDueToAdAccess: on,
  RecommendationsKpiGreAccess: on,
  RecommendationsKpiGceAccess: on,
  RecommendationsKpiGreceAccess: on,
  RecommendationsKpiGbrAccess: on,
});

const id = fc.constantFrom('c1', 'c2', 'c3');
const sfId = fc.constantFrom('s1', 's2', 's3', 's4');
const lang = fc.constantFrom('de', 'en', 'fr', 'it');

/** Arbitrary scope infos: entries with storefront and language each specific or unset. */
const scopeInfosArb: fc.Arbitrary<ScopeInfos> = fc
  .array(
    fc.record({
      customer: id,
      storefront: fc.option(sfId, { nil: '' }),
      language: fc.option(lang, { nil: '' }),
      components: fc.uniqueArray(
        fc.record({ storefront: sfId, languages: fc.uniqueArray(lang, { minLength: 1, maxLength: 3 }) }),
        {
          minLength: 1,
          maxLength: 3,
          selector: (c) => c.storefront,
        },
      ),
      on: fc.boolean(),
    }),
    { minLength: 1, maxLength: 5 },
  )
  .map((entries) => {
    const infos: ScopeInfo[] = entries.map((e) => {
      const components = e.components.map((c) => ({
        Storefront: { Id: c.storefront, Name: `Shop ${c.storefront}` },
        AvailableLanguages: c.languages,
      }));
      // A specific storefront/language must be one the entry offers.
      const storefront =
        e.storefront && components.some((c) => c.Storefront.Id === e.storefront) ? e.storefront : '';
      const languages: string[] = storefront
        ? components.find((c) => c.Storefront.Id === storefront)!.AvailableLanguages
        : [];
      const language = e.language && languages.includes(e.language) ? e.language : '';
      return {
        AllowedScope: {
          Customer: { Id: e.customer, Name: `Customer ${e.customer}` },
          Storefront: { Id: storefront, Name: storefront ? `Shop ${storefront}` : '' },
          LanguageCode: language,
        },
        Access: access(e.on),
        AvailableScopeComponents: components,
      };
    });
    return { AllowedScopes: infos, DefaultScope: infos[0]! };
  });

const desiredArb: fc.Arbitrary<Partial<Scope>> = fc.record(
  {
    customerId: id,
    storefrontId: fc.oneof(sfId, fc.constant(ANY)),
    languageCode: fc.oneof(lang, fc.constant(ANY)),
  },
  { requiredKeys: [] },
);

describe('scope resolution (spec §4)', () => {
  it('always chooses an allowed scope', () => {
    fc.assert(
      fc.property(scopeInfosArb, desiredArb, fc.boolean(), (infos, desired, anyDisabled) => {
        const chosen = resolveScope(desired, infos, { anyDisabled });
        const options = scopeOptions(infos, { anyDisabled });
        if (options.length === 0) return chosen === null;
        return chosen !== null && findOption(options, chosen) !== undefined;
      }),
    );
  });

  it('keeps a valid URL scope on arrival and rejects an invalid one for the default', () => {
    fc.assert(
      fc.property(scopeInfosArb, desiredArb, (infos, desired) => {
        const options = scopeOptions(infos);
        const complete =
          desired.customerId !== undefined &&
          desired.storefrontId !== undefined &&
          desired.languageCode !== undefined;
        const { scope, rejected } = scopeOnArrival(desired, infos);
        if (complete && findOption(options, desired as Scope))
          return !rejected && sameScope(scope!, desired as Scope);
        if (complete) return rejected && sameScope(scope!, defaultScope(infos)!);
        return scope !== null && findOption(options, scope) !== undefined;
      }),
    );
  });

  it('an exact allowed match is kept when one part changes', () => {
    fc.assert(
      fc.property(scopeInfosArb, fc.nat(), (infos, pick) => {
        const options = scopeOptions(infos);
        const target = options[pick % options.length]!;
        const from = options[(pick + 1) % options.length]!;
        const viaCustomer = changeScopePart(
          { ...from, customerId: target.customerId, storefrontId: target.storefrontId },
          'languageCode',
          target.languageCode,
          infos,
        );
        return viaCustomer !== null && sameScope(viaCustomer, target);
      }),
    );
  });

  it('changing a part keeps the customer when the customer is allowed, and is idempotent', () => {
    fc.assert(
      fc.property(scopeInfosArb, desiredArb, (infos, desired) => {
        const chosen = resolveScope(desired, infos);
        if (!chosen) return true;
        const again = resolveScope(chosen, infos);
        const customerAllowed = scopeOptions(infos).some((o) => o.customerId === desired.customerId);
        return sameScope(again!, chosen) && (!customerAllowed || chosen.customerId === desired.customerId);
      }),
    );
  });

  it("follows the spec's candidate order: exact, language any, storefront any, both any, first entry", () => {
    fc.assert(
      fc.property(scopeInfosArb, desiredArb, fc.boolean(), (infos, desired, anyDisabled) => {
        const rules = { anyDisabled };
        const options = scopeOptions(infos, rules).filter((o) => o.customerId === desired.customerId);
        if (options.length === 0 || desired.storefrontId === undefined || desired.languageCode === undefined)
          return true;
        const { storefrontId: s, languageCode: l } = desired;
        const candidates: [string, string][] = [
          [s, l],
          [s, ANY],
          [ANY, l],
          [ANY, ANY],
        ];
        const expected =
          candidates
            .map(([storefrontId, languageCode]) =>
              findOption(options, { customerId: desired.customerId!, storefrontId, languageCode }),
            )
            .find((o) => o !== undefined) ?? options[0]!;
        const chosen = resolveScope(desired, infos, rules);
        return chosen !== null && sameScope(chosen, expected);
      }),
    );
  });

  it("with any disabled gives the exact scope or else the customer's first entry", () => {
    fc.assert(
      fc.property(scopeInfosArb, desiredArb, (infos, desired) => {
        const options = scopeOptions(infos, { anyDisabled: true }).filter(
          (o) => o.customerId === desired.customerId,
        );
        if (options.length === 0 || desired.storefrontId === undefined || desired.languageCode === undefined)
          return true;
        const chosen = resolveScope(desired, infos, { anyDisabled: true })!;
        return sameScope(chosen, { ...desired } as Scope) || sameScope(chosen, options[0]!);
      }),
    );
  });

  it('with any disabled never picks any', () => {
    fc.assert(
      fc.property(scopeInfosArb, desiredArb, (infos, desired) => {
        const chosen = resolveScope(desired, infos, { anyDisabled: true });
        return chosen === null || (chosen.storefrontId !== ANY && chosen.languageCode !== ANY);
      }),
    );
  });
});

describe('scope resolution on the demo data', () => {
  const infos = scopeInfosFor('merchandiser@demo.test');

  it('tries looser matches in the spec order: language any, storefront any, both, first entry', () => {
    const from = { customerId: 'acme', storefrontId: 'acme-de', languageCode: 'en' };
    // acme-at has only German: the storefront is kept with language 'any'.
    expect(changeScopePart(from, 'storefrontId', 'acme-at', infos)).toMatchObject({
      storefrontId: 'acme-at',
      languageCode: ANY,
    });
    // An unknown storefront: storefront 'any' with the wanted language.
    expect(
      resolveScope({ customerId: 'acme', storefrontId: 'nope', languageCode: 'it' }, infos),
    ).toMatchObject({ storefrontId: ANY, languageCode: 'it' });
    // Neither fits: both 'any'.
    expect(
      changeScopePart(
        { customerId: 'acme', storefrontId: 'acme-de', languageCode: 'de' },
        'customerId',
        'nordic',
        infos,
      ),
    ).toMatchObject({ customerId: 'nordic', storefrontId: ANY, languageCode: ANY });
  });

  it("skips the candidates with 'any' where the page disables it: exact, else the customer's first entry", () => {
    const rules = { anyDisabled: true };
    const from = { customerId: 'acme', storefrontId: 'acme-de', languageCode: 'en' };
    expect(changeScopePart(from, 'storefrontId', 'acme-at', infos, rules)).toMatchObject({
      storefrontId: 'acme-de',
      languageCode: 'de',
    });
    expect(
      changeScopePart({ ...from, languageCode: 'de' }, 'storefrontId', 'acme-at', infos, rules),
    ).toMatchObject({ storefrontId: 'acme-at', languageCode: 'de' });
    expect(changeScopePart(from, 'customerId', 'nordic', infos, rules)).toMatchObject({
      customerId: 'nordic',
      storefrontId: 'nordic-se',
      languageCode: 'sv',
    });
  });

  it('offers any, shown by the selectors, and the default scope of the server', () => {
    expect(defaultScope(infos)).toMatchObject({
      customerId: 'acme',
      storefrontId: 'acme-de',
      languageCode: 'de',
    });
    const choices = selectorChoices(infos, {
      customerId: 'acme',
      storefrontId: 'acme-de',
      languageCode: 'de',
    });
    expect(choices.storefronts.map((s) => s.id)).toEqual(['acme-de', 'acme-at', 'acme-ch', ANY]);
    expect(choices.languages).toEqual(['de', 'en', ANY]);
  });

  it("carries the storefront's currency; 'any' has one only when all the customer's storefronts agree", () => {
    const currency = (storefrontId: string, customerId = 'nordic') =>
      scopeOptions(infos).find((o) => o.customerId === customerId && o.storefrontId === storefrontId)
        ?.currency;
    expect(currency('nordic-se')).toBe('SEK');
    expect(currency('nordic-no')).toBe('NOK');
    expect(currency(ANY)).toBeNull();
    expect(currency('acme-ch', 'acme')).toBe('CHF');
    expect(currency(ANY, 'bergwerk')).toBe('EUR');
  });

  it('rejects a URL scope the user may not see', () => {
    expect(
      scopeOnArrival({ customerId: 'evil', storefrontId: 'x', languageCode: 'de' }, infos),
    ).toMatchObject({ rejected: true, scope: { customerId: 'acme' } });
    expect(
      scopeOnArrival({ customerId: 'acme', storefrontId: 'acme-at', languageCode: 'en' }, infos).rejected,
    ).toBe(true);
    expect(scopeOnArrival({ customerId: 'acme', storefrontId: ANY, languageCode: ANY }, infos)).toMatchObject(
      { rejected: false, scope: { storefrontId: ANY } },
    );
  });
});
