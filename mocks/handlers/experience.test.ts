import { beforeEach, describe, expect, test } from 'vitest';
import {
  createExperienceRule,
  createFeatureSet,
  deleteExperienceRule,
  getExperienceRuleById,
  getExperienceRules,
  getFeatureSetProducts,
  getPreviewComplementaryEntities,
  previewExperienceRule,
  recreateFeatureSets,
  requestExperienceControlCode,
  searchPreviewProducts,
  updateExperienceRule,
} from '@/api/generated/endpoints/experience/experience';
import { AccessDeniedError, HttpError } from '@/api/errors';
import type { ExperienceRule } from '@/api/generated/model';
import { catalogueFor } from '../db/catalogue';
import { demoScope, signInForTests } from '../../tests/auth';

const scope = demoScope;

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

async function featureSetOf(externalId: string) {
  return createFeatureSet({ Entity: { Type: 'product', ExternalId: externalId } }, scope);
}

beforeEach(() => {
  signInForTests();
});

describe('experience rules', () => {
  test('each scope starts with a dozen rules for real queries', async () => {
    const rules = await getExperienceRules(scope);
    expect(rules.length).toBeGreaterThanOrEqual(10);
    expect(rules.every((rule) => rule.FeatureSets.length >= 1)).toBe(true);
    const first = rules[0]!;
    expect(await getExperienceRuleById({ ...scope, query: first.Query })).toEqual(first);
    expect(await getExperienceRuleById({ ...scope, query: first.Query, existenceCheck: true })).toBe(true);
    expect(await getExperienceRuleById({ ...scope, query: 'no such query', existenceCheck: true })).toBe(
      false,
    );
    expect((await failure(getExperienceRuleById({ ...scope, query: 'no such query' }))).status).toBe(404);
  });

  test('a created rule is listed; a second rule for the same query is refused', async () => {
    const rule: ExperienceRule = {
      Query: 'alpine gloves',
      FeatureSets: [await featureSetOf(catalogueFor('acme')[6]!.Entity.ExternalId)],
      IsFixed: false,
    };
    const created = await createExperienceRule({ ExperienceRule: rule }, scope);
    expect(created.ExperienceRule).toEqual(rule);
    expect(created.ReloadStatus).toBe(2);
    expect((await getExperienceRules(scope)).map((r) => r.Query)).toContain('alpine gloves');

    const conflict = await failure(
      createExperienceRule({ ExperienceRule: { ...rule, IsFixed: true } }, scope),
    );
    expect(conflict.status).toBe(409);
    expect(await getExperienceRuleById({ ...scope, query: 'alpine gloves' })).toEqual(rule);
  });

  test("a rule without a query answers 400 'Queries are required'", async () => {
    const before = await getExperienceRules(scope);
    const error = await failure(
      createExperienceRule({ ExperienceRule: { Query: '  ', FeatureSets: [], IsFixed: false } }, scope),
    );
    expect(error.status).toBe(400);
    expect(error.serverError?.UserMessage).toBe('Queries are required');
    const old = before[0]!;
    const edit = await failure(
      updateExperienceRule({ OldExperienceRule: old, EditedExperienceRule: { ...old, Query: '' } }, scope),
    );
    expect(edit.serverError?.UserMessage).toBe('Queries are required');
    expect(await getExperienceRules(scope)).toEqual(before);
  });

  test('an edit based on the stored rule is saved; a stale edit answers 409 and changes nothing', async () => {
    const [old] = await getExperienceRules(scope);
    const edited = { ...old!, IsFixed: !old!.IsFixed };
    const saved = await updateExperienceRule(
      { OldExperienceRule: old!, EditedExperienceRule: edited },
      scope,
    );
    expect(saved.ExperienceRule).toEqual(edited);
    expect(await getExperienceRuleById({ ...scope, query: old!.Query })).toEqual(edited);

    const stale = await failure(
      updateExperienceRule(
        { OldExperienceRule: old!, EditedExperienceRule: { ...old!, FeatureSets: [] } },
        scope,
      ),
    );
    expect(stale.status).toBe(409);
    expect(await getExperienceRuleById({ ...scope, query: old!.Query })).toEqual(edited);
  });

  test('deleting needs the control code just issued for that query', async () => {
    const [rule, other] = await getExperienceRules(scope);
    const query = rule!.Query;
    const wrong = await failure(deleteExperienceRule({ Query: query, ControlCode: 'AAAA-AAAA' }, scope));
    expect(wrong.status).toBe(400);

    const { ControlCode: superseded } = await requestExperienceControlCode({ Query: query }, scope);
    const { ControlCode: otherCode } = await requestExperienceControlCode({ Query: other!.Query }, scope);
    const { ControlCode: code } = await requestExperienceControlCode({ Query: query }, scope);
    expect(code).not.toBe(superseded);
    expect(
      (await failure(deleteExperienceRule({ Query: query, ControlCode: superseded }, scope))).status,
    ).toBe(400);
    expect(
      (await failure(deleteExperienceRule({ Query: query, ControlCode: otherCode }, scope))).status,
    ).toBe(400);
    expect(await getExperienceRuleById({ ...scope, query, existenceCheck: true })).toBe(true);

    expect(await deleteExperienceRule({ Query: query, ControlCode: code }, scope)).toBe(2);
    expect(await getExperienceRuleById({ ...scope, query, existenceCheck: true })).toBe(false);
    expect((await getExperienceRules(scope)).map((r) => r.Query)).not.toContain(query);
    expect((await failure(deleteExperienceRule({ Query: query, ControlCode: code }, scope))).status).toBe(
      404,
    );
    expect((await failure(requestExperienceControlCode({ Query: query }, scope))).status).toBe(404);
  });
});

describe('feature sets and recreation', () => {
  test('a feature set is made from a product; an unknown product answers 400', async () => {
    const product = catalogueFor('acme')[3]!;
    const set = await featureSetOf(product.Entity.ExternalId);
    expect(set.Entity).toEqual(product.Entity);
    expect(set.Weight).toBe(1);
    expect(set.Features).toContainEqual({ AttributeName: 'Brand', Values: [product.Attributes.Brand] });
    expect((await failure(featureSetOf('SKU-999999'))).status).toBe(400);

    const similar = await getFeatureSetProducts({
      ...scope,
      entityType: 'product',
      entityExternalId: product.Entity.ExternalId,
    });
    expect(similar.length).toBeGreaterThan(1);
    expect(similar.length).toBeLessThanOrEqual(24);
    expect(similar[0]!.Entity).toEqual(product.Entity);
  });

  test('a recreate preview changes nothing; applying stores the recreated rules', async () => {
    const before = await getExperienceRules(scope);
    const preview = await recreateFeatureSets({ ...scope, preview: true });
    expect(preview.ReloadStatus).toBeUndefined();
    expect(preview.OldRules).toEqual(before);
    expect(preview.NewRules).not.toEqual(before);
    expect(preview.MissingEntitiesPerQuery.length).toBeGreaterThan(0);
    expect(await getExperienceRules(scope)).toEqual(before);

    const applied = await recreateFeatureSets({ ...scope, preview: false });
    expect(applied.ReloadStatus).toBe(2);
    expect(applied.NewRules).toEqual(preview.NewRules);
    expect(await getExperienceRules(scope)).toEqual(preview.NewRules);
    const again = await recreateFeatureSets({ ...scope, preview: true });
    expect(again.MissingEntitiesPerQuery).toEqual([]);
  });
});

describe('preview', () => {
  test('the search preview pages 1-based through the matches', async () => {
    const first = await searchPreviewProducts({ ...scope, query: 'jacket', page: 1 });
    const second = await searchPreviewProducts({ ...scope, query: 'jacket', page: 2 });
    expect(first.TotalResultCount).toBeGreaterThan(24);
    expect(first.FirstResultPage).toHaveLength(24);
    expect(second.FirstResultPage[0]).not.toEqual(first.FirstResultPage[0]);
  });

  test('changing a weight changes the order the rule yields', async () => {
    const shoe = catalogueFor('acme').find((p) => p.Attributes.Category === 'Shoes')!;
    const tent = catalogueFor('acme').find((p) => p.Attributes.Category === 'Tents')!;
    const [shoeSet, tentSet] = await Promise.all([
      featureSetOf(shoe.Entity.ExternalId),
      featureSetOf(tent.Entity.ExternalId),
    ]);
    const rule = (shoeWeight: number, tentWeight: number): ExperienceRule => ({
      Query: 'outdoor',
      FeatureSets: [
        { ...shoeSet, Weight: shoeWeight },
        { ...tentSet, Weight: tentWeight },
      ],
      IsFixed: false,
    });
    const shoesFirst = await previewExperienceRule({ ExperienceRule: rule(3, 1), Page: 1 }, scope);
    const tentsFirst = await previewExperienceRule({ ExperienceRule: rule(1, 3), Page: 1 }, scope);
    expect(shoesFirst.Products[0]!.Entity).toEqual(shoe.Entity);
    expect(tentsFirst.Products[0]!.Entity).toEqual(tent.Entity);
    expect(tentsFirst.TotalProducts).toBe(shoesFirst.TotalProducts);

    const noQuery = await failure(
      previewExperienceRule({ ExperienceRule: { ...rule(1, 1), Query: '' }, Page: 1 }, scope),
    );
    expect(noQuery.serverError?.UserMessage).toBe('Queries are required');
  });

  test('complementary products come from other categories', async () => {
    const shoe = catalogueFor('acme').find((p) => p.Attributes.Category === 'Shoes')!;
    const products = await getPreviewComplementaryEntities({
      ...scope,
      entityType: 'product',
      entityExternalId: shoe.Entity.ExternalId,
    });
    expect(products.length).toBeGreaterThan(2);
    const categories = products.map(
      (p) =>
        catalogueFor('acme').find((c) => c.Entity.ExternalId === p.Entity.ExternalId)!.Attributes.Category,
    );
    expect(categories).not.toContain('Shoes');
  });
});

test('a user without ExperienceEditorAccess is refused', async () => {
  signInForTests('limited@demo.test');
  await expect(getExperienceRules(scope)).rejects.toBeInstanceOf(AccessDeniedError);
});
