import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts, expectAccessible, expectTouchTargets, signIn } from './support';

/**
 * Every route of spec §2 at phone, tablet, laptop and desktop widths, for the internal
 * account with experimental features on (every page visible). One sign-in and one page load per
 * width: the session lives in the tab (sessionStorage), so each width reuses its tab, and the other
 * routes are opened inside the app, as a user moves between screens (a full load per route and
 * width cost most of this spec's five minutes; the cold start is covered by the first route).
 */
const viewports = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

/** Below 62em the sidebar is a drawer (src/app/shell/layout.ts). */
const drawerBelow = 992;

type MainAction =
  /** A button that opens a dialog (a form, a date picker), closed again with Escape. */
  | { opens: (main: Locator) => Locator }
  /** A control that must be visible, inside the viewport and clickable (checked without clicking: it would change data). */
  | { clickable: (main: Locator) => Locator };

const dateRange = { opens: (main: Locator) => main.getByRole('button', { name: 'Date range' }) };
const explore = { clickable: (main: Locator) => main.getByRole('button', { name: 'Explore', exact: true }) };
const inspect = {
  clickable: (main: Locator) =>
    main
      .getByRole('link', { name: 'Create synonym' })
      .or(main.getByRole('link', { name: 'Go to the overview' }))
      .first(),
};
const newRule = (name: string) => ({
  opens: (main: Locator) => main.getByRole('button', { name, exact: true }),
});

const routes: { path: string; action: MainAction }[] = [
  { path: '/search/overview', action: dateRange },
  { path: '/search/dashboard', action: dateRange },
  { path: '/search/explore', action: explore },
  { path: '/search/inspect?query=jacke', action: inspect },
  { path: '/search/boostBury', action: newRule('New boost rule') },
  { path: '/configuration/synonyms/list', action: newRule('New synonym rule') },
  {
    path: '/configuration/snapshots',
    action: { clickable: (main: Locator) => main.getByRole('button', { name: 'Take snapshot' }) },
  },
  {
    path: '/configuration/synonyms/suggestions',
    action: { clickable: (main) => main.getByRole('button', { name: /^Accept / }).first() },
  },
  { path: '/navigation/overview', action: dateRange },
  { path: '/navigation/explore', action: explore },
  { path: '/navigation/inspect', action: inspect },
  { path: '/navigation/boostBury', action: newRule('New boost rule') },
  { path: '/recommendations/gre', action: dateRange },
  { path: '/recommendations/gre/inspect', action: inspect },
  { path: '/recommendations/gre/boostBury', action: newRule('New boost rule') },
  { path: '/recommendations/gce', action: dateRange },
  { path: '/recommendations/gce/inspect', action: inspect },
  { path: '/recommendations/grece', action: dateRange },
  { path: '/recommendations/gbr', action: dateRange },
  { path: '/merchandising/redirects', action: newRule('New redirect') },
  { path: '/merchandising/experience', action: newRule('Recreate feature sets') },
  {
    path: '/merchandising/experience/editor',
    action: { clickable: (main) => main.getByRole('button', { name: 'Save' }) },
  },
  {
    path: '/merchandising/recommendations',
    action: {
      clickable: (main) => main.getByRole('button', { name: /^Choose .* as source product$/ }).first(),
    },
  },
  {
    path: '/merchandising/pulse',
    action: { clickable: (main) => main.getByRole('button', { name: /^Pin / }).first() },
  },
  {
    path: '/merchandising/pulse/pinsForProduct',
    action: { clickable: (main) => main.getByRole('link', { name: 'Pulse ranking' }) },
  },
  { path: '/merchandising/pulse/pins', action: newRule('Add pin per query') },
];

/** Signs the internal account in on a wide window (experimental features on), then takes the width. */
async function signInAt(page: Page, viewport: { width: number; height: number }): Promise<void> {
  await page.addInitScript(() => {
    if (window.localStorage.getItem('engine-portal.experimentalFeatures') === null)
      window.localStorage.setItem('engine-portal.experimentalFeatures', 'true');
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, accounts.developer);
  await page.setViewportSize(viewport);
}

/** Opens a route inside the running app: the router follows history.pushState (TanStack history). */
async function openInApp(page: Page, path: string): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 });
  const before = await heading.textContent();
  await page.evaluate((to) => {
    const key = Math.random().toString(36).slice(2);
    const index = Number((window.history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0) + 1;
    window.history.pushState({ key, __TSR_key: key, __TSR_index: index }, '', to);
  }, path);
  await expect(page).toHaveURL(new RegExp((path.split('?')[0] ?? path).replace(/[/.]/g, '\\$&')));
  // Consecutive routes have different titles: the old page is gone once the title changed.
  await expect(heading).not.toHaveText(before ?? '');
}

async function expectInsideViewport(page: Page, locator: Locator, what: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const box = await locator.boundingBox();
  expect(box, `${what} has a box`).not.toBeNull();
  if (!box) return;
  expect(box.x, `${what} starts inside the viewport`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends inside the viewport`).toBeLessThanOrEqual(width + 0.5);
}

async function expectNoSidewaysScroll(page: Page, path: string): Promise<void> {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.scrollingElement?.scrollWidth ?? 0,
    window.innerWidth,
  ]);
  expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
}

/** Every control of the header is on screen (spec §2: logo, scope, avatar, settings, sign-out). */
async function expectHeaderInView(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  const controls = header.getByRole('button').or(header.getByRole('link')).or(header.getByRole('combobox'));
  const count = await controls.count();
  expect(count).toBeGreaterThanOrEqual(3);
  for (let index = 0; index < count; index += 1) {
    const control = controls.nth(index);
    if (!(await control.isVisible())) continue;
    await expectInsideViewport(
      page,
      control,
      `header control ${(await control.getAttribute('aria-label')) ?? (await control.textContent())}`,
    );
  }
}

async function useMainAction(page: Page, path: string, action: MainAction): Promise<void> {
  const main = page.getByRole('main');
  if ('opens' in action) {
    const control = action.opens(main);
    await expect(control, `${path}: main action`).toBeVisible();
    await expectInsideViewport(page, control, `${path}: main action`);
    await control.click();
    const dialog = page.getByRole('dialog').last();
    await expect(dialog, `${path}: the main action opens its dialog`).toBeVisible();
    await expectInsideViewport(page, dialog, `${path}: dialog`);
    // Escape goes to a focused field first (a Select closes its options): the dialog's own close button.
    const close = dialog.getByRole('button', { name: 'Close', exact: true });
    if (await close.isVisible()) await close.click();
    else await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // A phone's full-screen dialog has its close button where the header's gear is: the pointer
    // left there would hover the gear and show its tooltip (mid-fade while axe runs).
    await restPointer(page);
  } else {
    const control = action.clickable(main);
    await expect(control, `${path}: main action`).toBeVisible();
    await control.scrollIntoViewIfNeeded();
    await expectInsideViewport(page, control, `${path}: main action`);
    await control.click({ trial: true });
    // The trial click leaves the pointer over the control: axe would judge its hover colours.
    await restPointer(page);
  }
}

/** Moves the pointer off every control and waits until no tooltip is shown or fading. */
async function restPointer(page: Page): Promise<void> {
  await page.mouse.move(0, (page.viewportSize()?.height ?? 1) - 1);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
}

/** The navigation: the sidebar on wide screens, the drawer behind the menu button on narrow ones. */
async function expectNavigationReachable(page: Page, width: number): Promise<void> {
  if (width >= drawerBelow) {
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Synonyms' }),
    ).toBeVisible();
    return;
  }
  const menuButton = page.getByRole('button', { name: 'Navigation menu' });
  await menuButton.click();
  const drawer = page.getByRole('dialog', { name: 'Main navigation' });
  await expect(drawer.getByRole('link', { name: 'Synonyms' })).toBeVisible();
  // Focus stays inside while open; Escape closes and returns focus to the button.
  for (let step = 0; step < 30; step += 1) await page.keyboard.press('Tab');
  expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();
  // A link closes it and navigates.
  await menuButton.click();
  await drawer.getByRole('link', { name: 'Redirects' }).click();
  await expect(page).toHaveURL(/\/merchandising\/redirects/);
  await expect(drawer).toBeHidden();
}

/** axe runs at 390 px in the light scheme and at 360 px in the dark one (the system's choice, the default). */
const axeAt: Record<number, 'light' | 'dark'> = { 390: 'light', 360: 'dark' };

/** Touch screens: phones and the tablet. */
const touchAt: Record<number, true> = { 360: true, 390: true, 820: true };

for (const viewport of viewports) {
  const scheme = axeAt[viewport.width] ?? 'light';
  test.describe(() => {
    test.use({ colorScheme: scheme });
    test(`every route at ${viewport.width}×${viewport.height} (${scheme}): no sideways scrolling, header and main action usable`, async ({
      page,
    }) => {
      test.setTimeout(600_000);
      await signInAt(page, viewport);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await expectNavigationReachable(page, viewport.width);
      for (const [index, { path, action }] of routes.entries()) {
        if (index === 0) await page.goto(path);
        else await openInApp(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await useMainAction(page, path, action);
        await expectNoSidewaysScroll(page, path);
        await expectHeaderInView(page);
        if (viewport.width in axeAt) await expectAccessible(page);
        if (viewport.width in touchAt) await expectTouchTargets(page);
      }
    });
  });
}

test('the colour scheme is chosen in the account settings and remembered', async ({ page }) => {
  await signInAt(page, { width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Account settings' }).click();
  await page.getByRole('dialog', { name: 'Account settings' }).locator('label', { hasText: 'Dark' }).click();
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.keyboard.press('Escape');
  await page.goto('/merchandising/redirects');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectAccessible(page);
  // 'System' follows the operating system again.
  await page.getByRole('button', { name: 'Account settings' }).click();
  await page
    .getByRole('dialog', { name: 'Account settings' })
    .locator('label', { hasText: 'System' })
    .click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test('on a phone the scope control opens the three selectors and the avatar opens the account settings with sign-out', async ({
  page,
}) => {
  await signInAt(page, { width: 390, height: 844 });
  await page.getByRole('button', { name: /^Scope: / }).click();
  await page.getByRole('combobox', { name: 'Customer' }).click();
  await page.getByRole('option', { name: 'Nordic Gear' }).click();
  await expect(page).toHaveURL(/customerId=nordic/);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Account settings' }).click();
  await expectAccessible(page);
  await page
    .getByRole('dialog', { name: 'Account settings' })
    .getByRole('link', { name: 'Sign out!' })
    .click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
});
