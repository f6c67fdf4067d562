import { HttpResponse, type HttpHandler } from 'msw';
import { serverError } from '../auth';
import { contractHttp, type ContractQuery } from '../contract-http';
import { catalogueFor } from '../db/catalogue';
import { attributeValue } from '../db/experience-features';
import { allPins } from '../db/pins';
import { contextRankings, globalRankings, productRanking, type RankingContext } from '../db/pulse-rankings';
import { knownQueries } from '../db/shop-search';
import { localPinFlags, pinHandlers } from './pulse-pins';
import { badPage, pageParam } from './request-input';

const flag = 'PulseAccess';

/** The ranking context of PulseRankingForProduct: a query, a navigation pair, or neither (global). */
function contextFrom(
  params: ContractQuery<'query' | 'navigationAttribute' | 'navigationValue'>,
): RankingContext | string {
  const query = params.get('query') || undefined;
  const navigationAttribute = params.get('navigationAttribute') || undefined;
  const navigationValue = params.get('navigationValue') || undefined;
  if ((navigationAttribute === undefined) !== (navigationValue === undefined)) {
    return 'Send navigationAttribute and navigationValue together.';
  }
  if (query !== undefined && navigationAttribute !== undefined)
    return 'Send either a query or a navigation page, not both.';
  if (query !== undefined) return { query };
  if (navigationAttribute !== undefined) return { navigationAttribute, navigationValue };
  return {};
}

export const pulseHandlers: HttpHandler[] = [
  ...pinHandlers,

  contractHttp.get('/Pulse/PulseRankingsGlobal', flag, ({ query, scope }) => {
    const count = pageParam(query.get('topRankedCount'));
    if (count === null) return serverError(400, 'topRankedCount must be a whole number of at least 1.');
    return HttpResponse.json(globalRankings(scope, count));
  }),

  // Also for the local pins page (its product search, navigation values, queries).
  contractHttp.get('/Pulse/PulseRankingsPerQuery', localPinFlags, ({ query: params, scope }) => {
    const page = pageParam(params.get('page'));
    if (page === null) return badPage();
    return HttpResponse.json(contextRankings(scope, { query: params.get('query') ?? '' }, page));
  }),

  contractHttp.get('/Pulse/PulseRankingsPerNavigation', flag, ({ query: params, scope }) => {
    const page = pageParam(params.get('page'));
    if (page === null) return badPage();
    const context = {
      navigationAttribute: params.get('navigationAttribute') ?? '',
      navigationValue: params.get('navigationValue') ?? '',
    };
    return HttpResponse.json(contextRankings(scope, context, page));
  }),

  contractHttp.get('/Pulse/PulseRankingForProduct', flag, ({ query: params, scope }) => {
    const context = contextFrom(params);
    if (typeof context === 'string') return serverError(400, context);
    const entity = {
      Type: params.get('productType') ?? '',
      ExternalId: params.get('productExternalId') ?? '',
    };
    const ranking = productRanking(scope, context, entity);
    if (!ranking) return serverError(400, `Product ${entity.ExternalId || '(none)'} was not found.`);
    return HttpResponse.json(ranking);
  }),

  // Also for the local pins page (its product search, navigation values, queries).
  contractHttp.get('/Pulse/GetPinNavigationValues', localPinFlags, ({ query, scope }) => {
    const attribute = query.get('attributeName') ?? '';
    const values = new Set<string>();
    for (const product of catalogueFor(scope.customerId)) {
      const value = attribute ? attributeValue(product, attribute) : undefined;
      if (value !== undefined) values.add(value);
    }
    return HttpResponse.json([...values].sort((a, b) => a.localeCompare(b)));
  }),

  // Also for the local pins page (its product search, navigation values, queries).
  contractHttp.get('/Pulse/GetRequestAliases', localPinFlags, ({ scope }) => {
    // Queries merchandisers pinned for belong to the known queries too.
    const pinned = allPins(scope).PerQuery.map((o) => o.Query ?? '');
    const queries = new Set([...knownQueries, ...pinned].filter((q) => q !== ''));
    return HttpResponse.json([...queries].sort((a, b) => a.localeCompare(b)));
  }),
];
