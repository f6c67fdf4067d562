import { HttpResponse, type HttpHandler } from 'msw';
import { ReloadStatus, type RecreateFeatureSetsResponse } from '@/api/generated/model';
import { serverError } from '../auth';
import { contractHttp, type ContractQuery } from '../contract-http';
import { findProduct, toProduct } from '../db/catalogue';
import {
  createRule,
  deleteRule,
  findRule,
  issueControlCode,
  listRules,
  replaceRules,
  updateRule,
} from '../db/experience';
import {
  complementaryProducts,
  featureSetFromProduct,
  featureSetProducts,
  previewRanking,
  recreateRules,
  searchRanking,
} from '../db/experience-features';
import { hashSeed } from '../db/seed';
import { pageOf } from '../db/shop-search';
import { badPage, failure, jsonBody, pageParam } from './request-input';

const PAGE_SIZE = 24;
const flag = 'ExperienceEditorAccess';

function entityParams(query: ContractQuery<'entityType' | 'entityExternalId'>) {
  return { Type: query.get('entityType') ?? '', ExternalId: query.get('entityExternalId') ?? '' };
}

export const experienceHandlers: HttpHandler[] = [
  contractHttp.get('/Experience/Rules', flag, ({ scope }) => HttpResponse.json(listRules(scope))),

  contractHttp.get('/Experience/RuleById', flag, ({ query: params, scope }) => {
    const query = params.get('query') ?? '';
    const rule = query.trim() === '' ? undefined : findRule(scope, query);
    if (params.get('existenceCheck') === 'true') return HttpResponse.json(rule !== undefined);
    if (!rule) return serverError(404, `No experience rule exists for '${query}'.`);
    return HttpResponse.json(rule);
  }),

  contractHttp.post('/Experience/Rule', flag, async ({ request, scope }) => {
    const body = await jsonBody(request);
    const result = createRule(scope, body.ExperienceRule);
    if (!result.ok) return failure(result);
    return HttpResponse.json({ ExperienceRule: result.value, ReloadStatus: ReloadStatus.AllSucceeded });
  }),

  contractHttp.put('/Experience/Rule', flag, async ({ request, scope }) => {
    const body = await jsonBody(request);
    const result = updateRule(scope, body.OldExperienceRule, body.EditedExperienceRule);
    if (!result.ok) return failure(result);
    return HttpResponse.json({ ExperienceRule: result.value, ReloadStatus: ReloadStatus.AllSucceeded });
  }),

  contractHttp.post('/Experience/ControlCode', flag, async ({ request, scope }) => {
    const body = await jsonBody(request);
    const result = issueControlCode(scope, body.Query);
    if (!result.ok) return failure(result);
    return HttpResponse.json({ ControlCode: result.value });
  }),

  contractHttp.delete('/Experience/Rule', flag, async ({ request, scope }) => {
    const body = await jsonBody(request);
    const result = deleteRule(scope, body.Query, body.ControlCode);
    if (!result.ok) return failure(result);
    return HttpResponse.json(ReloadStatus.AllSucceeded);
  }),

  contractHttp.post('/Experience/CreateFeatureSet', flag, async ({ request, scope }) => {
    const { Entity: entity } = await jsonBody(request);
    if (!entity?.Type || !entity.ExternalId)
      return serverError(400, 'The product (entity type and external id) is required.');
    const product = findProduct(scope.customerId, entity.Type, entity.ExternalId);
    if (!product) return serverError(400, `Product ${entity.ExternalId} was not found.`);
    return HttpResponse.json(featureSetFromProduct(product));
  }),

  contractHttp.get('/Experience/FeatureSetProducts', flag, ({ query, scope }) =>
    HttpResponse.json(featureSetProducts(scope.customerId, entityParams(query)).map(toProduct)),
  ),

  contractHttp.post('/Experience/RecreateFeatureSets', flag, ({ query, scope }) => {
    const preview = query.get('preview');
    if (preview !== 'true' && preview !== 'false')
      return serverError(400, 'Say whether this is a preview (preview=true or false).');
    const oldRules = listRules(scope);
    const { newRules, missing } = recreateRules(scope.customerId, oldRules);
    const body: RecreateFeatureSetsResponse = {
      OldRules: oldRules,
      NewRules: newRules,
      MissingEntitiesPerQuery: missing,
    };
    if (preview === 'false') {
      replaceRules(scope, structuredClone(newRules));
      body.ReloadStatus = ReloadStatus.AllSucceeded;
    }
    return HttpResponse.json(body);
  }),

  contractHttp.get('/Experience/Preview/Search', flag, ({ query: params, scope }) => {
    const query = params.get('query') ?? '';
    const page = pageParam(params.get('page'));
    if (page === null) return badPage();
    const hits = searchRanking(scope.customerId, query);
    return HttpResponse.json({
      ResultSetId: `rs-${hashSeed(`${query}|${page}`).toString(16)}`,
      TotalResultCount: hits.length,
      FirstResultPage: pageOf(hits, page, PAGE_SIZE).map(toProduct),
    });
  }),

  contractHttp.post('/Experience/Preview/Preview', flag, async ({ request, scope }) => {
    const body = await jsonBody(request);
    const rule = body.ExperienceRule;
    if (!rule?.Query || rule.Query.trim() === '') return serverError(400, 'Queries are required');
    const page = pageParam(body.Page);
    if (page === null) return badPage();
    const hits = previewRanking(scope.customerId, { ...rule, FeatureSets: rule.FeatureSets ?? [] });
    return HttpResponse.json({
      Products: pageOf(hits, page, PAGE_SIZE).map(toProduct),
      TotalProducts: hits.length,
    });
  }),

  contractHttp.get('/Experience/Preview/ComplementaryEntities', flag, ({ query, scope }) =>
    HttpResponse.json(complementaryProducts(scope.customerId, entityParams(query)).map(toProduct)),
  ),
];
