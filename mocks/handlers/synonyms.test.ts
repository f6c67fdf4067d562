import { beforeEach, describe, expect, test } from 'vitest';
import {
  deleteSynonymsForQuery,
  getSynonymsForScope,
  storeSynonymsForQuery,
} from '@/api/generated/endpoints/synonyms/synonyms';
import { ReloadStatus } from '@/api/generated/model';
import { AccessDeniedError, HttpError } from '@/api/errors';
import { demoScope, signInForTests } from '../../tests/auth';
import { setActiveScenarios } from '../scenarios/state';
import { resetMockState } from '.';

const list = () => getSynonymsForScope(demoScope);
const find = async (query: string) => (await list()).find((rule) => rule.Query === query);

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

describe('seeded synonyms', () => {
  test('a scope starts with 60 shop rules, each with synonyms', async () => {
    const rules = await list();
    expect(rules).toHaveLength(60);
    expect(new Set(rules.map((r) => r.Query)).size).toBe(60);
    expect(
      rules.every((r) => r.Query !== '' && r.Synonyms.length > 0 && r.Synonyms.every((s) => s !== '')),
    ).toBe(true);
  });

  test('seeding is deterministic across resets and differs between scopes', async () => {
    const first = await list();
    resetMockState();
    expect(await list()).toEqual(first);
    const other = await getSynonymsForScope({ ...demoScope, storefrontId: 'acme-at' });
    expect(other.map((r) => r.Query)).not.toEqual(first.map((r) => r.Query));
  });

  test('large-data seeds 10,000 distinct rules', async () => {
    setActiveScenarios(['large-data']);
    const rules = await list();
    expect(rules).toHaveLength(10_000);
    expect(new Set(rules.map((r) => r.Query)).size).toBe(10_000);
  });
});

describe('create, edit, delete', () => {
  test('a created rule is listed; creating it again is a conflict', async () => {
    const created = await storeSynonymsForQuery({
      ...demoScope,
      newQuery: 'schneeschuhe',
      newSynonyms: ['snowshoes', 'schneeschuh'],
    });
    expect(created).toEqual({
      NewEntry: { Query: 'schneeschuhe', Synonyms: ['snowshoes', 'schneeschuh'] },
      ReloadStatus: ReloadStatus.AllSucceeded,
    });
    expect(await find('schneeschuhe')).toEqual(created.NewEntry);

    const again = await refusal(
      storeSynonymsForQuery({ ...demoScope, newQuery: 'schneeschuhe', newSynonyms: ['other'] }),
    );
    expect(again).toEqual({ status: 409, message: 'A synonym rule for "schneeschuhe" already exists.' });
    expect((await find('schneeschuhe'))?.Synonyms).toEqual(['snowshoes', 'schneeschuh']);
  });

  test('an edit replaces the synonyms and a rename moves the rule', async () => {
    const [rule] = await list();
    await storeSynonymsForQuery({
      ...demoScope,
      oldQuery: rule!.Query,
      oldSynonyms: rule!.Synonyms,
      newQuery: rule!.Query,
      newSynonyms: ['edited'],
    });
    expect((await find(rule!.Query))?.Synonyms).toEqual(['edited']);

    await storeSynonymsForQuery({
      ...demoScope,
      oldQuery: rule!.Query,
      oldSynonyms: ['edited'],
      newQuery: 'renamed query',
      newSynonyms: ['edited'],
    });
    const after = await list();
    expect(after.map((r) => r.Query)).not.toContain(rule!.Query);
    expect(after[0]).toEqual({ Query: 'renamed query', Synonyms: ['edited'] });
  });

  test('a stale edit is refused and changes nothing', async () => {
    const before = await list();
    const rule = before[0]!;
    const stale = await refusal(
      storeSynonymsForQuery({
        ...demoScope,
        oldQuery: rule.Query,
        oldSynonyms: ['not what is stored'],
        newQuery: rule.Query,
        newSynonyms: ['mine'],
      }),
    );
    expect(stale).toEqual({
      status: 409,
      message: 'The synonym rule was changed meanwhile. Reload and try again.',
    });
    const gone = await refusal(
      storeSynonymsForQuery({
        ...demoScope,
        oldQuery: 'no such query',
        oldSynonyms: ['x'],
        newQuery: 'no such query',
        newSynonyms: ['y'],
      }),
    );
    expect(gone.status).toBe(409);
    expect(await list()).toEqual(before);
  });

  test('renaming onto an existing query is refused', async () => {
    const before = await list();
    const [a, b] = before;
    const clash = await refusal(
      storeSynonymsForQuery({
        ...demoScope,
        oldQuery: a!.Query,
        oldSynonyms: a!.Synonyms,
        newQuery: b!.Query,
        newSynonyms: ['x'],
      }),
    );
    expect(clash).toEqual({ status: 409, message: `A synonym rule for "${b!.Query}" already exists.` });
    expect(await list()).toEqual(before);
  });

  test('a delete removes the rule; a stale delete changes nothing', async () => {
    const before = await list();
    const [a, b] = before;
    const stale = await refusal(
      deleteSynonymsForQuery({ ...demoScope, oldQuery: b!.Query, oldSynonyms: ['changed'] }),
    );
    expect(stale.status).toBe(409);
    expect(await list()).toEqual(before);

    expect(
      await deleteSynonymsForQuery({
        ...demoScope,
        oldQuery: a!.Query,
        oldSynonyms: [...a!.Synonyms].reverse(),
      }),
    ).toBe(ReloadStatus.AllSucceeded);
    const after = await list();
    expect(after).toHaveLength(before.length - 1);
    expect(after.map((r) => r.Query)).not.toContain(a!.Query);
  });
});

describe('refusals', () => {
  test.each([
    ['Query is required', { newQuery: '  ', newSynonyms: ['a'] }],
    ['Synonyms are required', { newQuery: 'zelt kinder', newSynonyms: [] }],
    ['Synonym cannot be empty', { newQuery: 'zelt kinder', newSynonyms: ['kinderzelt', ' '] }],
    ['Synonym cannot be empty', { newQuery: 'zelt kinder', newSynonyms: ['kinderzelt', ','] }],
    ['Synonym cannot be empty', { newQuery: 'zelt kinder', newSynonyms: ['"'] }],
  ])('400 %s', async (message, params) => {
    const before = await list();
    expect(await refusal(storeSynonymsForQuery({ ...demoScope, ...params }))).toEqual({
      status: 400,
      message,
    });
    expect(await list()).toEqual(before);
  });

  test('a user without SynonymsAccess gets 403', async () => {
    signInForTests('viewer@demo.test');
    await expect(list()).rejects.toBeInstanceOf(AccessDeniedError);
    await expect(
      storeSynonymsForQuery({ ...demoScope, newQuery: 'x', newSynonyms: ['y'] }),
    ).rejects.toBeInstanceOf(AccessDeniedError);
    await expect(
      deleteSynonymsForQuery({ ...demoScope, oldQuery: 'x', oldSynonyms: ['y'] }),
    ).rejects.toBeInstanceOf(AccessDeniedError);
  });

  test('the limited preset may use synonyms', async () => {
    signInForTests('limited@demo.test');
    expect(await list()).toHaveLength(60);
  });
});
