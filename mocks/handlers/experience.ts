import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  ReloadStatus,
  type ControlCodeRequest,
  type CreateFeatureSetRequest,
  type ExperienceRuleDeleteRequest,
  type ExperienceRulePostRequest,
  type ExperienceRulePutRequest,
  type ProductQueryRequest,
  type ProductQueryResponse,
  type QueryResultSet,
  type RecreateFeatureSetsResponse,
} from '@/api/generated/model';
import { serverError } from '../auth';
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
import { guarded } from './guard';
import { badPage, failure, jsonBody, pageParam } from './request-input';

const PAGE_SIZE = 24;
const flag = 'ExperienceEditorAccess';

function entityParams(request: Request) {
  const params = new URL(request.url).searchParams;
  return { Type: params.get('entityType') ?? '', ExternalId: params.get('entityExternalId') ?? '' };
}

export const experienceHandlers: HttpHandler[] = [
  http.get(
    '*/Experience/Rules',
    guarded(flag, ({ scope }) => HttpResponse.json(listRules(scope))),
  ),

  http.get(
    '*/Experience/RuleById',
    guarded(flag, ({ request, scope }) => {
      const params = new URL(request.url).searchParams;
      const query = params.get('query') ?? '';
      const rule = query.trim() === '' ? undefined : findRule(scope, query);
      if (params.get('existenceCheck') === 'true') return HttpResponse.json(rule !== undefined);
      if (!rule) return serverError(404, `No experience rule exists for '${query}'.`);
      return HttpResponse.json(rule);
    }),
  ),

  http.post(
    '*/Experience/Rule',
    guarded(flag, async ({ request, scope }) => {
      const body = await jsonBody<ExperienceRulePostRequest>(request);
      const result = createRule(scope, body.ExperienceRule);
      if (!result.ok) return failure(result);
      return HttpResponse.json({ ExperienceRule: result.value, ReloadStatus: ReloadStatus.AllSucceeded });
    }),
  ),

  http.put(
    '*/Experience/Rule',
    guarded(flag, async ({ request, scope }) => {
      const body = await jsonBody<ExperienceRulePutRequest>(request);
      const result = updateRule(scope, body.OldExperienceRule, body.EditedExperienceRule);
      if (!result.ok) return failure(result);
      return HttpResponse.json({ ExperienceRule: result.value, ReloadStatus: ReloadStatus.AllSucceeded });
    }),
  ),

  http.post(
    '*/Experience/ControlCode',
    guarded(flag, async ({ request, scope }) => {
      const body = await jsonBody<ControlCodeRequest>(request);
      const result = issueControlCode(scope, body.Query);
      if (!result.ok) return failure(result);
      return HttpResponse.json({ ControlCode: result.value });
    }),
  ),

  http.delete(
    '*/Experience/Rule',
    guarded(flag, async ({ request, scope }) => {
      const body = await jsonBody<ExperienceRuleDeleteRequest>(request);
      const result = deleteRule(scope, body.Query, body.ControlCode);
      if (!result.ok) return failure(result);
      return HttpResponse.json(ReloadStatus.AllSucceeded);
    }),
  ),

  http.post(
    '*/Experience/CreateFeatureSet',
    guarded(flag, async ({ request, scope }) => {
      const { Entity: entity } = await jsonBody<CreateFeatureSetRequest>(request);
      if (!entity?.Type || !entity.ExternalId)
        return serverError(400, 'The product (entity type and external id) is required.');
      const product = findProduct(scope.customerId, entity.Type, entity.ExternalId);
      if (!product) return serverError(400, `Product ${entity.ExternalId} was not found.`);
      return HttpResponse.json(featureSetFromProduct(product));
    }),
  ),

  http.get(
    '*/Experience/FeatureSetProducts',
    guarded(flag, ({ request, scope }) =>
      HttpResponse.json(featureSetProducts(scope.customerId, entityParams(request)).map(toProduct)),
    ),
  ),

  http.post(
    '*/Experience/RecreateFeatureSets',
    guarded(flag, ({ request, scope }) => {
      const preview = new URL(request.url).searchParams.get('preview');
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
  ),

  http.get(
    '*/Experience/Preview/Search',
    guarded(flag, ({ request, scope }) => {
      const params = new URL(request.url).searchParams;
      const query = params.get('query') ?? '';
      const page = pageParam(params.get('page'));
      if (page === null) return badPage();
      const hits = searchRanking(scope.customerId, query);
      const body: QueryResultSet = {
        ResultSetId: `rs-${hashSeed(`${query}|${page}`).toString(16)}`,
        TotalResultCount: hits.length,
        FirstResultPage: pageOf(hits, page, PAGE_SIZE).map(toProduct),
      };
      return HttpResponse.json(body);
    }),
  ),

  http.post(
    '*/Experience/Preview/Preview',
    guarded(flag, async ({ request, scope }) => {
      const body = await jsonBody<ProductQueryRequest>(request);
      const rule = body.ExperienceRule;
      if (!rule?.Query || rule.Query.trim() === '') return serverError(400, 'Queries are required');
      const page = pageParam(body.Page);
      if (page === null) return badPage();
      const hits = previewRanking(scope.customerId, { ...rule, FeatureSets: rule.FeatureSets ?? [] });
      const answer: ProductQueryResponse = {
        Products: pageOf(hits, page, PAGE_SIZE).map(toProduct),
        TotalProducts: hits.length,
      };
      return HttpResponse.json(answer);
    }),
  ),

  http.get(
    '*/Experience/Preview/ComplementaryEntities',
    guarded(flag, ({ request, scope }) =>
      HttpResponse.json(complementaryProducts(scope.customerId, entityParams(request)).map(toProduct)),
    ),
  ),
];
