import { beforeEach, describe, expect, test } from 'vitest';
import { deleteRedirect, getRedirects, storeRedirect } from '@/api/generated/endpoints/redirects/redirects';
import { ReloadStatus, type RedirectEntry } from '@/api/generated/model';
import { AccessDeniedError, HttpError } from '@/api/errors';
import { demoScope, signInForTests } from '../../tests/auth';
import { setActiveScenarios } from '../scenarios/state';
import { resetMockState } from '.';

const list = () => getRedirects(demoScope);
const find = async (name: string) => (await list()).find((r) => r.Name === name);
const save = (EditedRedirect: RedirectEntry, OldRedirect?: RedirectEntry) =>
  storeRedirect(OldRedirect ? { OldRedirect, EditedRedirect } : { EditedRedirect }, demoScope);
const remove = (r: RedirectEntry) =>
  deleteRedirect({ ...demoScope, enabled: r.Enabled, name: r.Name, target: r.Target, rules: r.Rules });

const tents: RedirectEntry = {
  Name: 'Zelt-Ratgeber',
  Rules: ['zelt ratgeber', 'welches zelt'],
  Target: '/ratgeber/zelte',
  Enabled: true,
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

describe('seeded redirects', () => {
  test('a scope starts with 40 redirects, some disabled, all with safe targets', async () => {
    const redirects = await list();
    expect(redirects).toHaveLength(40);
    expect(new Set(redirects.map((r) => r.Name)).size).toBe(40);
    expect(redirects.some((r) => !r.Enabled)).toBe(true);
    expect(redirects.every((r) => /^(\/[^/]|https:\/\/)/.test(r.Target) && r.Rules.length > 0)).toBe(true);
  });

  test('seeding is deterministic across resets', async () => {
    const first = await list();
    resetMockState();
    expect(await list()).toEqual(first);
  });

  test('large-data seeds 5,000 redirects with distinct names', async () => {
    setActiveScenarios(['large-data']);
    const redirects = await list();
    expect(redirects).toHaveLength(5_000);
    expect(new Set(redirects.map((r) => r.Name)).size).toBe(5_000);
  });
});

describe('create, edit, delete', () => {
  test('a created redirect is listed; the same name again is a conflict', async () => {
    expect(await save(tents)).toEqual({ Entry: tents, ReloadStatus: ReloadStatus.AllSucceeded });
    expect(await find(tents.Name)).toEqual(tents);
    const again = await refusal(save({ ...tents, Target: '/other' }));
    expect(again).toEqual({ status: 409, message: `A redirect named "${tents.Name}" already exists.` });
    expect(await find(tents.Name)).toEqual(tents);
  });

  test('an edit is listed, including a rename and disabling', async () => {
    const [loaded] = await list();
    const edited = {
      ...loaded!,
      Name: 'Renamed',
      Rules: ['new term'],
      Target: 'https://www.acme-outdoor.de/neu',
      Enabled: false,
    };
    expect((await save(edited, loaded)).Entry).toEqual(edited);
    const after = await list();
    expect(after[0]).toEqual(edited);
    expect(after.map((r) => r.Name)).not.toContain(loaded!.Name);
  });

  test('a stale edit is refused and changes nothing', async () => {
    const before = await list();
    const loaded = before[0]!;
    const stale = await refusal(
      save({ ...loaded, Target: '/mine' }, { ...loaded, Enabled: !loaded.Enabled }),
    );
    expect(stale).toEqual({
      status: 409,
      message: 'The redirect was changed meanwhile. Reload and try again.',
    });
    expect((await refusal(save(tents, { ...tents, Name: 'No such redirect' }))).status).toBe(409);
    expect(await list()).toEqual(before);
  });

  test('renaming onto another redirect is refused', async () => {
    const before = await list();
    const [a, b] = before;
    expect(await refusal(save({ ...a!, Name: b!.Name }, a))).toEqual({
      status: 409,
      message: `A redirect named "${b!.Name}" already exists.`,
    });
    expect(await list()).toEqual(before);
  });

  test('a delete removes the redirect; a stale delete changes nothing', async () => {
    const before = await list();
    const [a, b] = before;
    expect((await refusal(remove({ ...b!, Target: '/elsewhere' }))).status).toBe(409);
    expect(await list()).toEqual(before);

    expect(await remove(a!)).toBe(ReloadStatus.AllSucceeded);
    const after = await list();
    expect(after).toHaveLength(before.length - 1);
    expect(after.map((r) => r.Name)).not.toContain(a!.Name);
    expect((await refusal(remove(a!))).status).toBe(409);
  });
});

describe('refusals', () => {
  const unsafe = "The target must be an absolute http(s) URL or a site path starting with a single '/'.";
  test.each([
    ['Name is required', { ...tents, Name: ' ' }],
    ['Terms are required', { ...tents, Rules: [] }],
    ['Terms cannot be empty', { ...tents, Rules: ['zelt', ''] }],
    ['Terms cannot be empty', { ...tents, Rules: ['zelt', ';'] }],
    ['Target is required', { ...tents, Target: '' }],
    [unsafe, { ...tents, Target: 'javascript:alert(1)' }],
    [unsafe, { ...tents, Target: '//evil.test' }],
    [unsafe, { ...tents, Target: '/\\evil.test' }],
    [unsafe, { ...tents, Target: 'ratgeber/zelte' }],
  ])('400 %s (%j)', async (message, entry) => {
    const before = await list();
    expect(await refusal(save(entry))).toEqual({ status: 400, message });
    expect(await list()).toEqual(before);
  });

  test('http(s) URLs and site paths are accepted as targets', async () => {
    await save({ ...tents, Name: 'a', Target: 'http://partner.example/zelte' });
    await save({ ...tents, Name: 'b', Target: '/zelte?sort=price' });
    expect((await list()).slice(-2).map((r) => r.Target)).toEqual([
      'http://partner.example/zelte',
      '/zelte?sort=price',
    ]);
  });

  test.each(['viewer@demo.test', 'limited@demo.test'])('%s has no RedirectsAccess: 403', async (email) => {
    signInForTests(email);
    await expect(list()).rejects.toBeInstanceOf(AccessDeniedError);
    await expect(save(tents)).rejects.toBeInstanceOf(AccessDeniedError);
    await expect(remove(tents)).rejects.toBeInstanceOf(AccessDeniedError);
  });
});
