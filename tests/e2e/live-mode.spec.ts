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

test('live mode: a reload signed in asks for the scope info once, from the entry, before the app’s code has arrived', async ({
  page,
}) => {
  await signIn(page, accounts.merchandiser, '/configuration/synonyms/list');
  await expect(page.getByRole('table', { name: 'Synonym rules' })).toBeVisible();
  const events: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/ScopeInfo/ScopeInfos') && request.method() === 'GET')
      events.push(`scope info ${request.headers()['authorization']?.split(' ')[0]}`);
  });
  // The startup chunk (shell, router, the layout's query) arrives a second late, as on a slow network.
  await page.route(/\/assets\/startup-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    events.push('startup chunk arrives');
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('button', { name: /^Delete synonym rule / }).first()).toBeVisible();
  // Sent by the entry with the stored session's token while the app's code was still on its way,
  // and taken by the layout's query instead of a second call (src/main.tsx, src/api/fetcher.ts).
  expect(events).toEqual(['scope info Bearer', 'startup chunk arrives']);
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
