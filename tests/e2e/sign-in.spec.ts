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

test('reloading the sign-in callback offers a clean sign-in, and the code is not left in the address bar', async ({
  page,
}) => {
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
  await expect(
    notification(page, "You're sending too many requests, please try again in a while.").first(),
  ).toBeVisible();
});

test('tokens never reach the console or local storage', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await signIn(page, accounts.merchandiser, '/configuration/synonyms/list');
  await expect(page.getByRole('table', { name: 'Synonym rules' })).toBeVisible();
  const token = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.includes('user:'));
    return key
      ? ((JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token ?? '')
      : '';
  });
  expect(token.length).toBeGreaterThan(20);
  expect(logs.join('\n')).not.toContain(token);
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(token);
});

/** The access token and its expiry as the sign-in client stored them in this tab. */
async function storedSession(
  page: import('@playwright/test').Page,
): Promise<{ key: string; token: string; expiresAt: number }> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('engine-portal.oidc.user:')) ?? '';
    const user = JSON.parse(sessionStorage.getItem(key) ?? '{}') as {
      access_token?: string;
      expires_at?: number;
    };
    return { key, token: user.access_token ?? '', expiresAt: user.expires_at ?? 0 };
  });
}

test('a reload with a stored session paints signed in at once; with an expired token it renews first, silently', async ({
  page,
}) => {
  await signIn(page, accounts.merchandiser, '/configuration/synonyms/list');
  await expect(page.getByRole('table', { name: 'Synonym rules' })).toBeVisible();
  const first = await storedSession(page);
  expect(first.token).not.toBe('');

  // Valid session: the page comes back with the same token (no renewal, no sign-in page).
  await page.reload();
  await expect(page.getByRole('table', { name: 'Synonym rules' })).toBeVisible();
  expect((await storedSession(page)).token).toBe(first.token);

  // The token expired while the tab slept: the entry cannot use it, the sign-in client renews it.
  await page.evaluate(({ key }) => {
    const user = JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    sessionStorage.setItem(key, JSON.stringify({ ...user, expires_at: Math.floor(Date.now() / 1000) - 60 }));
  }, first);
  await page.reload();
  await expect(page.getByRole('table', { name: 'Synonym rules' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Sign out!' }).or(page.getByRole('link', { name: 'Sign out!' })),
  ).toBeVisible();
  const renewed = await storedSession(page);
  expect(renewed.token).not.toBe(first.token);
  expect(renewed.expiresAt).toBeGreaterThan(Date.now() / 1000);
});
