import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  ReloadStatus,
  type ManualRecommendationsRequest,
  type ProductQueryResponse,
} from '@/api/generated/model';
import { searchCatalogue, toProduct } from '../db/catalogue';
import { listManualRecommendations, storeManualRecommendations } from '../db/manual-recommendations';
import { guarded } from './guard';
import { badPage, failure, jsonBody, pageParam } from './request-input';

const flag = 'ManualRecommendationsAccess';

export const manualRecommendationsHandlers: HttpHandler[] = [
  http.get(
    '*/ManualRecommendation/Get',
    guarded(flag, ({ scope }) => HttpResponse.json(listManualRecommendations(scope))),
  ),

  http.post(
    '*/ManualRecommendation/Add',
    guarded(flag, async ({ request, scope }) => {
      const body = await jsonBody<ManualRecommendationsRequest>(request);
      const result = storeManualRecommendations(scope, body.ManualRecommendations);
      return result.ok ? HttpResponse.json(ReloadStatus.AllSucceeded) : failure(result);
    }),
  ),

  http.get(
    '*/ManualRecommendation/GetManualRecommendationProducts',
    guarded(flag, ({ request, scope }) => {
      const params = new URL(request.url).searchParams;
      const page = pageParam(params.get('page'));
      if (page === null) return badPage();
      const { total, items } = searchCatalogue(scope.customerId, params.get('query') ?? '', page);
      const body: ProductQueryResponse = { Products: items.map(toProduct), TotalProducts: total };
      return HttpResponse.json(body);
    }),
  ),
];
