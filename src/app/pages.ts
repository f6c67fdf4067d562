import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Access, NavigationType } from '@/api/generated/model';

export type AccessFlag = keyof Access;
export type MenuGroup =
  'search' | 'navigation' | 'recommendations' | 'similar' | 'configuration' | 'merchandising';

export interface PageDefinition {
  path: string;
  title: MessageDescriptor;
  group: MenuGroup;
  /** Spec §2 "Requires": the access flag the page and its menu entry need. */
  flag?: AccessFlag;
  /** Pages over several rule types need any one of these flags (and use only what each allows). */
  anyFlag?: readonly AccessFlag[];
  /** Spec §2 "experimental": shown only with experimental features on. */
  experimental?: boolean;
  /** Pages without a menu entry (inspect views, suggestions, editors) still exist. */
  menu: boolean;
  /** A page without an entry: the path of the entry the sidebar highlights while it is open. */
  menuPath?: string;
  /** The group its heading names, when not its sidebar group (spec §2: Similar is a recommendation kind). */
  headingGroup?: MenuGroup;
  /** Spec §4: 'any' is disabled for storefront and language on these pages. */
  anyDisabled?: boolean;
  navigationType?: NavigationType;
  /**
   * The description under the page's title, when it is the same text whatever the data: the shell
   * paints it in its first frame, before the page's code and data (src/app/shell/PortalFrame.tsx),
   * and the page shows the same text (src/app/pages.test.ts checks that the page's source has it).
   */
  description?: MessageDescriptor;
}

/** The flags that let a user read and edit rules of some type (engine settings). */
export const settingsFlags: readonly AccessFlag[] = [
  'SynonymsAccess',
  'RedirectsAccess',
  'BoostBuryAccess',
  'ExperienceEditorAccess',
  'ManualRecommendationsAccess',
  'PulseAccess',
  'PulseLocalPinsAccess',
];

/** Every page of spec §2, in menu order. Routes, sidebar and guards all read this table. */
export const pages = {
  searchOverview: {
    path: '/search/overview',
    title: msg`Overview`,
    group: 'search',
    menu: true,
    navigationType: 'search',
    description: msg`The main KPIs of the chosen period, their course per day, and the requests that matter most.`,
  },
  searchDashboard: {
    path: '/search/dashboard',
    title: msg`Dashboard`,
    group: 'search',
    menu: false,
    menuPath: '/search/overview',
    navigationType: 'search',
    description: msg`The main KPIs of the chosen period, their course per day, and the requests that matter most.`,
  },
  searchExplore: {
    path: '/search/explore',
    title: msg`Explore`,
    group: 'search',
    menu: true,
    navigationType: 'search',
    description: msg`The KPIs of all requests that match a text, together and one by one.`,
  },
  searchInspect: {
    path: '/search/inspect',
    title: msg`Inspect`,
    group: 'search',
    menu: false,
    menuPath: '/search/overview',
    navigationType: 'search',
  },
  searchBoostBury: {
    path: '/search/boostBury',
    title: msg`Boost & bury`,
    group: 'search',
    menu: true,
    flag: 'BoostBuryAccess',
    anyDisabled: true,
    navigationType: 'search',
  },
  navigationOverview: {
    path: '/navigation/overview',
    title: msg`Overview`,
    group: 'navigation',
    menu: true,
    navigationType: 'getentitiesbyattribute',
    description: msg`The main KPIs of the chosen period, their course per day, and the requests that matter most.`,
  },
  navigationExplore: {
    path: '/navigation/explore',
    title: msg`Explore`,
    group: 'navigation',
    menu: true,
    navigationType: 'getentitiesbyattribute',
    description: msg`The KPIs of all requests that match a text, together and one by one.`,
  },
  navigationInspect: {
    path: '/navigation/inspect',
    title: msg`Inspect`,
    group: 'navigation',
    menu: false,
    menuPath: '/navigation/overview',
    navigationType: 'getentitiesbyattribute',
  },
  navigationBoostBury: {
    path: '/navigation/boostBury',
    title: msg`Boost & bury`,
    group: 'navigation',
    menu: true,
    flag: 'BoostBuryAccess',
    anyDisabled: true,
    navigationType: 'getentitiesbyattribute',
  },
  recommendationsGrece: {
    path: '/recommendations/grece',
    title: msg`1:1`,
    group: 'recommendations',
    menu: true,
    flag: 'RecommendationsKpiGreceAccess',
    navigationType: 'getrecommendedentities',
    description: msg`The main KPIs of the chosen period, their course per day, and the requests that matter most.`,
  },
  recommendationsGbr: {
    path: '/recommendations/gbr',
    title: msg`Basket`,
    group: 'recommendations',
    menu: true,
    flag: 'RecommendationsKpiGbrAccess',
    navigationType: 'getbasketrecommendations',
    description: msg`The main KPIs of the chosen period, their course per day, and the requests that matter most.`,
  },
  recommendationsGce: {
    path: '/recommendations/gce',
    title: msg`Complementary`,
    group: 'recommendations',
    menu: true,
    flag: 'RecommendationsKpiGceAccess',
    experimental: true,
    navigationType: 'getcomplementaryentities',
    description: msg`The main KPIs of the chosen period, their course per day, and the requests that matter most.`,
  },
  recommendationsGceInspect: {
    path: '/recommendations/gce/inspect',
    title: msg`Complementary inspect`,
    group: 'recommendations',
    menu: false,
    menuPath: '/recommendations/gce',
    navigationType: 'getcomplementaryentities',
  },
  recommendationsGre: {
    path: '/recommendations/gre',
    title: msg`Similar`,
    group: 'similar',
    headingGroup: 'recommendations',
    menu: true,
    flag: 'RecommendationsKpiGreAccess',
    experimental: true,
    navigationType: 'getrelatedentities',
    description: msg`The main KPIs of the chosen period, their course per day, and the requests that matter most.`,
  },
  recommendationsGreInspect: {
    path: '/recommendations/gre/inspect',
    title: msg`Similar inspect`,
    group: 'similar',
    headingGroup: 'recommendations',
    menu: false,
    menuPath: '/recommendations/gre',
    navigationType: 'getrelatedentities',
  },
  recommendationsGreBoostBury: {
    path: '/recommendations/gre/boostBury',
    title: msg`Boost & bury`,
    group: 'similar',
    menu: true,
    flag: 'BoostBuryAccess',
    anyDisabled: true,
    navigationType: 'getrelatedentities',
  },
  synonymsList: {
    path: '/configuration/synonyms/list',
    title: msg`Synonyms`,
    group: 'configuration',
    menu: true,
    flag: 'SynonymsAccess',
    anyDisabled: true,
    description: msg`Synonym rules make the engine find the same products for words shoppers use interchangeably.`,
  },
  ruleHealth: {
    path: '/configuration/ruleHealth',
    title: msg`Rule health`,
    group: 'configuration',
    menu: true,
    anyFlag: settingsFlags,
    anyDisabled: true,
    description: msg`Checks every rule of this scope for mistakes that cost shoppers results, across rule types and sibling shops, weighted by the traffic they touch.`,
  },
  synonymsSuggestions: {
    path: '/configuration/synonyms/suggestions',
    title: msg`Synonym suggestions`,
    group: 'configuration',
    menu: false,
    menuPath: '/configuration/synonyms/list',
    flag: 'SynonymsAccess',
  },
  snapshots: {
    path: '/configuration/snapshots',
    title: msg`Snapshots`,
    group: 'configuration',
    menu: true,
    anyFlag: settingsFlags,
    anyDisabled: true,
    description: msg`Keep the rules of the scope as they are now, compare them with what is live or with another scope, and restore what went wrong.`,
  },
  changeJournal: {
    path: '/configuration/journal',
    title: msg`Change journal`,
    group: 'configuration',
    menu: true,
    anyFlag: settingsFlags,
    description: msg`Every change to the rules of this scope made from this browser under your account, with what it changed and a way to revert it.`,
  },
  redirects: {
    path: '/merchandising/redirects',
    title: msg`Redirects`,
    group: 'merchandising',
    menu: true,
    flag: 'RedirectsAccess',
    anyDisabled: true,
    description: msg`A redirect sends shoppers who search for one of its terms straight to a page instead of the search results.`,
  },
  experience: {
    path: '/merchandising/experience',
    title: msg`Experience rules`,
    group: 'merchandising',
    menu: true,
    flag: 'ExperienceEditorAccess',
    experimental: true,
    anyDisabled: true,
    description: msg`Experience rules favour products that share the features of chosen products for a search query.`,
  },
  experienceEditor: {
    path: '/merchandising/experience/editor',
    title: msg`Experience rule editor`,
    group: 'merchandising',
    menu: false,
    menuPath: '/merchandising/experience',
    flag: 'ExperienceEditorAccess',
    anyDisabled: true,
    description: msg`Choose products whose features the rule favours for its queries, weigh them, and watch the preview before saving.`,
  },
  manualRecommendations: {
    path: '/merchandising/recommendations',
    title: msg`Manual recommendations`,
    group: 'merchandising',
    menu: true,
    flag: 'ManualRecommendationsAccess',
    experimental: true,
    description: msg`Choose the products recommended with a product, in your order, optionally only for a while.`,
  },
  pulse: {
    path: '/merchandising/pulse',
    title: msg`Pulse`,
    group: 'merchandising',
    menu: true,
    flag: 'PulseAccess',
    experimental: true,
    description: msg`Products ranked by how they are trending, with their Pulse KPIs today, their rank over the last days, and their pins.`,
  },
  pulsePinsForProduct: {
    path: '/merchandising/pulse/pinsForProduct',
    title: msg`Pins for product`,
    group: 'merchandising',
    menu: false,
    menuPath: '/merchandising/pulse',
    flag: 'PulseAccess',
  },
  pulsePins: {
    path: '/merchandising/pulse/pins',
    title: msg`Local pins`,
    group: 'merchandising',
    menu: true,
    flag: 'PulseLocalPinsAccess',
    description: msg`Local pins fix a product at a position of the result list of one query or one navigation page, optionally only for a while. Global pins are set in Pulse.`,
  },
} satisfies Record<string, PageDefinition>;

export type PageId = keyof typeof pages;

export const menuGroups: { id: MenuGroup; title: MessageDescriptor }[] = [
  { id: 'search', title: msg`Search` },
  { id: 'navigation', title: msg`Navigation` },
  { id: 'recommendations', title: msg`Recommendations` },
  { id: 'similar', title: msg`Similar` },
  { id: 'configuration', title: msg`Configuration` },
  { id: 'merchandising', title: msg`Merchandising` },
];

/**
 * The page's heading: its group and its title ("Search · Boost & bury", "Recommendations · 1:1"),
 * so that pages with the same menu title under different groups are told apart.
 */
export function pageHeading(page: PageDefinition, translate: (message: MessageDescriptor) => string): string {
  const group = menuGroups.find((entry) => entry.id === (page.headingGroup ?? page.group));
  const groupTitle = group ? translate(group.title) : '';
  const title = translate(page.title);
  return !groupTitle || title.startsWith(groupTitle) ? title : `${groupTitle} · ${title}`;
}

/** Spec §6: a page appears when its flag is set, or whenever experimental features are on. */
export function isPageVisible(page: PageDefinition, access: Access | null, experimental: boolean): boolean {
  if (experimental) return true;
  if (page.experimental) return false;
  if (page.anyFlag) return page.anyFlag.some((flag) => Boolean(access?.[flag]));
  if (!page.flag) return true;
  return Boolean(access?.[page.flag]);
}

/** Spec §4: 'Not available' when the page needs a feature and the scope has 'any' there. */
export function isScopeUnsuitable(
  page: PageDefinition,
  scope: { storefrontId: string; languageCode: string },
  experimental: boolean,
): boolean {
  if (experimental || !page.anyDisabled) return false;
  return scope.storefrontId === '*' || scope.languageCode === '*';
}

/** The page at `pathname`, before the router has matched it (src/app/App.tsx). */
export function pageAt(pathname: string): PageDefinition | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  return Object.values(pages).find((page: PageDefinition) => page.path === path) ?? null;
}
