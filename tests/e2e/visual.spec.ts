import { expect, test, type Page } from '@playwright/test';
import { accounts, signIn } from './support';

/**
 * Visual regression baselines: three screens at a phone and a desktop width, light and
 * dark. Deterministic: the mock data is seeded, the date is fixed (the default date range and the
 * KPIs follow 'today'), animations are off, the avatar (a remote image, offline here) is masked.
 * Fonts: the theme asks for system-ui, which Debian's Chromium resolves to DejaVu Sans
 * (fonts-dejavu-core, what CI installs); no other font is involved.
 * Update on purpose with `npm run test:e2e -- tests/e2e/visual.spec.ts --update-snapshots`.
 */
const screens = [
  {
    name: 'overview',
    path: '/search/overview',
    ready: (page: Page) => page.getByRole('main').locator('canvas').first(),
  },
  {
    name: 'synonyms',
    path: '/configuration/synonyms/list',
    ready: (page: Page) => page.getByRole('button', { name: /^Edit synonym rule / }).first(),
  },
  {
    name: 'experience-editor',
    path: '/merchandising/experience/editor',
    ready: (page: Page) => page.getByRole('button', { name: 'Save' }),
  },
] as const;

const viewports = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

const today = new Date('2026-11-24T09:00:00Z');

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of viewports) {
    test.describe(() => {
      test.use({ colorScheme, viewport });
      test(`${colorScheme} at ${viewport.width} px: overview, synonyms, experience editor`, async ({
        page,
      }) => {
        test.setTimeout(240_000);
        await page.setViewportSize({ width: 1280, height: 800 });
        await signIn(page, accounts.merchandiser);
        await page.clock.setFixedTime(today);
        await page.setViewportSize(viewport);
        for (const screen of screens) {
          await page.goto(screen.path);
          await expect(screen.ready(page)).toBeVisible({ timeout: 30_000 });
          // Skeletons and lazily drawn charts settle before the shot.
          await expect(page.locator('.mantine-Skeleton-root[data-visible]')).toHaveCount(0, {
            timeout: 15_000,
          });
          await page.waitForLoadState('networkidle');
          await expect(page).toHaveScreenshot(`${screen.name}-${viewport.width}-${colorScheme}.png`, {
            animations: 'disabled',
            caret: 'hide',
            mask: [page.getByTestId('user-avatar')],
            maxDiffPixelRatio: 0.01,
          });
        }
      });
    });
  }
}
