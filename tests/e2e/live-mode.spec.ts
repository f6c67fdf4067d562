import { e2ePorts, liveApiBase } from '../../playwright.config';
import { expect, test } from './contract-proxy';
import { expectImagesLoadedFrom, watchCspViolations } from './images';
import { accounts, signIn } from './support';

test('live mode: the production bundle talks to the mock API over HTTP with a bearer token', async ({
  page,
}) => {
  const apiCalls: { url: string; authorization: string | null }[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${liveApiBase}/`) && request.method() !== 'OPTIONS') {
      apiCalls.push({ url: request.url(), authorization: request.headers()['authorization'] ?? null });
    }
  });
  const config = await (await page.request.get('/config.json')).json();
  expect(config.mode).toBe('live');

  await signIn(page, accounts.merchandiser, '/configuration/synonyms/list');
  await expect(page.getByRole('table', { name: 'Synonym rules' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete synonym rule / }).first()).toBeVisible();

  expect(apiCalls.length).toBeGreaterThan(1);
  expect(apiCalls.every((call) => /^Bearer [\w-]+\.[\w-]+\.[\w-]*$/.test(call.authorization ?? ''))).toBe(
    true,
  );
  expect(apiCalls.some((call) => call.url.includes('/api/ScopeInfo/ScopeInfos'))).toBe(true);
  // No mock service worker in live mode.
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
});

test('live mode: a reload signed in asks for the scope info once', async ({ page }) => {
  await signIn(page, accounts.merchandiser, '/configuration/synonyms/list');
  await expect(page.getByRole('table', { name: 'Synonym rules' })).toBeVisible();
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/ScopeInfo/ScopeInfos') && request.method() === 'GET')
      calls.push(`scope info ${request.headers()['authorization']?.split(' ')[0]}`);
  });
  await page.reload();
  await expect(page.getByRole('button', { name: /^Delete synonym rule / }).first()).toBeVisible();
  // The layout's loader and its query share one cache: one call, with the stored session's token.
  expect(calls).toEqual(['scope info Bearer']);
});

test('live mode: product images from the engine’s image host (another origin) load, and the CSP allows them', async ({
  page,
}) => {
  const violations = await watchCspViolations(page);
  const imageHost = `http://localhost:${e2ePorts.imageHost}`;
  const headers = (await page.request.get('/config.json')).headers();
  expect(headers['content-security-policy']).toMatch(new RegExp(`img-src [^;]*${imageHost}`));

  await signIn(page, accounts.merchandiser, '/search/overview');
  const popular = page.getByRole('table', { name: 'Popular requests' });
  await popular
    .getByRole('link', { name: /^Inspect / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/search\/inspect\?/);
  await expectImagesLoadedFrom(page, imageHost);
  expect(violations.filter((violation) => /img-src|Refused to load the image/.test(violation))).toEqual([]);
});
