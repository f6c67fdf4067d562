import { brands, catalogueFor, type CatalogueProduct } from '../catalogue';
import type { MockScope } from '../scoped-store';
import { hashSeed, seededFaker } from '../seed';
import { between, mix } from './random';
import {
  generation,
  interactions,
  requestSeed,
  trafficScale,
  vocabularyLanguage,
  type KpiRequest,
  type Rates,
} from './requests';
import { colorModifiers, concepts, genderModifiers, typo, type Concept, type Modifier } from './vocabulary';

const TARGET = 300;

interface Draft {
  text: string;
  concept: Concept;
  modifiers: Modifier[];
  brand?: string;
  /** Share of the concept's traffic this wording gets. */
  share: number;
  correction?: string;
}

/**
 * About 300 search queries of a scope, as shoppers type them: the product words, narrowed by
 * gender, colour or brand, a few misspellings and the content searches (vouchers, returns).
 */
export function searchRequests(scope: MockScope): KpiRequest[] {
  const lang = vocabularyLanguage(scope);
  const words = (x: { de: string; en: string }) => x[lang];
  const faker = seededFaker(`kpi-queries|${scope.customerId}|${scope.storefrontId}|${scope.languageCode}`);
  const brandConcept: Concept = {
    de: '',
    en: '',
    pop: 0.3,
    season: 'flat',
    category: null,
    finds: () => true,
  };

  const required: Draft[] = concepts.map((concept) => ({
    text: words(concept),
    concept,
    modifiers: [],
    share: 1,
  }));
  const narrowable = concepts.filter(
    (concept) => concept.category && concept.pop >= 0.3 && concept.category !== 'Tents',
  );
  for (const concept of narrowable.filter((x) => x.category !== 'Accessories')) {
    for (const gender of genderModifiers) {
      required.push({
        text: `${words(concept)} ${words(gender)}`,
        concept,
        modifiers: [gender],
        share: 0.22,
      });
    }
  }
  for (const brand of brands) {
    required.push({ text: brand.toLowerCase(), concept: brandConcept, modifiers: [], brand, share: 0.8 });
  }
  for (const concept of concepts.filter((x) => x.pop >= 0.4 && !x.content && words(x).length >= 8)) {
    required.push({
      text: typo(words(concept), hashSeed(words(concept))),
      concept,
      modifiers: [],
      share: 0.04,
      correction: words(concept),
    });
  }

  const optional: Draft[] = [];
  for (const concept of narrowable) {
    for (const brand of brands) {
      optional.push({
        text: `${brand.toLowerCase()} ${words(concept)}`,
        concept,
        modifiers: [],
        brand,
        share: 0.09,
      });
    }
    for (const color of colorModifiers) {
      const text = lang === 'de' ? `${words(concept)} ${words(color)}` : `${words(color)} ${words(concept)}`;
      optional.push({ text, concept, modifiers: [color], share: 0.06 });
    }
  }

  const seen = new Set<string>();
  const drafts: Draft[] = [];
  for (const draft of [...required, ...faker.helpers.shuffle(optional)]) {
    if (drafts.length >= TARGET || seen.has(draft.text)) continue;
    seen.add(draft.text);
    drafts.push(draft);
  }
  const scale = trafficScale(scope);
  const catalogue = catalogueFor(scope.customerId);
  return drafts.map((draft) => searchRequest(scope, draft, scale, catalogue));
}

type QueryKind = 'content' | 'unserved' | 'misspelt' | 'specific' | 'broad';

/**
 * How shoppers act on the results: content searches (vouchers, returns) and searches for what the
 * shop does not carry rarely lead to a click; narrowed-down searches convert best.
 */
const ratesByKind: Record<QueryKind, Rates> = {
  content: { click: [0.015, 0.05], cart: [0.05, 0.15], buy: [0.2, 0.4], extra: [0, 0.1], position: [1.5, 3] },
  unserved: { click: [0.05, 0.12], cart: [0.08, 0.2], buy: [0.2, 0.4], extra: [0.1, 0.3], position: [7, 13] },
  misspelt: { click: [0.2, 0.35], cart: [0.15, 0.3], buy: [0.3, 0.5], extra: [0.2, 0.6], position: [4, 8] },
  specific: {
    click: [0.43, 0.72],
    cart: [0.18, 0.38],
    buy: [0.3, 0.55],
    extra: [0.2, 0.9],
    position: [2.5, 6.5],
  },
  broad: {
    click: [0.38, 0.66],
    cart: [0.18, 0.38],
    buy: [0.3, 0.55],
    extra: [0.2, 0.9],
    position: [2.5, 6.5],
  },
};

function searchRequest(
  scope: MockScope,
  draft: Draft,
  scale: number,
  catalogue: CatalogueProduct[],
): KpiRequest {
  const seed = requestSeed(scope, 'search', draft.text);
  const { concept } = draft;
  const narrowed = catalogue.filter(
    (p) =>
      (concept.finds?.(p) ?? false) &&
      draft.modifiers.every((m) => m.finds(p)) &&
      (!draft.brand || p.Attributes.Brand === draft.brand),
  );
  const found = narrowed.length > 0;
  const fallback = catalogue.filter((p) =>
    concept.category ? p.Attributes.Category === concept.category : p.Attributes.Category === 'Accessories',
  );
  const base = 520 * scale * concept.pop * draft.share * between(mix(seed, 1), 0.7, 1.3);
  const specific = draft.modifiers.length > 0 || draft.brand !== undefined;
  const kind: QueryKind = concept.content
    ? 'content'
    : !found
      ? 'unserved'
      : draft.correction !== undefined
        ? 'misspelt'
        : specific
          ? 'specific'
          : 'broad';
  return {
    label: draft.text,
    display: { Name: 'Query', Value: draft.text },
    matchTexts: [draft.text.toLowerCase()],
    ...(draft.correction ? { correction: draft.correction } : {}),
    ...interactions(found ? narrowed : fallback, seed),
    gen: generation(seed, base, concept.season, ratesByKind[kind]),
  };
}
