import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { InteractionType } from '@/api/generated/model';
import { serverError } from '../auth';
import { createKpiModel, KpiInputError, type KpiModel } from '../db/kpi-model';
import { todayUtc } from '../db/kpi/days';
import { scopedStore, type MockScope } from '../db/scoped-store';
import { guarded, type GuardedRequest } from './guard';
import { KpiParams } from './kpi-params';

// The model caches the scope's data; a new day moves the history window, so it is rebuilt then.
const models = scopedStore<{ today: string; model: KpiModel | null }>(() => ({ today: '', model: null }));

function modelFor(scope: MockScope): KpiModel {
  const entry = models.get(scope);
  const today = todayUtc();
  if (!entry.model || entry.today !== today) {
    entry.model = createKpiModel(scope, today);
    entry.today = today;
  }
  return entry.model;
}

/**
 * The KPI calls need no access flag (spec §2: the KPI views require none); a parameter the model
 * cannot use (bad date, invalid regular expression, ...) answers 400 with a readable message.
 */
function kpi(answer: (ctx: GuardedRequest & { params: KpiParams; model: KpiModel }) => JsonBodyType) {
  return guarded(null, async (ctx) => {
    try {
      const params = KpiParams.of(ctx.request);
      const model = modelFor(ctx.scope);
      await prepareFor(params, model);
      return HttpResponse.json(answer({ ...ctx, params, model }));
    } catch (error) {
      if (error instanceof KpiInputError) return serverError(400, error.message);
      throw error;
    }
  });
}

/** Calls with a navigation type get their dataset built in steps first (see ScopeKpiData.prepare). */
async function prepareFor(params: KpiParams, model: KpiModel): Promise<void> {
  try {
    await model.prepare(params.filter());
  } catch (error) {
    // A call without a full KPI filter needs no dataset; a bad filter is answered by the call itself.
    if (!(error instanceof KpiInputError)) throw error;
  }
}

export const kpiHandlers: HttpHandler[] = [
  http.get(
    '*/Kpi/GetFriendlyName',
    kpi(({ params, model }) =>
      model.friendlyName(params.required('requestType'), params.required('requestId')),
    ),
  ),
  http.get(
    '*/Kpi/GetMainKpis',
    kpi(({ params, model }) => model.mainKpis(params.filter())),
  ),
  http.get(
    '*/Kpi/KpisPerDay',
    kpi(({ params, model }) => model.kpisPerDay({ ...params.filter(), match: params.match(false) })),
  ),
  http.get(
    '*/Kpi/PopularRequests',
    kpi(({ params, model }) => model.popularRequests(params.filter())),
  ),
  http.get(
    '*/Kpi/LowPerformingRequests',
    kpi(({ params, model }) => model.lowPerformingRequests(params.filter())),
  ),
  http.get(
    '*/Kpi/TrendingRequests',
    kpi(({ params, model }) => model.trendingRequests(params.filter())),
  ),
  http.get(
    '*/Kpi/GetMainKpisForMatchingQueries',
    kpi(({ params, model }) => model.mainKpis({ ...params.filter(), match: params.match(true) })),
  ),
  http.get(
    '*/Kpi/GetMatchingQueries',
    kpi(({ params, model }) => model.matchingQueries({ ...params.filter(), match: params.match(true) })),
  ),
  http.get(
    '*/Kpi/GetAllInteractionTypesMainKpis',
    kpi(({ params, model }) =>
      model.allInteractionTypesMainKpis(params.filter(), params.required('specificQuery')),
    ),
  ),
  http.get(
    '*/Kpi/ProductsWithInteractions',
    kpi(({ params, model }) =>
      model.productsWithInteractions(params.filter(), params.required('specificAssociatedQuery')),
    ),
  ),
  http.get(
    '*/Kpi/GetInteractionTypeForUser',
    // The analyst demo account optimises for clicks; everyone else looks at all interactions.
    kpi(({ user }) =>
      (user.email ?? '').toLowerCase().startsWith('analyst@') ? InteractionType.Click : InteractionType.All,
    ),
  ),
  http.get(
    '*/Kpi/NavigationRefinements',
    kpi(({ params, model }) =>
      model.refinements(
        {
          startDate: params.required('startDate'),
          endDate: params.required('endDate'),
          splits: params.splits(),
        },
        {
          MinSessions: params.number('qrMinSessions', 0),
          MinRefinementRate: params.number('qrMinRefinementRate', 0, 1),
          MinRefinedIr: params.number('qrMinRefinedIr', 0, 1),
          MinIrRatio: params.number('qrMinIrRatio', 0),
        },
      ),
    ),
  ),
];
