import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

export const password = 'demo';

export const accounts = {
  merchandiser: 'merchandiser@demo.test',
  analyst: 'analyst@demo.test',
  limited: 'limited@demo.test',
  pins: 'pins@demo.test',
  viewer: 'viewer@demo.test',
  developer: 'developer@internal.demo.test',
} as const;

/** Signs in through the real local provider, starting from `path` (the landing page's 'Sign in'). */
export async function signIn(page: Page, email: string, path = '/search/overview'): Promise<void> {
  await page.goto(path);
  await page.getByRole('link', { name: /^(Sign in|Anmelden)$/ }).click();
  await submitLogin(page, email);
  await expect(page).not.toHaveURL(/\/auth\//);
  await expect(
    page
      .getByRole('button', { name: /^(Sign out!|Abmelden!)$/ })
      .or(page.getByRole('link', { name: /^(Sign out!|Abmelden!)$/ })),
  ).toBeVisible();
}

export async function submitLogin(page: Page, email: string, secret = password): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(secret);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** axe-core's browser build, the one @axe-core/playwright itself ships with. */
const axeSource = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

/**
 * axe-core: nothing serious or critical on the page as it is now. axe runs directly in the page
 * (the app has no frames): AxeBuilder's per-frame partial runs, finished in a second page, took
 * 5-8 s per check on the KPI screens against well under 1 s for the same rules run here.
 */
export async function expectAccessible(page: Page): Promise<void> {
  // Injected by the driver (a string evaluation is not subject to the page's CSP), once per document.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
    };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    // Each node with its markup and axe's reason, so a failure says what is wrong where.
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      targets: v.nodes.map(
        (n) =>
          `${n.target.map(String).join(' ')}: ${n.html.slice(0, 160)} ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`,
      ),
    }));
  });
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.targets.slice(0, 3).join(', ')})`)).toEqual([]);
}

/**
 * WCAG 2.2 2.5.8: every pointer target at least 24×24 CSS px, or spaced so that a 24 px
 * circle around it touches no other target (axe's `target-size` rule, off in the default run).
 * Any finding fails, whatever axe calls its impact: on a phone a too-small target is a missed tap.
 */
export async function expectTouchTargets(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
    };
    const results = await axe.run(document, {
      runOnly: { type: 'rule', values: ['target-size'] },
      resultTypes: ['violations'],
    });
    return results.violations.flatMap((v) => v.nodes.map((n) => n.target.map(String).join(' ')));
  });
  expect(violations, 'targets smaller than 24×24 px without spacing').toEqual([]);
}

export function scopeOf(page: Page): {
  customerId: string | null;
  storefrontId: string | null;
  languageCode: string | null;
} {
  const url = new URL(page.url());
  return {
    customerId: url.searchParams.get('customerId'),
    storefrontId: url.searchParams.get('storefrontId'),
    languageCode: url.searchParams.get('languageCode'),
  };
}

/** A notification on screen with this title. */
export function notification(page: Page, title: string | RegExp) {
  return page.locator('.mantine-Notification-root').filter({ hasText: title });
}
