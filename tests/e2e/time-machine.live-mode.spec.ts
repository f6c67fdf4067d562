import type { APIResponse, Page } from '@playwright/test';
import { liveApiBase as api } from '../../playwright.config';
import { expect, test } from './contract-proxy';
import { accounts, signIn } from './support';

// A scope and an account of their own: the mock server's data and its per-user rate limit are
// shared with the other live specs.
const scope = { customerId: 'nordic', storefrontId: 'nordic-se', languageCode: 'sv' };
const scopeQuery = new URLSearchParams(scope).toString();
const user = accounts.developer;

interface Synonym {
  Query: string;
  Synonyms: string[];
}
interface Redirect {
  Name: string;
  Rules: string[];
  Target: string;
  Enabled: boolean;
}

/** The unsigned token the mock API accepts for a user (mocks/auth.ts). */
function tokenFor(email: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: email, email })}.`;
}
const headers = { Authorization: `Bearer ${tokenFor(user)}` };

async function setScenarios(page: Page, active: string[]) {
  const response = await page.request.put(`${api}/__mock/scenarios`, { data: { active } });
  expect(response.ok()).toBe(true);
}

async function read<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${api}${path}?${scopeQuery}`, { headers });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

/**
 * Sends one write until the server has it. Another live spec may have switched on faults and limits
 * meanwhile: a dropped connection, a 500 or a 429 is sent again, and a 409 on a second try means the
 * first was applied and only its answer lost (these rules are nobody else's).
 */
async function write(call: () => Promise<APIResponse>): Promise<void> {
  let failure = '';
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const response = await call().catch((error: unknown) => String(error));
    if (typeof response === 'string') failure = response;
    else if (response.ok() || (response.status() === 409 && attempt > 0)) return;
    else if (response.status() === 429 || response.status() >= 500) failure = String(response.status());
    else throw new Error(`${response.status()}: ${await response.text()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`not written: ${failure}`);
}

/** A colleague's edits, straight to the API: not through this browser. */
const colleague = {
  storeSynonym(page: Page, old: Synonym | null, next: Synonym) {
    const params = new URLSearchParams(scope);
    if (old) {
      params.set('oldQuery', old.Query);
      for (const s of old.Synonyms) params.append('oldSynonyms', s);
    }
    params.set('newQuery', next.Query);
    for (const s of next.Synonyms) params.append('newSynonyms', s);
    return write(() => page.request.put(`${api}/EngineSettings/SynonymsForQuery?${params}`, { headers }));
  },
  deleteSynonym(page: Page, old: Synonym) {
    const params = new URLSearchParams(scope);
    params.set('oldQuery', old.Query);
    for (const s of old.Synonyms) params.append('oldSynonyms', s);
    return write(() => page.request.delete(`${api}/EngineSettings/SynonymsForQuery?${params}`, { headers }));
  },
  addRedirect(page: Page, redirect: Redirect) {
    return write(() =>
      page.request.put(`${api}/EngineSettings/Redirect?${scopeQuery}`, {
        headers,
        data: { EditedRedirect: redirect },
      }),
    );
  },
};

/** Runs the calls a few at a time. */
async function inBatches(calls: (() => Promise<void>)[], size = 8): Promise<void> {
  for (let i = 0; i < calls.length; i += size) await Promise.all(calls.slice(i, i + size).map((c) => c()));
}

const sorted = (synonyms: Synonym[]) =>
  synonyms
    .map((s) => ({ Query: s.Query, Synonyms: [...s.Synonyms].sort() }))
    .sort((a, b) => a.Query.localeCompare(b.Query));

/** The rows of "Differences per type" with a difference: only in the first, only in the second, changed. */
async function typesWithDifferences(page: Page): Promise<Record<string, number[]>> {
  const rows = page.getByRole('table', { name: 'Differences per type' }).locator('tbody tr');
  const result: Record<string, number[]> = {};
  for (const row of await rows.all()) {
    const [type, ...counts] = await row.locator('td').allInnerTexts();
    const numbers = counts.slice(0, 3).map((n) => Number(n.replace(/,/g, '')));
    if (numbers.some((n) => n > 0)) result[type!.trim()] = numbers;
  }
  return result;
}

function doneCount(text: string | null): number {
  const match = /([\d,]+) of [\d,]+ rows done/.exec(text ?? '');
  return match ? Number(match[1]!.replace(/,/g, '')) : 0;
}

test('snapshots: a restore under rate limits and faults survives a reload mid-job and ends with the selected type as in the snapshot, the rest untouched', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const adds = 180;
  const changes = 20;
  const deletes = 20;
  const rows = adds + changes + deletes;

  await setScenarios(page, []);
  await signIn(page, user, `/configuration/snapshots?${scopeQuery}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Snapshots' })).toBeVisible();
  const inSnapshot = await read<Synonym[]>(page, '/EngineSettings/SynonymsForScope');
  expect(inSnapshot.length).toBeGreaterThanOrEqual(changes + deletes);
  await page.getByRole('button', { name: 'Take snapshot' }).click();
  const taken = page
    .getByRole('table', { name: 'Snapshots' })
    .getByRole('row')
    .filter({ has: page.getByText('Taken', { exact: true }) })
    .first();
  await expect(taken).toBeVisible({ timeout: 30_000 });

  // Meanwhile a colleague adds, changes and deletes synonyms, and adds redirects.
  const changed = inSnapshot.slice(0, changes);
  const deleted = inSnapshot.slice(changes, changes + deletes);
  const redirects: Redirect[] = [1, 2, 3].map((i) => ({
    Name: `E2E TM ${run} ${i}`,
    Rules: [`e2e tm ${run} ${i}`],
    Target: `/e2e/${run}/${i}`,
    Enabled: true,
  }));
  await inBatches([
    ...Array.from(
      { length: adds },
      (_, i) => () =>
        colleague.storeSynonym(page, null, { Query: `e2e tm ${run} ${i}`, Synonyms: [`time ${i}`] }),
    ),
    ...changed.map(
      (old) => () => colleague.storeSynonym(page, old, { ...old, Synonyms: [...old.Synonyms, `e2e ${run}`] }),
    ),
    ...deleted.map((old) => () => colleague.deleteSynonym(page, old)),
    ...redirects.map((redirect) => () => colleague.addRedirect(page, redirect)),
  ]);

  await taken.getByRole('button', { name: /^Compare snapshot of .* with live$/ }).click();
  await expect
    .poll(() => typesWithDifferences(page), { timeout: 30_000 })
    .toEqual({ Synonyms: [deletes, adds, changes], Redirects: [0, redirects.length, 0] });

  // Restore the synonyms only, under a write limit and faults, and reload while it runs.
  await page.getByRole('combobox', { name: 'Rule type', exact: true }).click();
  await page.getByRole('option', { name: 'Synonyms', exact: true }).click();
  await expect(page.getByText(`${rows} of ${rows + redirects.length} differences shown`)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all shown differences' }).check();
  // The scenarios are the mock server's, for every live spec: the reload comes as soon as the job is
  // under way, so it falls mid-job even if another spec switches the limit meanwhile.
  await setScenarios(page, ['rate-limit:40', 'faults:500=2/drop=1/lost=1']);
  await page.getByRole('button', { name: `Restore selected (${rows})` }).click();

  const jobs = page.getByRole('region', { name: 'Bulk jobs' });
  const progress = jobs.getByText(/ of [\d,]+ rows done/);
  await expect
    .poll(async () => doneCount(await progress.textContent()), { timeout: 30_000, intervals: [50] })
    .toBeGreaterThanOrEqual(10);
  expect(doneCount(await progress.textContent())).toBeLessThan(rows);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.type());
    void d.accept();
  });
  await page.reload();

  const offer = page.getByRole('alert').filter({ hasText: /^Interrupted: Restore [\d,]+ rules in Live: / });
  await expect(offer).toBeVisible({ timeout: 20_000 });
  await offer.getByRole('button', { name: 'Resume' }).click();
  await expect(jobs.locator('[data-job-state="finished"]')).toBeVisible({ timeout: 60_000 });
  await expect(jobs.getByText(`${rows} of ${rows} rows done`)).toBeVisible();
  await expect(jobs.locator('[data-outcome="failed"]')).toHaveText('Failed: 0');
  await expect(jobs.locator('[data-outcome="conflict"]')).toHaveText('Conflict: 0');
  expect(dialogs).toContain('beforeunload');

  // The server: the synonyms as in the snapshot, the colleague's redirects still there.
  await setScenarios(page, []);
  expect(sorted(await read<Synonym[]>(page, '/EngineSettings/SynonymsForScope'))).toEqual(sorted(inSnapshot));
  const liveRedirects = await read<Redirect[]>(page, '/EngineSettings/Redirect');
  for (const redirect of redirects) expect(liveRedirects).toContainEqual(redirect);

  // And the screen: compared again, only the redirects differ.
  await taken.getByRole('button', { name: /^Compare snapshot of .* with live$/ }).click();
  await expect
    .poll(() => typesWithDifferences(page), { timeout: 30_000 })
    .toEqual({ Redirects: [0, redirects.length, 0] });
});
