import { HttpResponse, type HttpHandler } from 'msw';
import { ReloadStatus } from '@/api/generated/model';
import { serverError } from '../auth';
import { contractHttp } from '../contract-http';
import { searchCatalogue, toProduct } from '../db/catalogue';
import { listManualRecommendations, storeManualRecommendations } from '../db/manual-recommendations';
import { badPage, failure, jsonBody, pageParam } from './request-input';

const flag = 'ManualRecommendationsAccess';

export const manualRecommendationsHandlers: HttpHandler[] = [
  contractHttp.get('/ManualRecommendation/Get', flag, ({ scope }) =>
    HttpResponse.json(listManualRecommendations(scope)),
  ),

  contractHttp.post('/ManualRecommendation/Add', flag, async ({ request, scope }) => {
    const body = await jsonBody(request);
    const result = storeManualRecommendations(scope, body.ManualRecommendations);
    return result.ok ? HttpResponse.json(ReloadStatus.AllSucceeded) : failure(result);
  }),

  contractHttp.get('/ManualRecommendation/GetManualRecommendationProducts', flag, ({ query, scope }) => {
    const page = pageParam(query.get('page'));
    if (page === null) return badPage();
    const text = query.get('query');
    if (text === '') return serverError(400, 'Leave out query to list all products; it may not be empty.');
    const { total, items } = searchCatalogue(scope.customerId, text ?? '', page);
    return HttpResponse.json({ Products: items.map(toProduct), TotalProducts: total });
  }),
];
