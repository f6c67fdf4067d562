// The deployment as it ships: Debian's nginx serving dist/ with deploy/nginx/portal.conf.template
// and the runtime files of scripts/runtime-config.mjs (tests/e2e/servers/nginx.mjs), in live mode
// against the mock API over HTTP, with product images from a second origin.
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { e2ePorts } from '../../playwright.config';
import { expectImagesLoadedFrom, watchCspViolations } from './images';
import { accounts, notification, signIn } from './support';

const imageHost = `http://localhost:${e2ePorts.imageHost}`;
const mockApi = `http://localhost:${e2ePorts.mockApi}`;
const shots = '/tmp/e2e-shots/nginx';

test('nginx: runtime configuration never cached, hashed assets cached for a year, SPA fallback, security headers everywhere', async ({
  request,
}) => {
  const config = await request.get('/config.json');
  expect(config.status()).toBe(200);
  expect(config.headers()['cache-control']).toBe('no-store');
  expect(config.headers()['content-type']).toMatch(/^application\/json/);
  expect(await config.json()).toMatchObject({
    mode: 'live',
    apiBaseUrl: `${mockApi}/api`,
    imageHosts: [imageHost],
  });
  const csp = config.headers()['content-security-policy'] ?? '';
  expect(csp).toContain(`img-src 'self' data: https://www.gravatar.com ${imageHost};`);
  expect(csp).toMatch(new RegExp(`connect-src 'self' http://localhost:${e2ePorts.nginxOidc} ${mockApi};`));
  expect(csp).toContain("script-src 'self';");

  const route = await request.get('/configuration/synonyms/list?customerId=acme');
  expect(route.status()).toBe(200);
  expect(route.headers()['content-type']).toMatch(/^text\/html/);
  expect(route.headers()['cache-control']).toBe('no-cache');
  const html = await route.text();
  expect(html).toContain('<div id="root"');

  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  const asset = await request.get(script!);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-type']).toMatch(/javascript/);

  for (const response of [route, asset, await request.get('/favicon.svg')]) {
    expect(response.headers()['content-security-policy']).toBe(csp);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  }
  expect((await request.get('/favicon.svg')).headers()['cache-control']).toBe('no-cache');
  // A missing script or asset is a 404, never index.html (a script answered with HTML breaks the app).
  for (const missing of ['/assets/missing.js', '/missing.js', '/mockServiceWorker-old.js']) {
    const response = await request.get(missing);
    expect(response.status(), missing).toBe(404);
    expect(response.headers()['content-security-policy'], missing).toBe(csp);
  }
});

test('nginx: sign in through the deployment, open two screens and save a rule', async ({ page }) => {
  const violations = await watchCspViolations(page);
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${mockApi}/api/`) && request.method() !== 'OPTIONS')
      apiCalls.push(`${request.method()} ${request.url()}`);
  });

  // Screen one: the search overview, then a request's inspect page with its product images.
  await signIn(page, accounts.merchandiser, '/search/overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await page
    .getByRole('table', { name: 'Popular requests' })
    .getByRole('link', { name: /^Inspect / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/search\/inspect\?/);
  await expectImagesLoadedFrom(page, imageHost);
  mkdirSync(shots, { recursive: true });
  await page.locator(`img[src^="${imageHost}/"]`).first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/inspect-images.png` });

  // Screen two: synonyms, reached from the sidebar; a new rule is saved to the API.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Synonyms', exact: true })
    .click();
  const table = page.getByRole('table', { name: 'Synonym rules' });
  await expect(table).toBeVisible();
  await page.getByRole('button', { name: 'New synonym rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'New synonym rule' });
  await dialog.getByLabel('Query').fill('nginx e2e regenjacke');
  await dialog.getByLabel('Synonyms').fill('rain jacket');
  await dialog.getByLabel('Synonyms').press('Enter');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(notification(page, 'Synonym saved successfully')).toBeVisible();
  await page.getByRole('textbox', { name: 'Filter synonym rules' }).fill('nginx e2e regenjacke');
  await expect(table).toContainText('rain jacket');
  expect(
    apiCalls.some((call) => call.startsWith(`PUT ${mockApi}/api/EngineSettings/SynonymsForQuery?`)),
  ).toBe(true);

  // A reload through nginx (SPA fallback on a deep link) reads the stored rule back.
  await page.reload();
  await page.getByRole('textbox', { name: 'Filter synonym rules' }).fill('nginx e2e regenjacke');
  await expect(table).toContainText('rain jacket');

  // Tidy up: the mock API is shared with the live project.
  await page.getByRole('button', { name: 'Delete synonym rule nginx e2e regenjacke' }).click();
  await page
    .getByRole('dialog', { name: 'Delete synonym rule?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(notification(page, 'Synonym deleted successfully')).toBeVisible();

  // script-src refuses zod's one eval probe by design; nothing else may be blocked.
  expect(
    violations.filter(
      (violation) => !/^script-src blocked eval$/.test(violation) && !/unsafe-eval/.test(violation),
    ),
  ).toEqual([]);
});
