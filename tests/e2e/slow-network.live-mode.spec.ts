import { expect, test, type Page } from '@playwright/test';
import { liveApiBase } from '../../playwright.config';
import { accounts, signIn } from './support';

// The portal on a phone's connection: Chromium's network throttling (a slow 4G link, as Lighthouse's
// mobile preset simulates it) and a CPU four times slower, over the live bundle and the mock API.

// The live portal's API base (the contract-validating proxy in front of the mock API).
const apiPrefix = `${liveApiBase}/`;

async function slowNetwork(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** In the page, from its first script on: when the navigation and the page's numbers first showed. */
function watchFirstShown(page: Page) {
  return page.addInitScript(() => {
    const shown: Record<string, number> = {};
    (window as unknown as { firstShown: Record<string, number> }).firstShown = shown;
    const look = () => {
      const now = performance.now();
      if (shown.navigation === undefined && document.querySelector('nav[aria-label="Main navigation"] a'))
        shown.navigation = now;
      if (shown.header === undefined && document.querySelector('header button')) shown.header = now;
      if (
        shown.numbers === undefined &&
        /\d/.test(document.querySelector('[data-testid="kpi-volume"]')?.textContent ?? '')
      )
        shown.numbers = now;
      if (shown.numbers === undefined) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

test.describe('on a slow network', () => {
  test.describe.configure({ timeout: 180_000 });

  test("the header and the navigation are on screen before the page's data, which does not hold them up", async ({
    page,
  }) => {
    await signIn(page, accounts.merchandiser, '/search/overview');
    await expect(page.getByTestId('kpi-volume')).toHaveText(/\d/, { timeout: 30_000 });
    await watchFirstShown(page);
    await slowNetwork(page);
    await page.reload();
    await expect(page.getByTestId('kpi-volume')).toHaveText(/\d/, { timeout: 60_000 });

    const shown = await page.evaluate(
      () => (window as unknown as { firstShown: Record<string, number> }).firstShown,
    );
    // The end of the first answer with the page's numbers, as the page itself timed it.
    const numbersAnswered = await page.evaluate(
      (prefix) =>
        Math.min(
          ...performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.startsWith(`${prefix}Kpi/GetMainKpis`))
            .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
        ),
      apiPrefix,
    );
    const when = JSON.stringify({ ...shown, numbersAnswered });
    expect(shown.header, when).toBeDefined();
    expect(shown.navigation, when).toBeDefined();
    expect(shown.header!, when).toBeLessThan(shown.numbers!);
    expect(shown.navigation!, when).toBeLessThan(shown.numbers!);
    // The shell did not wait for the numbers: it was up while their call was still on its way.
    expect(shown.navigation!, when).toBeLessThan(numbersAnswered);
  });

  test('Back and Forward return to the scroll position at once, not in steps', async ({ page }) => {
    await signIn(page, accounts.merchandiser, '/search/overview');
    await slowNetwork(page);
    const tables = page.getByRole('tab', { name: 'Popular', exact: true });
    await expect(tables).toBeVisible({ timeout: 60_000 });
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    // The router remembers the position from the scroll event; give the browser a frame to send it.
    await page.waitForTimeout(500);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Overview' })
      .nth(1)
      .click();
    await expect(page).toHaveURL(/\/navigation\/overview/, { timeout: 60_000 });
    await expect(tables).toBeVisible({ timeout: 60_000 });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    await page.waitForTimeout(500);

    /** Every scroll position the window takes from now on, with the path shown at that time. */
    const recordPositions = () =>
      page.evaluate(() => {
        const positions: [string, number][] = [];
        (window as unknown as { positions: [string, number][] }).positions = positions;
        const note = () => positions.push([window.location.pathname, Math.round(window.scrollY)]);
        window.addEventListener('scroll', note);
      });
    const positions = () =>
      page.evaluate(() => (window as unknown as { positions: [string, number][] }).positions);

    /**
     * One jump to the remembered position, and no other position on the way or after it (the browser's
     * scroll anchoring may move it by a pixel when a line above settles).
     */
    const expectRestoredAtOnce = async (path: string, position: number) => {
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect
        .poll(() => page.evaluate(() => window.scrollY), { timeout: 30_000 })
        .toBeGreaterThanOrEqual(position - 2);
      await page.waitForTimeout(2000);
      const taken = (await positions()).filter(([shownPath]) => shownPath === path).map(([, y]) => y);
      expect(taken.length).toBeGreaterThan(0);
      expect(taken.filter((y) => Math.abs(y - position) > 2)).toEqual([]);
    };

    await recordPositions();
    await page.goBack();
    await expectRestoredAtOnce('/search/overview', 600);

    await recordPositions();
    await page.goForward();
    await expectRestoredAtOnce('/navigation/overview', 300);
  });
});

/** The scope triples the scope info allows (spec §4), 'any' included. */
function allowedScopes(infos: {
  AllowedScopes: {
    AllowedScope: { Customer: { Id: string }; Storefront: { Id: string }; LanguageCode: string };
    AvailableScopeComponents: { Storefront: { Id: string }; AvailableLanguages: string[] }[];
  }[];
}): Set<string> {
  const allowed = new Set<string>();
  for (const { AllowedScope, AvailableScopeComponents: components } of infos.AllowedScopes) {
    const storefronts = AllowedScope.Storefront.Id
      ? [AllowedScope.Storefront.Id]
      : [...components.map((c) => c.Storefront.Id), '*'];
    for (const storefront of storefronts) {
      const available =
        storefront === '*'
          ? components.flatMap((c) => c.AvailableLanguages)
          : (components.find((c) => c.Storefront.Id === storefront)?.AvailableLanguages ?? []);
      const languages = AllowedScope.LanguageCode ? [AllowedScope.LanguageCode] : [...available, '*'];
      for (const language of languages) allowed.add(`${AllowedScope.Customer.Id} ${storefront} ${language}`);
    }
  }
  return allowed;
}

test('pages opened with a forged scope send no call with a customer, storefront or language the scope info has not allowed', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const calls: { url: URL; page: string }[] = [];
  let current = '';
  // The context sees the calls of the page and of its workers (the long lists are fetched in one).
  page.context().on('request', (request) => {
    if (request.url().startsWith(apiPrefix) && request.method() !== 'OPTIONS')
      calls.push({ url: new URL(request.url()), page: current });
  });
  let infos: Parameters<typeof allowedScopes>[0] | null = null;
  page.on('response', async (response) => {
    if (response.url().startsWith(`${apiPrefix}ScopeInfo/ScopeInfos`) && response.ok())
      infos = await response.json();
  });
  await signIn(page, accounts.merchandiser, '/search/overview');

  const forged = [
    // A customer the user may not see; another customer's storefront; a language the storefront lacks.
    '/search/overview?customerId=evil-corp&storefrontId=acme-de&languageCode=de',
    '/search/overview?customerId=acme&storefrontId=nordic-se&languageCode=sv',
    '/search/explore?customerId=nordic&storefrontId=nordic-no&languageCode=fr',
    // 'any' where the page disables it.
    '/configuration/synonyms/list?customerId=acme&storefrontId=*&languageCode=*',
    '/merchandising/redirects?customerId=acme&storefrontId=acme-de&languageCode=*',
    '/search/boostBury?customerId=bergwerk&storefrontId=*&languageCode=de',
    // Garbage.
    "/search/overview?customerId=%3Cscript%3E&storefrontId=..%2F..%2Fetc&languageCode=' OR 1=1",
    '/configuration/synonyms/list?customerId=acme&storefrontId=acme-de&languageCode=%F0%9F%92%A5',
    '/search/overview?customerId=acme&customerId=nordic&storefrontId=acme-de&languageCode=de',
  ];
  for (const path of forged) {
    current = path;
    await page.goto(path);
    // The layout settles on an allowed scope and writes it into the address.
    await expect(page).toHaveURL(
      (url) =>
        ['acme', 'nordic', 'bergwerk'].includes(url.searchParams.get('customerId') ?? '') &&
        url.searchParams.has('storefrontId') &&
        url.searchParams.has('languageCode'),
      { timeout: 30_000 },
    );
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }

  expect(infos).not.toBeNull();
  const allowed = allowedScopes(infos!);
  const scoped = calls.filter(({ url }) => url.searchParams.has('customerId'));
  expect(scoped.length).toBeGreaterThan(forged.length);
  const refused = scoped
    .filter(({ url }) => {
      const scope = ['customerId', 'storefrontId', 'languageCode'].map((key) => url.searchParams.getAll(key));
      if (scope.some((values) => values.length !== 1)) return true;
      if (!allowed.has(scope.map(([value]) => value).join(' '))) return true;
      // The rule lists are asked for with a specific storefront and language only ('any' is disabled there).
      const list = /\/(EngineSettings\/SynonymsForScope|Redirect|Boost)/i.test(url.pathname);
      return list && scope.some(([value]) => value === '*');
    })
    .map(({ url, page: opened }) => `${opened} → ${url.pathname}${url.search}`);
  expect(refused).toEqual([]);
});
