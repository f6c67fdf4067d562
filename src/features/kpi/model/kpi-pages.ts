import type { NavigationType } from '@/api/generated/model';
import { pages } from '@/app/pages';

/** Spec §2: the screens of each navigation type. Recommendations have no explore view; only gre and gce have inspect views. */
export const overviewPathOf = {
  search: pages.searchOverview.path,
  getentitiesbyattribute: pages.navigationOverview.path,
  getrelatedentities: pages.recommendationsGre.path,
  getcomplementaryentities: pages.recommendationsGce.path,
  getrecommendedentities: pages.recommendationsGrece.path,
  getbasketrecommendations: pages.recommendationsGbr.path,
} as const satisfies Record<NavigationType, string>;

export const explorePathOf: Partial<
  Record<NavigationType, typeof pages.searchExplore.path | typeof pages.navigationExplore.path>
> = {
  search: pages.searchExplore.path,
  getentitiesbyattribute: pages.navigationExplore.path,
};

export type InspectPath =
  | typeof pages.searchInspect.path
  | typeof pages.navigationInspect.path
  | typeof pages.recommendationsGreInspect.path
  | typeof pages.recommendationsGceInspect.path;

export const inspectPathOf: Partial<Record<NavigationType, InspectPath>> = {
  search: pages.searchInspect.path,
  getentitiesbyattribute: pages.navigationInspect.path,
  getrelatedentities: pages.recommendationsGreInspect.path,
  getcomplementaryentities: pages.recommendationsGceInspect.path,
};

/** The URL parameters a drill-down keeps: scope, period, interaction type and splits. */
export const carriedSearchKeys = [
  'customerId',
  'storefrontId',
  'languageCode',
  'startDate',
  'endDate',
  'interactionType',
  'split',
] as const;

export function carriedSearch(prev: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    carriedSearchKeys.filter((key) => prev[key] !== undefined).map((key) => [key, prev[key]]),
  );
}
