import { expect, test } from '@playwright/test';
import { accounts, expectAccessible, signIn } from './support';

type Page = import('@playwright/test').Page;

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** A page the user's flags forbid says so, with the shell around it and a way back. */
async function expectNoAccess(page: Page, title: string): Promise<void> {
  await expect(
    page.getByRole('alert').filter({ hasText: `You don't have access to ${title}` }),
  ).toBeVisible();
  await expect(page.getByText('Oops, looks like this page does not exist.')).toHaveCount(0);
  await expect(sidebar(page)).toBeVisible();
  await page.getByRole('link', { name: 'Go to the search overview' }).click();
  await expect(page).toHaveURL(/\/search\/overview/);
}

/** API calls answered 403 from now on: a forbidden page must not ask for what will be refused. */
function refusedCalls(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(response.url());
  });
  return refused;
}

test('full access: every non-experimental page is offered, experimental ones are not', async ({ page }) => {
  await signIn(page, accounts.merchandiser);
  const nav = sidebar(page);
  for (const name of ['Synonyms', 'Redirects', 'Local pins', 'Basket', '1:1']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  for (const name of ['Experience rules', 'Manual recommendations', 'Pulse', 'Similar', 'Complementary']) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  await page.getByRole('button', { name: 'Account settings' }).click();
  await expect(page.getByRole('switch', { name: 'Debug info' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Experimental features' })).toHaveCount(0);
  await page.goto('/merchandising/pulse');
  await expectNoAccess(page, 'Pulse');
});

test('limited: synonyms and boost/bury only; redirects are not offered', async ({ page }) => {
  await signIn(page, accounts.limited);
  const nav = sidebar(page);
  await expect(nav.getByRole('link', { name: 'Synonyms' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Boost & bury' })).toHaveCount(3);
  await expect(nav.getByRole('link', { name: 'Redirects' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Local pins' })).toHaveCount(0);
  const refused = refusedCalls(page);
  await page.goto('/merchandising/redirects');
  await expectNoAccess(page, 'Redirects');
  await expectAccessible(page);
  expect(refused).toEqual([]);
});

test('local pins only: the local pins page lists and adds pins per query without any error', async ({
  page,
}) => {
  await signIn(page, accounts.pins, '/merchandising/pulse/pins');
  const nav = sidebar(page);
  await expect(nav.getByRole('link', { name: 'Local pins' })).toBeVisible();
  const perQuery = page.getByRole('table', { name: 'Pins per query' });
  await expect(perQuery.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Global pins' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add pin per query' }).click();
  await expect(page.getByRole('dialog', { name: 'New pin' })).toBeVisible();
  // The dialog is named after the product once one is chosen.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: 'One query' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'All result lists (global)' })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: /Find a product/ }).fill('jacket');
  const choice = dialog.getByRole('button', { name: /^Choose / }).first();
  const title = ((await choice.getAttribute('aria-label')) ?? '').replace(/^Choose /, '');
  await choice.click();
  await dialog.getByLabel(/^Query/).fill('e2e local pin');
  await dialog.getByRole('textbox', { name: /Position/ }).fill('2');
  await dialog.getByRole('button', { name: 'Save pin' }).click();
  await expect(page.getByText('Pin saved successfully')).toBeVisible();
  await expect(perQuery.getByText(title).first()).toBeVisible();
  await expect(page.getByText(/^Error|Access denied|Data error/)).toHaveCount(0);
  await expectAccessible(page);
});

test('viewer: no settings pages at all', async ({ page }) => {
  await signIn(page, accounts.viewer);
  const nav = sidebar(page);
  await expect(nav.getByRole('link', { name: 'Overview' }).first()).toBeVisible();
  for (const name of ['Synonyms', 'Redirects', 'Boost & bury', 'Local pins', 'Basket']) {
    await expect(nav.getByRole('link', { name })).toHaveCount(0);
  }
  const refused = refusedCalls(page);
  await page.goto('/configuration/synonyms/list');
  await expectNoAccess(page, 'Synonyms');
  expect(refused).toEqual([]);
});

test('the experimental switch exists only for the internal account, and turning it off goes to the dashboard', async ({
  page,
}) => {
  await signIn(page, accounts.developer);
  await page.getByRole('button', { name: 'Account settings' }).click();
  const experimental = page.getByRole('switch', { name: 'Experimental features' });
  await expect(experimental).toBeVisible();
  await experimental.check({ force: true });
  await page.keyboard.press('Escape');
  // The settings fade out; axe must not catch them half-closed.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const nav = sidebar(page);
  for (const name of ['Experience rules', 'Manual recommendations', 'Pulse']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Similar', exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Account settings' }).click();
  await page.getByRole('switch', { name: 'Experimental features' }).uncheck({ force: true });
  await expect(page).toHaveURL(/\/search\/dashboard/);
  await expect(sidebar(page).getByRole('link', { name: 'Pulse' })).toHaveCount(0);
});

test('German profile: the interface is German', async ({ page }) => {
  await signIn(page, accounts.analyst);
  const nav = sidebar(page);
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).or(nav)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Abmelden!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Synonyme' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Kunde' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expectAccessible(page);
});

test('without experimental features no page links to an experimental page', async ({ page }) => {
  await signIn(page, accounts.merchandiser, '/merchandising/experience/editor');
  await expect(page.getByRole('heading', { name: 'New experience rule' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the list' })).toHaveCount(0);

  await page.goto('/merchandising/pulse/pinsForProduct');
  await expect(page.getByText('No product chosen.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pulse ranking' })).toHaveCount(0);

  await page.goto('/recommendations/gce/inspect');
  const back = page.getByRole('link', { name: 'Go to the overview' });
  await expect(back).toHaveAttribute('href', /^\/search\/overview/);
  await back.click();
  await expect(page.getByText("You don't have access to")).toHaveCount(0);
  await expect(page).toHaveURL(/\/search\/overview/);
});
