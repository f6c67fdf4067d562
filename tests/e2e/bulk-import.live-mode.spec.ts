import type { Page } from '@playwright/test';
import { liveApiBase as api } from '../../playwright.config';
import { expect, test } from './contract-proxy';
import { accounts, scopeOf, signIn } from './support';

const rowCount = 5_000;

/** The unsigned token the mock API accepts for a user (mocks/auth.ts). */
function tokenFor(email: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: email, email })}.`;
}

async function setScenarios(page: Page, active: string[]) {
  const response = await page.request.put(`${api}/__mock/scenarios`, { data: { active } });
  expect(response.ok()).toBe(true);
}

function doneCount(text: string | null): number {
  const match = /([\d,.]+) of 5,000 rows done/.exec(text ?? '');
  return match ? Number(match[1]!.replace(/[,.]/g, '')) : 0;
}

test('bulk import: 5,000 redirects under rate limit and faults survive a reload mid-job and end equal to the file', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const run = Date.now().toString(36);
  const rows = Array.from({ length: rowCount }, (_, i) => ({
    Name: `E2E ${run} ${i}`,
    Rules: [`e2e ${run} ${i}`],
    Target: `/e2e/${run}/${i}`,
    Enabled: i % 7 !== 0,
  }));
  const csv = [
    'Name,Terms,Target,Enabled',
    ...rows.map((r) => `${r.Name},${r.Rules[0]},${r.Target},${r.Enabled}`),
  ].join('\n');

  await setScenarios(page, []);
  await signIn(page, accounts.merchandiser, '/merchandising/redirects');
  await expect(page.getByRole('table', { name: 'Redirects' })).toBeVisible();
  const scope = scopeOf(page);
  await setScenarios(page, ['latency:5-30', 'rate-limit:200', 'faults:500=2/drop=1/lost=1']);

  await page.getByRole('button', { name: 'Import / export' }).click();
  await page
    .getByLabel('File to import')
    .setInputFiles({ name: 'redirects.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const dialog = page.getByRole('dialog', { name: 'Import redirects.csv' });
  await dialog.getByRole('button', { name: 'Apply 5,000 rows' }).click();

  // Mid-job: some rows written, many to go. Leaving the portal warns first.
  const progress = dialog.getByText(/of 5,000 rows done/);
  await expect
    .poll(async () => doneCount(await progress.textContent()), { timeout: 60_000 })
    .toBeGreaterThan(600);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.type());
    void d.accept();
  });
  await page.reload();

  const offer = page.getByRole('alert').filter({ hasText: 'Interrupted: Import redirects.csv' });
  await expect(offer).toBeVisible({ timeout: 20_000 });
  await offer.getByRole('button', { name: 'Resume' }).click();
  const jobs = page.getByRole('region', { name: 'Bulk jobs' });
  await expect(jobs.locator('[data-job-state="finished"]')).toBeVisible({ timeout: 150_000 });
  await expect(jobs.locator('[data-outcome="applied"]')).toContainText(/Applied: [\d,]+/);
  await expect(jobs.locator('[data-outcome="failed"]')).toHaveText('Failed: 0');
  await expect(jobs.locator('[data-outcome="conflict"]')).toHaveText('Conflict: 0');

  // The server's state equals the file: every row once, as in the file.
  await setScenarios(page, []);
  const query = new URLSearchParams({
    customerId: scope.customerId!,
    storefrontId: scope.storefrontId!,
    languageCode: scope.languageCode!,
  });
  const response = await page.request.get(`${api}/EngineSettings/Redirect?${query}`, {
    headers: { Authorization: `Bearer ${tokenFor(accounts.merchandiser)}` },
  });
  const stored = ((await response.json()) as typeof rows).filter((r) => r.Name.startsWith(`E2E ${run} `));
  expect(stored.length).toBe(rowCount);
  expect(new Set(stored.map((r) => r.Name)).size).toBe(rowCount);
  const byName = new Map(stored.map((r) => [r.Name, r]));
  const same = (a: (typeof rows)[number] | undefined, b: (typeof rows)[number]) =>
    a !== undefined &&
    a.Target === b.Target &&
    a.Enabled === b.Enabled &&
    a.Rules.join('|') === b.Rules.join('|');
  expect(rows.filter((r) => !same(byName.get(r.Name), r)).map((r) => r.Name)).toEqual([]);
  expect(dialogs).toContain('beforeunload');
});
