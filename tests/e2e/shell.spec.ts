import { expect, test } from '@playwright/test';
import { accounts, expectAccessible, notification, scopeOf, signIn } from './support';

test('the root redirects to the search overview and an unknown path shows the 404 text', async ({ page }) => {
  await signIn(page, accounts.merchandiser, '/');
  await expect(page).toHaveURL(/\/search\/overview\?/);
  await expectAccessible(page);

  await page.goto('/does/not/exist');
  await expect(page.getByText('Oops, looks like this page does not exist.')).toBeVisible();
  await page.getByRole('link', { name: 'Go back to the start page.' }).click();
  await expect(page).toHaveURL(/\/search\/overview/);
});

test('scope switching keeps the parameters across navigation', async ({ page }) => {
  await signIn(page, accounts.merchandiser);
  await expect.poll(() => scopeOf(page).customerId).toBe('acme');
  await page.getByRole('combobox', { name: 'Customer' }).click();
  await page.getByRole('option', { name: 'Nordic Gear' }).click();
  await expect.poll(() => scopeOf(page).customerId).toBe('nordic');
  const scope = scopeOf(page);
  // Spec §4: neither acme-de nor German exists at Nordic Gear, so storefront and language fall back to 'any'.
  expect(scope).toEqual({ customerId: 'nordic', storefrontId: '*', languageCode: '*' });

  await page.getByRole('link', { name: 'Synonyms' }).click();
  await expect(page).toHaveURL(/\/configuration\/synonyms\/list/);
  expect(scopeOf(page)).toEqual(scope);
  await page.getByRole('link', { name: 'Explore' }).first().click();
  expect(scopeOf(page)).toEqual(scope);
});

test('an invalid URL scope falls back to the default scope with a warning', async ({ page }) => {
  await signIn(page, accounts.merchandiser);
  await page.goto('/search/overview?customerId=evil&storefrontId=x&languageCode=zz');
  await expect(notification(page, 'Cannot access this view with the selected scope')).toBeVisible();
  await expect(notification(page, 'Please select a valid scope.')).toBeVisible();
  await expect
    .poll(() => scopeOf(page))
    .toEqual({ customerId: 'acme', storefrontId: 'acme-de', languageCode: 'de' });
});

test('the sidebar collapse survives a reload', async ({ page }) => {
  await signIn(page, accounts.merchandiser);
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  const keys = await page.evaluate(() => Object.keys(window.localStorage));
  expect(keys.every((key) => key.startsWith('engine-portal.'))).toBe(true);
  expect(keys.length).toBeLessThanOrEqual(3);
});

test('back and a reload return to where the overview was scrolled, once its content is in', async ({
  page,
}) => {
  await signIn(page, accounts.merchandiser);
  await expect(page.getByRole('tab', { name: 'Popular', exact: true })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(500);
  await page.getByRole('link', { name: 'Synonyms' }).click();
  await expect(page).toHaveURL(/\/configuration\/synonyms\/list/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/search\/overview/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(500);

  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Popular', exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
});

test('sign-out lands on the site root, signed out', async ({ page }) => {
  await signIn(page, accounts.merchandiser);
  await page.getByRole('link', { name: 'Sign out!' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  const stored = await page.evaluate(() => JSON.stringify({ ...window.sessionStorage }));
  expect(stored).not.toMatch(/access_token/);
});

test("a start whose code or configuration cannot be fetched says so instead of 'Loading...' forever, and tries again", async ({
  page,
}) => {
  for (const failing of [/\/config\.json$/, /\/assets\/App-[^/]+\.js$/]) {
    let fail = true;
    await page.route(failing, (route) => (fail ? route.abort('connectionreset') : route.continue()));
    await page.goto('/search/overview');
    await expect(page.getByRole('alert')).toHaveText(
      'An error occured, please refresh the page. If the problem persist contact support for assistance.',
    );
    await expect(page.getByRole('status')).toHaveCount(0);
    await expectAccessible(page);
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await page.unroute(failing);
  }
});
