import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts, notification, signIn } from './support';

/**
 * What a phone, a keyboard and the German interface need: the numbers in view on the first screen,
 * the rail's names, the skip link and the focus after a dialog, notifications out of the way,
 * German labels whole, and a form dialog that opens at once.
 */
const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };

/** Signs the internal account in on a wide window (experimental features on: every page), then takes the width. */
async function signInAt(
  page: Page,
  viewport: { width: number; height: number },
  email: string = accounts.developer,
  path?: string,
): Promise<void> {
  await page.addInitScript(() => {
    if (window.localStorage.getItem('engine-portal.experimentalFeatures') === null)
      window.localStorage.setItem('engine-portal.experimentalFeatures', 'true');
  });
  await page.setViewportSize(desktop);
  await signIn(page, email, path);
  await page.setViewportSize(viewport);
}

/** The rectangle of the viewport part of an element's scroll box that a user sees. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box ?? { x: 0, y: 0, width: 0, height: 0 };
}

/**
 * The cells of the first body row under these headers are on screen: inside the viewport's width and
 * inside the table's own scroll box, without scrolling sideways.
 */
async function expectFirstRowInView(page: Page, table: Locator, headers: RegExp[], what: string) {
  await expect(table.locator('tbody tr').first(), `${what}: rows`).toBeVisible();
  const cells = await table.evaluate(
    (element, names) => {
      const heads = [...element.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
      const row = element.querySelector('tbody tr');
      const scroller = element.parentElement?.closest('div') ?? element;
      const frame = scroller.getBoundingClientRect();
      return names.map((source) => {
        const pattern = new RegExp(source);
        const index = heads.findIndex((head) => pattern.test(head));
        const cell = index < 0 ? null : row?.children[index];
        const box = cell?.getBoundingClientRect();
        return {
          name: source,
          found: Boolean(box),
          left: box?.left ?? -1,
          right: box?.right ?? Number.POSITIVE_INFINITY,
          frameLeft: frame.left,
          frameRight: frame.right,
          scrolled: scroller.scrollLeft,
        };
      });
    },
    headers.map((header) => header.source),
  );
  const width = page.viewportSize()?.width ?? 0;
  for (const cell of cells) {
    expect(cell.found, `${what}: a column ${cell.name}`).toBe(true);
    expect(cell.scrolled, `${what}: not scrolled sideways`).toBe(0);
    expect(cell.left, `${what}: ${cell.name} starts on screen`).toBeGreaterThanOrEqual(
      Math.max(0, cell.frameLeft) - 0.5,
    );
    expect(cell.right, `${what}: ${cell.name} ends on screen`).toBeLessThanOrEqual(
      Math.min(width, cell.frameRight) + 0.5,
    );
  }
}

/**
 * Every box in the main area that scrolls sideways shows a cue at its right edge while more is hidden
 * there: an element beside it, shown over its right edge.
 */
async function expectScrollCues(page: Page, what: string) {
  const missing = await page.getByRole('main').evaluate((main) => {
    const bad: string[] = [];
    for (const element of main.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(element);
      if (!['auto', 'scroll'].includes(style.overflowX)) continue;
      if (element.scrollWidth <= element.clientWidth + 1 || element.clientWidth === 0) continue;
      if (element.scrollLeft + element.clientWidth >= element.scrollWidth - 1) continue;
      const edge = element.getBoundingClientRect();
      const siblings = [...(element.parentElement?.children ?? [])].filter((other) => other !== element);
      const cue = siblings.some((other) => {
        const box = other.getBoundingClientRect();
        const shown = getComputedStyle(other).visibility !== 'hidden' && box.width > 0 && box.height > 0;
        return shown && box.right >= edge.right - 4 && box.left < edge.right && box.top < edge.bottom;
      });
      if (!cue)
        bad.push(`${element.tagName} ${element.className} (${element.scrollWidth} > ${element.clientWidth})`);
    }
    return bad;
  });
  expect(missing, `${what}: boxes scrolling sideways without a cue`).toEqual([]);
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('at 390 px', () => {
  test('the KPI and Pulse tables show the first row’s numbers, sideways scrolling has a cue, and the controls fit', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signInAt(page, phone);
    const main = page.getByRole('main');
    const numbers = [/^Volume$/, /^IR$/, /^IPN$/, /^AIP$/];

    await open(page, '/search/overview');
    const popular = main.getByRole('table', { name: 'Popular requests' });
    await expectFirstRowInView(page, popular, numbers, 'overview');
    await expectScrollCues(page, 'overview');

    // The interaction type: every option on screen, none pushed under another.
    const types = main
      .getByRole('radiogroup', { name: 'Interaction type' })
      .or(main.locator('.mantine-SegmentedControl-root'));
    const labels = types.first().locator('label');
    const boxes = [];
    for (let index = 0; index < (await labels.count()); index += 1) {
      await expect(labels.nth(index)).toBeVisible();
      boxes.push(await boxOf(labels.nth(index)));
    }
    expect(boxes.length).toBe(4);
    for (const [index, box] of boxes.entries()) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
      for (const other of boxes.slice(index + 1)) {
        const apart =
          other.x >= box.x + box.width - 1 ||
          box.x >= other.x + other.width - 1 ||
          other.y >= box.y + box.height - 1 ||
          box.y >= other.y + other.height - 1;
        expect(apart, 'two interaction types overlap').toBe(true);
      }
    }

    // The date picker opens whole inside the screen.
    await main.getByRole('button', { name: 'Date range' }).click();
    const picker = page.getByRole('dialog').last();
    await expect(picker).toBeVisible();
    const pickerBox = await boxOf(picker);
    expect(pickerBox.x).toBeGreaterThanOrEqual(0);
    expect(pickerBox.x + pickerBox.width).toBeLessThanOrEqual(phone.width);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await open(page, '/search/explore');
    await main.getByRole('textbox', { name: 'Query' }).fill('jacke');
    await main.getByRole('button', { name: 'Explore', exact: true }).click();
    const explored = main.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'IPN' }) });
    await expectFirstRowInView(page, explored.first(), numbers, 'explore');
    await expectScrollCues(page, 'explore');

    await open(page, '/search/inspect?query=jacke');
    const kpis = main.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'KPI' }) });
    await expect(kpis.first()).toBeVisible();
    await expectScrollCues(page, 'inspect');
    // The inspect table names the KPIs in rows: their values of the first type are in view.
    const inspectCell = kpis.first().locator('tbody tr').first().locator('td').first();
    const inspectBox = await boxOf(inspectCell);
    expect(inspectBox.x + inspectBox.width).toBeLessThanOrEqual(phone.width);

    await open(page, '/merchandising/pulse');
    const ranking = main.getByRole('table').first();
    await expectFirstRowInView(page, ranking, [/^PulseScore$/, /^Momentum$/, /^Popularity$/], 'pulse');
    await expectScrollCues(page, 'pulse');
  });

  test('each rule table keeps its key column and its actions on screen, or shows that it scrolls', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signInAt(page, phone);
    const main = page.getByRole('main');
    const pages: { path: string; key: RegExp; action: RegExp }[] = [
      { path: '/configuration/synonyms/list', key: /^Query/, action: /^Edit synonym rule / },
      { path: '/merchandising/redirects', key: /^Name/, action: /^Edit redirect / },
      { path: '/search/boostBury', key: /^Rule$/, action: /^Edit rule: / },
      { path: '/navigation/boostBury', key: /^Rule$/, action: /^Edit rule: / },
      { path: '/recommendations/gre/boostBury', key: /^Rule$/, action: /^Edit rule: / },
      { path: '/merchandising/experience', key: /^Query/, action: /./ },
      { path: '/merchandising/pulse/pins', key: /^Product/, action: /^Edit pin/ },
    ];
    for (const { path, key, action } of pages) {
      await open(page, path);
      const table = main.getByRole('table').first();
      await expect(table.locator('tbody tr').first(), path).toBeVisible();
      await expectFirstRowInView(page, table, [key], path);
      await expectScrollCues(page, path);
      // An action of the first row: on screen, or behind a visible cue (checked above).
      const firstAction = table.locator('tbody tr').first().getByRole('button', { name: action });
      if ((await firstAction.count()) > 0) {
        const scrolls = await table.evaluate((element) => {
          const scroller = element.parentElement?.closest('div');
          return scroller ? scroller.scrollWidth > scroller.clientWidth + 1 : false;
        });
        if (!scrolls) {
          const box = await boxOf(firstAction.first());
          expect(box.x + box.width, `${path}: the first row's action`).toBeLessThanOrEqual(phone.width);
        }
      }
    }
    for (const path of [
      '/configuration/journal',
      '/configuration/snapshots',
      '/merchandising/recommendations',
    ]) {
      await open(page, path);
      await expectScrollCues(page, path);
      const [scrollWidth, innerWidth] = await page.evaluate(() => [
        document.scrollingElement?.scrollWidth ?? 0,
        window.innerWidth,
      ]);
      expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
    }
  });
});

test('the collapsed rail shows a distinct icon per entry and names it on hover and on focus', async ({
  page,
}) => {
  await signInAt(page, desktop);
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const groups = nav.getByRole('group');
  expect(await groups.count()).toBeGreaterThanOrEqual(5);
  for (let index = 0; index < (await groups.count()); index += 1) {
    const icons = await groups
      .nth(index)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.querySelector('svg')?.innerHTML ?? ''));
    expect(new Set(icons).size, `group ${index}: one icon per entry`).toBe(icons.length);
  }
  const synonyms = nav.getByRole('link', { name: 'Configuration: Synonyms' });
  await synonyms.hover();
  await expect(page.getByRole('tooltip', { name: 'Configuration: Synonyms' })).toBeVisible();
  await page.mouse.move(desktop.width - 10, desktop.height - 10);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  // Keyboard: Tab onto the entry before it, then one more.
  const redirects = nav.getByRole('link', { name: 'Merchandising: Redirects' });
  await synonyms.focus();
  while (!(await redirects.evaluate((element) => element === document.activeElement)))
    await page.keyboard.press('Tab');
  await expect(page.getByRole('tooltip', { name: 'Merchandising: Redirects' })).toBeVisible();
});

test('the skip link is the first Tab stop and leads to the content', async ({ page }) => {
  await signInAt(page, desktop, accounts.merchandiser, '/configuration/synonyms/list');
  await page.reload();
  // The page itself, not the static frame index.html paints before the app's code has run.
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeAttached();
  await expect(page.getByRole('main').getByRole('button', { name: 'New synonym rule' })).toBeVisible();
  // As a fresh page: nothing focused yet.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next stop is inside the page, not the header.
  await page.keyboard.press('Tab');
  expect(await page.getByRole('main').evaluate((main) => main.contains(document.activeElement))).toBe(true);
});

test('after a dialog closes the focus is back on the control that opened it', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAt(page, desktop);
  const main = page.getByRole('main');
  const dialogs: { path: string; opener: RegExp; title: RegExp }[] = [
    { path: '/configuration/synonyms/list', opener: /^New synonym rule$/, title: /^New synonym rule$/ },
    { path: '/merchandising/redirects', opener: /^New redirect$/, title: /^New redirect$/ },
    { path: '/search/boostBury', opener: /^New boost rule$/, title: /^New boost rule$/ },
    { path: '/merchandising/pulse/pins', opener: /^Add pin per query$/, title: /./ },
  ];
  for (const { path, opener, title } of dialogs) {
    await open(page, path);
    const button = main.getByRole('button', { name: opener });
    await expect(button).toBeEnabled();
    for (const close of ['Escape', 'Cancel'] as const) {
      await button.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog, `${path}: opens`).toBeVisible();
      // Once the dialog has settled (its first field focused), one Escape closes it.
      await expect
        .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
        .toBe(true);
      if (close === 'Escape') await page.keyboard.press('Escape');
      else await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('dialog'), `${path}: ${close} closes it`).toHaveCount(0);
      await expect(button, `${path}: focus back after ${close}`).toBeFocused();
    }
  }
});

/** Two boxes overlap. */
function intersects(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

for (const viewport of [desktop, phone]) {
  test(`at ${viewport.width} px a notification covers neither the header, the page's button nor the dialog's close button, and shows once`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAt(page, viewport, accounts.merchandiser, '/configuration/synonyms/list');
    await page.goto('/configuration/synonyms/list');
    const main = page.getByRole('main');
    const create = main.getByRole('button', { name: 'New synonym rule' });
    await expect(create).toBeEnabled();
    // From now on the server refuses every call as too many.
    await page.evaluate(async () => {
      await fetch('/api/__mock/scenarios', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ active: ['rate-limited'] }),
      });
    });
    const warning = notification(page, 'Too many requests');
    for (const attempt of [1, 2]) {
      await main
        .getByRole('button', { name: /^Delete synonym rule / })
        .first()
        .click();
      await page
        .getByRole('dialog', { name: 'Delete synonym rule?' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(warning, `attempt ${attempt}`).toBeVisible();
    }
    // The same notice again is not shown twice.
    await expect(warning).toHaveCount(1);
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(1);

    const notice = await boxOf(warning);
    expect(intersects(notice, await boxOf(create)), "the notification covers the page's button").toBe(false);
    expect(
      intersects(notice, await boxOf(page.getByRole('banner'))),
      'the notification covers the header',
    ).toBe(false);
    await create.click();
    const dialog = page.getByRole('dialog', { name: 'New synonym rule' });
    await expect(dialog).toBeVisible();
    for (const [what, target] of [
      ["the dialog's close button", dialog.getByRole('button', { name: 'Close', exact: true })],
      ["the dialog's Save button", dialog.getByRole('button', { name: 'Save' })],
      ["the dialog's Cancel button", dialog.getByRole('button', { name: 'Cancel' })],
    ] as const) {
      expect(intersects(await boxOf(warning), await boxOf(target)), `the notification covers ${what}`).toBe(
        false,
      );
    }
    // Bottom centre.
    const middle = notice.x + notice.width / 2;
    expect(Math.abs(middle - viewport.width / 2)).toBeLessThan(24);
    expect(notice.y + notice.height).toBeGreaterThan(viewport.height - 120);
  });
}

test('German labels are whole at 1440 px: no header or navigation entry clipped', async ({ page }) => {
  test.setTimeout(240_000);
  await signInAt(page, desktop, accounts.analyst);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const clippedIn = (scope: Locator) =>
    scope.evaluate((root) => {
      const found: string[] = [];
      for (const element of root.querySelectorAll<HTMLElement>('th, th *, a, a *')) {
        if (element.offsetParent === null || element.children.length > 1) continue;
        const style = getComputedStyle(element);
        const cut = element.scrollWidth > element.clientWidth + 1 && style.overflowX !== 'visible';
        if (cut || (style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth))
          found.push(element.textContent?.trim() ?? '');
      }
      return found.filter(Boolean);
    });
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav).toBeVisible();
  expect(await clippedIn(nav), 'navigation').toEqual([]);
  for (const path of [
    '/search/overview',
    '/search/boostBury',
    '/configuration/synonyms/list',
    '/configuration/synonyms/suggestions',
    '/merchandising/redirects',
    '/merchandising/pulse/pins',
  ]) {
    await open(page, path);
    const table = page.getByRole('main').getByRole('table').first();
    await expect(table.locator('tbody tr').first(), path).toBeVisible();
    expect(await clippedIn(table.locator('thead')), `${path}: headers`).toEqual([]);
    // A badge's word (an effect, a status) is whole too.
    const cutBadges = await table.evaluate((element) =>
      [...element.querySelectorAll<HTMLElement>('.mantine-Badge-label')]
        .filter((label) => label.scrollWidth > label.clientWidth + 1)
        .map((label) => label.textContent ?? ''),
    );
    expect(cutBadges, `${path}: badges`).toEqual([]);
  }
});

// How quickly is a figure of the bench (dialog-open stage); here, what makes it quick: the dialog's
// code is already in the browser when the button is pressed, so the press waits for no download.
test('the first "New synonym rule" dialog opens without waiting for code', async ({ page }) => {
  await signInAt(page, desktop, accounts.merchandiser, '/configuration/synonyms/list');
  await page.goto('/configuration/synonyms/list');
  const create = page.getByRole('main').getByRole('button', { name: 'New synonym rule' });
  await expect(create).toBeEnabled();
  // The page fetches its dialogs' code once it is idle.
  await page.waitForLoadState('networkidle');
  const scriptsAfterPress: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scriptsAfterPress.push(request.url());
  });
  await create.click();
  await expect(page.getByRole('dialog', { name: 'New synonym rule' })).toBeVisible();
  expect(scriptsAfterPress).toEqual([]);
});
