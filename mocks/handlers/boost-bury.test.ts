import { beforeEach, describe, expect, test } from 'vitest';
import {
  deleteBoost,
  getAvailableAttributes,
  getBoostsForScope,
  storeBoost,
} from '@/api/generated/endpoints/boost-bury/boost-bury';
import { ReloadStatus, type BoostRequest, type BoostRuleProxy } from '@/api/generated/model';
import { AccessDeniedError, HttpError } from '@/api/errors';
import { demoScope, signInForTests } from '../../tests/auth';
import { resetMockState } from '.';

type Quest = 1 | 2 | 3;
const list = (questNumber: Quest = 1) => getBoostsForScope({ ...demoScope, questNumber });
const put = (request: BoostRequest, questNumber: Quest = 1) =>
  storeBoost(request, { ...demoScope, questNumber });
const patch = (request: BoostRequest, questNumber: Quest = 1) =>
  deleteBoost(request, { ...demoScope, questNumber });

const stale = 'The boost rules were changed meanwhile. Reload and try again.';
const greenBoost: BoostRuleProxy = {
  AttributeName: 'Color',
  AttributeValueType: 1,
  CompareMode: 2,
  CompareTo: 'Olive',
  BoostValue: 2,
};
const ratingAmount: BoostRuleProxy = {
  AttributeName: 'Rating',
  AttributeValueType: 3,
  CompareMode: 6,
  LowerBound: '4',
  UpperBound: '5',
  BoostFromAttribute: 'Rating',
};

async function refusal(
  call: Promise<unknown>,
): Promise<{ status: number | null; message: string | undefined }> {
  const error = await call.then(
    () => expect.fail('the call should have been refused'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  const httpError = error as HttpError;
  return { status: httpError.status, message: httpError.serverError?.UserMessage };
}

beforeEach(() => {
  signInForTests();
});

describe('seeded rules and attributes', () => {
  test('each quest has its own six rules, the house brand boosted first', async () => {
    const [search, navigation, similar] = await Promise.all([list(1), list(2), list(3)]);
    for (const rules of [search, navigation, similar]) {
      expect(rules).toHaveLength(6);
      expect(rules[0]).toEqual({
        AttributeName: 'Brand',
        AttributeValueType: 1,
        CompareMode: 2,
        CompareTo: 'Acme',
        BoostValue: 5,
      });
    }
    expect(new Set([search, navigation, similar].map((r) => JSON.stringify(r))).size).toBeGreaterThan(1);
  });

  test('seeding is deterministic across resets', async () => {
    const first = await list(2);
    resetMockState();
    expect(await list(2)).toEqual(first);
  });

  test('the catalogue attributes come with their types; only numbers provide amounts', async () => {
    const attributes = await getAvailableAttributes({ ...demoScope, questNumber: 1 });
    const byName = Object.fromEntries(attributes.map((a) => [a.Name, a]));
    expect(Object.fromEntries(attributes.map((a) => [a.Name, a.Type]))).toMatchObject({
      Brand: 1,
      Color: 1,
      Material: 1,
      Category: 1,
      Gender: 1,
      Price: 3,
      Rating: 3,
      ReturnRate: 3,
      IsSale: 2,
      ReleaseDate: 4,
    });
    expect(attributes.filter((a) => a.CanProvideBoostAmount).every((a) => a.Type === 3)).toBe(true);
    expect(byName.Price).toMatchObject({ CanBeBoostCondition: true, CanProvideBoostAmount: true });
    expect(byName.Brand).toMatchObject({ CanBeBoostCondition: true, CanProvideBoostAmount: false });
  });
});

describe('add, edit, delete', () => {
  test('an added rule is returned and listed, in its quest only', async () => {
    const current = await list(2);
    const answer = await put({ NewBoost: greenBoost, CurrentBoosts: current }, 2);
    expect(answer).toEqual({
      CurrentBoosts: [...current, greenBoost],
      ReloadStatus: ReloadStatus.AllSucceeded,
    });
    expect(await list(2)).toEqual([...current, greenBoost]);
    expect(await list(1)).not.toContainEqual(greenBoost);
  });

  test('an edit replaces the rule in place; the client may send the list in any order', async () => {
    const current = await list();
    const old = current[2]!;
    const answer = await put({
      OldBoost: old,
      NewBoost: ratingAmount,
      CurrentBoosts: [...current].reverse(),
    });
    const expected = current.map((r) => (r === old ? ratingAmount : r));
    expect(answer.CurrentBoosts).toEqual(expected);
    expect(await list()).toEqual(expected);
  });

  test('PATCH deletes the rule', async () => {
    const current = await list(3);
    const answer = await patch({ OldBoost: current[1], CurrentBoosts: current }, 3);
    expect(answer.CurrentBoosts).toEqual(current.filter((_, i) => i !== 1));
    expect(await list(3)).toEqual(answer.CurrentBoosts);
  });

  test('a stale list or a vanished rule is refused and changes nothing', async () => {
    const current = await list();
    const outdated = current.slice(1);
    expect(await refusal(put({ NewBoost: greenBoost, CurrentBoosts: outdated }))).toEqual({
      status: 409,
      message: stale,
    });
    expect(
      await refusal(put({ OldBoost: greenBoost, NewBoost: ratingAmount, CurrentBoosts: current })),
    ).toEqual({ status: 409, message: stale });
    expect(await refusal(patch({ OldBoost: current[0], CurrentBoosts: outdated }))).toEqual({
      status: 409,
      message: stale,
    });
    expect(await refusal(patch({ OldBoost: greenBoost, CurrentBoosts: current }))).toEqual({
      status: 409,
      message: stale,
    });
    expect(await list()).toEqual(current);
  });

  test('adding a rule that already exists is refused', async () => {
    const current = await list();
    expect(await refusal(put({ NewBoost: current[0], CurrentBoosts: current }))).toEqual({
      status: 409,
      message: 'An identical rule already exists.',
    });
  });
});

describe('validation', () => {
  const rule = (changes: Partial<Record<keyof BoostRuleProxy, unknown>>) =>
    ({ ...greenBoost, ...changes }) as BoostRuleProxy;
  test.each([
    ['Unknown attribute "Weight".', rule({ AttributeName: 'Weight' })],
    [
      'Popularity cannot be used as a condition.',
      rule({ AttributeName: 'Popularity', AttributeValueType: 3, CompareTo: '50' }),
    ],
    [
      'Price is a Double attribute: AttributeValueType must be 3.',
      rule({ AttributeName: 'Price', CompareTo: '20' }),
    ],
    [
      'IsSale can only be compared with "equal to".',
      rule({ AttributeName: 'IsSale', AttributeValueType: 2, CompareMode: 4, CompareTo: 'true' }),
    ],
    ['CompareTo is required for this comparison.', rule({ CompareTo: undefined })],
    [
      'LowerBound and UpperBound are required when comparing between bounds.',
      rule({ CompareMode: 5, CompareTo: undefined, LowerBound: 'A' }),
    ],
    [
      'CompareTo must be absent when comparing between bounds.',
      rule({ CompareMode: 7, LowerBound: 'A', UpperBound: 'B' }),
    ],
    ['LowerBound and UpperBound must be absent unless comparing between bounds.', rule({ LowerBound: 'A' })],
    [
      'LowerBound must not be greater than UpperBound.',
      { ...ratingAmount, LowerBound: '4.5', UpperBound: '3' },
    ],
    [
      'LowerBound must not be greater than UpperBound.',
      rule({
        AttributeName: 'ReleaseDate',
        AttributeValueType: 4,
        CompareMode: 6,
        CompareTo: undefined,
        LowerBound: '2026-02-01T00:00:00Z',
        UpperBound: '2026-01-01T00:00:00Z',
      }),
    ],
    [
      'CompareTo must be a number with a dot as decimal separator (e.g. 12.5).',
      rule({ AttributeName: 'Price', AttributeValueType: 3, CompareTo: '12,5' }),
    ],
    [
      'CompareTo must be an ISO 8601 date (e.g. 2026-11-23T00:00:00Z).',
      rule({ AttributeName: 'ReleaseDate', AttributeValueType: 4, CompareTo: '23.11.2026' }),
    ],
    [
      "CompareTo must be 'true' or 'false'.",
      rule({ AttributeName: 'IsSale', AttributeValueType: 2, CompareTo: 'yes' }),
    ],
    ['Brand cannot provide a boost amount.', rule({ BoostFromAttribute: 'Brand', BoostValue: 1 })],
    [
      'With BoostFromAttribute, BoostValue must be 1 (boost) or -1 (bury).',
      { ...ratingAmount, BoostValue: 5 },
    ],
    ['BoostValue must be 0 (none), 2, 5 or 10 (boost) or -2, -5 or -10 (bury).', rule({ BoostValue: 3 })],
    [
      'BoostValue must be 0 (none), 2, 5 or 10 (boost) or -2, -5 or -10 (bury).',
      rule({ BoostValue: undefined }),
    ],
  ])('400 %s', async (message, NewBoost) => {
    const current = await list();
    expect(await refusal(put({ NewBoost, CurrentBoosts: current }))).toEqual({ status: 400, message });
    expect(await list()).toEqual(current);
  });

  test('every amount of the contract table is accepted', async () => {
    let current = await list();
    for (const BoostValue of [0, 2, 5, 10, -2, -5, -10]) {
      current = (await put({ NewBoost: { ...greenBoost, BoostValue }, CurrentBoosts: current }))
        .CurrentBoosts;
    }
    for (const BoostValue of [1, -1, undefined]) {
      const NewBoost = {
        ...ratingAmount,
        BoostFromAttribute: 'ReturnRate',
        LowerBound: String(BoostValue ?? 0),
        BoostValue,
      };
      current = (await put({ NewBoost, CurrentBoosts: current })).CurrentBoosts;
    }
    expect(await list()).toHaveLength(6 + 10);
  });

  test('PUT needs NewBoost, PATCH needs OldBoost only', async () => {
    const current = await list();
    expect(await refusal(put({ CurrentBoosts: current }))).toEqual({
      status: 400,
      message: 'NewBoost is required.',
    });
    expect(await refusal(patch({ CurrentBoosts: current }))).toEqual({
      status: 400,
      message: 'OldBoost is required.',
    });
    expect(
      (await refusal(patch({ OldBoost: current[0], NewBoost: greenBoost, CurrentBoosts: current }))).status,
    ).toBe(400);
  });
});

describe('access', () => {
  test('a user without BoostBuryAccess gets 403', async () => {
    signInForTests('viewer@demo.test');
    await expect(list()).rejects.toBeInstanceOf(AccessDeniedError);
    await expect(getAvailableAttributes({ ...demoScope, questNumber: 1 })).rejects.toBeInstanceOf(
      AccessDeniedError,
    );
    await expect(put({ NewBoost: greenBoost, CurrentBoosts: [] })).rejects.toBeInstanceOf(AccessDeniedError);
    await expect(patch({ OldBoost: greenBoost, CurrentBoosts: [] })).rejects.toBeInstanceOf(
      AccessDeniedError,
    );
  });

  test('the limited preset may use boost and bury', async () => {
    signInForTests('limited@demo.test');
    expect(await list()).toHaveLength(6);
  });
});
