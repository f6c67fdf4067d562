import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const password = 'demo';

export const accounts = {
  merchandiser: 'merchandiser@demo.test',
  analyst: 'analyst@demo.test',
  limited: 'limited@demo.test',
  viewer: 'viewer@demo.test',
  developer: 'developer@internal.demo.test',
} as const;

/** Signs in through the real local provider, starting from `path` (the landing page's 'Sign in'). */
export async function signIn(page: Page, email: string, path = '/search/overview'): Promise<void> {
  await page.goto(path);
  await page.getByRole('link', { name: /^(Sign in|Anmelden)$/ }).click();
  await submitLogin(page, email);
  await expect(page).not.toHaveURL(/\/auth\//);
  await expect(page.getByRole('button', { name: /^(Sign out!|Abmelden!)$/ }).or(page.getByRole('link', { name: /^(Sign out!|Abmelden!)$/ }))).toBeVisible();
}

export async function submitLogin(page: Page, email: string, secret = password): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(secret);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** axe-core: nothing serious or critical on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
}

export function scopeOf(page: Page): { customerId: string | null; storefrontId: string | null; languageCode: string | null } {
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
