import { HttpResponse, type HttpHandler } from 'msw';
import { InteractionType } from '@/api/generated/model';
import { serverError } from '../auth';
import { createKpiModel, KpiInputError, type KpiModel } from '../db/kpi-model';
import { todayUtc } from '../db/kpi/days';
import { scopedStore, type MockScope } from '../db/scoped-store';
import {
  contractHttp,
  type ContractPath,
  type ContractResolver,
  type ScopedContext,
  type SuccessBody,
} from '../contract-http';
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

type KpiPath = Extract<ContractPath<'get'>, `/Kpi/${string}`>;

/**
 * The KPI calls need no access flag (spec §2: the KPI views require none); a parameter the model
 * cannot use (bad date, invalid regular expression, ...) answers 400 with a readable message.
 */
function kpi<P extends KpiPath>(
  path: P,
  answer: (ctx: ScopedContext<P, 'get'> & { params: KpiParams; model: KpiModel }) => SuccessBody<P, 'get'>,
): HttpHandler {
  const resolver = async (ctx: ScopedContext<P, 'get'>) => {
    try {
      const params = KpiParams.of(ctx.request);
      const model = modelFor(ctx.scope);
      await prepareFor(params, model);
      return HttpResponse.json(answer({ ...ctx, params, model }));
    } catch (error) {
      if (error instanceof KpiInputError) return serverError(400, error.message);
      throw error;
    }
  };
  // `answer` returns the path's 200 body; TypeScript cannot carry that through the generic path.
  return contractHttp.get(path, 'scope', resolver as ContractResolver<P, 'get', 'scope'>);
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
  kpi('/Kpi/GetFriendlyName', ({ params, model }) =>
    model.friendlyName(params.required('requestType'), params.required('requestId')),
  ),
  kpi('/Kpi/GetMainKpis', ({ params, model }) => model.mainKpis(params.filter())),
  kpi('/Kpi/KpisPerDay', ({ params, model }) =>
    model.kpisPerDay({ ...params.filter(), match: params.match(false) }),
  ),
  kpi('/Kpi/PopularRequests', ({ params, model }) => model.popularRequests(params.filter())),
  kpi('/Kpi/LowPerformingRequests', ({ params, model }) => model.lowPerformingRequests(params.filter())),
  kpi('/Kpi/TrendingRequests', ({ params, model }) => model.trendingRequests(params.filter())),
  kpi('/Kpi/GetMainKpisForMatchingQueries', ({ params, model }) =>
    model.mainKpis({ ...params.filter(), match: params.match(true) }),
  ),
  kpi('/Kpi/GetMatchingQueries', ({ params, model }) =>
    model.matchingQueries({ ...params.filter(), match: params.match(true) }),
  ),
  kpi('/Kpi/GetAllInteractionTypesMainKpis', ({ params, model }) =>
    model.allInteractionTypesMainKpis(params.filter(), params.required('specificQuery')),
  ),
  kpi('/Kpi/ProductsWithInteractions', ({ params, model }) =>
    model.productsWithInteractions(params.filter(), params.required('specificAssociatedQuery')),
  ),
  // The analyst demo account optimises for clicks; everyone else looks at all interactions.
  kpi('/Kpi/GetInteractionTypeForUser', ({ user }) =>
    (user.email ?? '').toLowerCase().startsWith('analyst@') ? InteractionType.Click : InteractionType.All,
  ),
  kpi('/Kpi/NavigationRefinements', ({ params, model }) =>
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
];
