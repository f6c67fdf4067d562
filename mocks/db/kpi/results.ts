import type {
  GroupedKpiResults,
  InteractionType,
  MainKpiResults,
  NavigationType,
  PerformanceResults,
} from '@/api/generated/model';
import type { KpiRequest } from './requests';
import { M1, M2, M3, N1, N2, N3, P1, P2, P3, S1, S2, S3, V } from './series';

/** The counts behind the KPIs of one interaction type. */
export interface Funnel {
  navigations: number;
  /** Navigations followed by at least one interaction of the type. */
  sessions: number;
  interactions: number;
  positions: number;
  priceCents: number;
  revenueCents: number;
}

const perType: Record<1 | 2 | 3, [number, number, number, number]> = {
  1: [S1, N1, P1, M1],
  2: [S2, N2, P2, M2],
  3: [S3, N3, P3, M3],
};

/** All (0) counts every interaction; a session with any interaction always has a click. */
export function funnel(sums: Float64Array, type: InteractionType): Funnel {
  const at = (f: number) => sums[f] ?? 0;
  const base = { navigations: at(V), revenueCents: at(M3) };
  if (type === 0) {
    return {
      ...base,
      sessions: at(S1),
      interactions: at(N1) + at(N2) + at(N3),
      positions: at(P1) + at(P2) + at(P3),
      priceCents: at(M1) + at(M2) + at(M3),
    };
  }
  const [s, n, p, m] = perType[type];
  return { ...base, sessions: at(s), interactions: at(n), positions: at(p), priceCents: at(m) };
}

const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);
const cents = (value: number) => Math.round(value) / 100;

export function rates(f: Funnel) {
  return {
    InteractionRate: ratio(f.sessions, f.navigations),
    InteractionPos: ratio(f.positions, f.interactions),
    InteractionsPerNav: ratio(f.interactions, f.navigations),
    InteractionPrice: cents(ratio(f.priceCents, f.interactions)),
  };
}

const navigationLabels: Record<NavigationType, string> = {
  search: 'Searches',
  getentitiesbyattribute: 'Navigations',
  getrelatedentities: 'Similar-product views',
  getcomplementaryentities: 'Complementary-product views',
  getrecommendedentities: 'Recommendation views',
  getbasketrecommendations: 'Basket views',
};
const interactionLabels: Record<InteractionType, string> = {
  0: 'Interactions',
  1: 'Clicks',
  2: 'Add to carts',
  3: 'Purchases',
};

export function mainKpiResults(
  navigationType: NavigationType,
  type: InteractionType,
  f: Funnel,
): MainKpiResults {
  return {
    NavigationLabel: navigationLabels[navigationType],
    NavigationCount: f.navigations,
    InteractionLabel: interactionLabels[type],
    InteractionCount: f.interactions,
    ...rates(f),
  };
}

export function groupedResults(
  navigationType: NavigationType,
  type: InteractionType,
  f: Funnel,
): GroupedKpiResults {
  return { Main: mainKpiResults(navigationType, type, f), Revenue: cents(f.revenueCents) };
}

export function requestIdentity(request: KpiRequest, navigationType: NavigationType) {
  return {
    RequestIdentity: { RequestLabel: request.label, RequestType: navigationType },
    RequestDisplay: request.display,
    ...(request.mapping ? { RequestMapping: request.mapping } : {}),
  };
}

export function performanceResult(
  request: KpiRequest,
  navigationType: NavigationType,
  f: Funnel,
): PerformanceResults {
  return { ...requestIdentity(request, navigationType), Count: f.navigations, ...rates(f) };
}
