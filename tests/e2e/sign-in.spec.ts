import { expect, test } from '@playwright/test';
import { accounts, notification, signIn, submitLogin } from './support';

test('a wrong password is refused by the identity provider', async ({ page }) => {
  await page.goto('/search/overview');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await submitLogin(page, accounts.merchandiser, 'wrong');
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
});

test('after sign-in the user returns to the page they came from', async ({ page }) => {
  await signIn(page, accounts.merchandiser, '/configuration/synonyms/list');
  await expect(page).toHaveURL(/\/configuration\/synonyms\/list/);
});

for (const unsafe of ['https://evil.test/phish', '//evil.test', '/\\evil.test', 'javascript:alert(1)']) {
  test(`an unsafe returnPath (${unsafe}) falls back to the root`, async ({ page }) => {
    await page.goto(`/auth/signin/redirect?returnPath=${encodeURIComponent(unsafe)}`);
    await submitLogin(page, accounts.merchandiser);
    await expect(page).toHaveURL(/localhost:\d+\/search\/overview/);
    expect(new URL(page.url()).hostname).toBe('localhost');
  });
}

test('reloading the sign-in callback offers a clean sign-in, and the code is not left in the address bar', async ({ page }) => {
  await signIn(page, accounts.merchandiser);
  await page.goto('/auth/signin/redirect/complete?code=stale&state=stale');
  // Spec §5: no current user came out of it.
  await expect(page.getByRole('alert').getByText('Authentication failed!')).toBeVisible();
  await expect(page.getByText('The sign-in could not be completed. Please sign in again.')).toBeVisible();
  await expect(page).not.toHaveURL(/code=/);
});

test('the expired-token scenario refreshes the token and the page still loads', async ({ page }) => {
  await signIn(page, accounts.merchandiser, '/configuration/synonyms/list?mockScenario=expired-token');
  await expect(notification(page, 'Verifying credentials')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Synonym rules' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete synonym rule / }).first()).toBeVisible();
});

test('the rate-limited scenario says so', async ({ page }) => {
  await signIn(page, accounts.merchandiser, '/configuration/synonyms/list?mockScenario=rate-limited');
  await expect(notification(page, "You're sending too many requests, please try again in a while.").first()).toBeVisible();
});

test('tokens never reach the console or local storage', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await signIn(page, accounts.merchandiser, '/configuration/synonyms/list');
  await expect(page.getByRole('table', { name: 'Synonym rules' })).toBeVisible();
  const token = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.includes('user:'));
    return key ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token ?? '' : '';
  });
  expect(token.length).toBeGreaterThan(20);
  expect(logs.join('\n')).not.toContain(token);
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(token);
});
