import { expect, test, type Request } from '@playwright/test';
import { accounts, signIn } from './support';

/** The sign-in client's stored user in this tab (sessionStorage). */
async function storedUser(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('engine-portal.oidc.user:')) ?? '';
    return JSON.parse(sessionStorage.getItem(key) ?? '{}') as { refresh_token?: string; id_token?: string };
  });
}

test('sign-out ends the provider session: tokens revoked first, end-session round trip, nothing of the user left, and the next sign-in asks for the password', async ({
  page,
  request,
}) => {
  await signIn(page, accounts.merchandiser, '/configuration/synonyms/list');
  await expect(page.getByRole('table', { name: 'Synonym rules' })).toBeVisible();
  const config = (await (await page.request.get('/config.json')).json()) as { oidc: { authority: string } };
  const issuer = config.oidc.authority;
  const user = await storedUser(page);
  expect(user.refresh_token).toBeTruthy();

  // What the browser asks the provider, in order.
  const steps: string[] = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('/token/revocation')) steps.push('revoke');
    if (url.pathname.endsWith('/session/end')) {
      steps.push('end-session');
      if (r.method() === 'GET') {
        expect(url.searchParams.get('id_token_hint')).toBe(user.id_token);
        expect(url.searchParams.get('post_logout_redirect_uri')).toMatch(/\/auth\/signout\/complete$/);
      }
    }
  });

  await page
    .getByRole('button', { name: 'Sign out!' })
    .or(page.getByRole('link', { name: 'Sign out!' }))
    .click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  // Refresh token, then access token, each answered before the page goes to the end-session endpoint.
  expect(steps.slice(0, 3)).toEqual(['revoke', 'revoke', 'end-session']);

  // Nothing of the user stays in the tab.
  const traces = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
  expect(traces).not.toMatch(/access_token|refresh_token|id_token|merchandiser@demo\.test/);

  // The refresh token is dead at the provider.
  const refreshed = await request.post(`${issuer}/token`, {
    form: { grant_type: 'refresh_token', refresh_token: user.refresh_token!, client_id: 'engine-portal' },
  });
  expect(refreshed.status()).toBe(400);

  // The provider session is over: signing in again asks for the password.
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Engine Portal sign-in' })).toBeVisible();
});
