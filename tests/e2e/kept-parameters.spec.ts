import { expect, test, type Page } from '@playwright/test';
import { accounts, signIn } from './support';

/** Spec §2: parameters every route keeps, there and back (the KPI period, interaction type and splits too). */
const kept = { startDate: '2026-11-02', endDate: '2026-11-15', interactionType: 'click' } as const;
const scopeKeys = ['customerId', 'storefrontId', 'languageCode'] as const;

function keptOf(url: string): Record<string, string | null> {
  const params = new URL(url, 'http://portal').searchParams;
  return Object.fromEntries([...scopeKeys, ...Object.keys(kept)].map((key) => [key, params.get(key)]));
}

/** Every link into the portal on screen (sidebar, header, page) carries the kept parameters. */
async function linksKeep(page: Page, expected: Record<string, string | null>, where: string): Promise<void> {
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const portalLinks = hrefs.filter((href) => !href.startsWith('/auth/'));
  expect(portalLinks.length, where).toBeGreaterThan(3);
  for (const href of portalLinks) expect(keptOf(href), `${where}: ${href}`).toEqual(expected);
}

test('the scope, the period and the interaction type stay on every route, there and back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, accounts.merchandiser);
  const start = new URL(page.url());
  for (const [key, value] of Object.entries(kept)) start.searchParams.set(key, value);
  await page.goto(`/search/overview${start.search}`);
  const expected = keptOf(page.url());
  expect(expected).toMatchObject(kept);
  expect(expected.customerId).toBeTruthy();

  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  const walk = [
    '/configuration/synonyms/list',
    '/merchandising/redirects',
    '/merchandising/pulse/pins',
    '/search/boostBury',
    '/navigation/overview',
    '/search/explore',
    '/search/overview',
  ];
  for (const path of walk) {
    await sidebar.locator(`a[href^="${path}?"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${path.replace(/\//g, '\\/')}\\?`));
    await expect.poll(() => keptOf(page.url()), { message: path }).toEqual(expected);
    await linksKeep(page, expected, path);
  }

  // The synonym suggestions have no menu entry: in through the list's link, out through the back link.
  await sidebar.locator('a[href^="/configuration/synonyms/list?"]').first().click();
  await page.getByRole('link', { name: 'Synonym suggestions' }).click();
  await expect(page).toHaveURL(/\/configuration\/synonyms\/suggestions\?/);
  await expect.poll(() => keptOf(page.url())).toEqual(expected);
  await linksKeep(page, expected, 'suggestions');

  // Back and forward through the history.
  for (let step = 0; step < 3; step += 1) {
    await page.goBack();
    await expect.poll(() => keptOf(page.url()), { message: `back ${step}` }).toEqual(expected);
  }
  await page.goForward();
  await expect.poll(() => keptOf(page.url())).toEqual(expected);
});
