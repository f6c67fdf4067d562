import { expect, test, type Page } from '@playwright/test';
import { accounts, expectAccessible, signIn } from './support';

const slow = { timeout: 60_000 };
const siblingSynonyms = '/configuration/synonyms/list?customerId=acme&storefrontId=acme-at&languageCode=de';

async function merinoRows(page: Page) {
  await page.goto(siblingSynonyms);
  const table = page.getByRole('table', { name: 'Synonym rules' });
  await expect(table).toBeVisible();
  await page.getByRole('textbox', { name: 'Filter synonym rules' }).fill('merino');
  return table.getByRole('row').filter({ hasText: /^merino/i });
}

const fleecePins = (page: Page) =>
  page.getByRole('button', { name: /^Edit pin .* \(Query "fleece jacket"\)$/ });

test('rule health: fixing expired pins and drift to a sibling storefront removes both findings and changes the rules', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, accounts.merchandiser, '/merchandising/pulse/pins');
  await expect(fleecePins(page).first()).toBeVisible();
  const pinsBefore = await fleecePins(page).count();
  await expect(await merinoRows(page)).toHaveCount(0);

  await page.goto('/configuration/ruleHealth');
  const expired = page.getByRole('article', { name: /expired pins for the query “fleece jacket”/ });
  await expect(expired).toBeVisible(slow);
  await expired.getByRole('button', { name: /^Delete expired pins:/ }).click();
  await expect(expired).toBeHidden(slow);

  const drift = page.getByRole('article', { name: 'Synonyms for “merino” is missing in acme-at (de)' });
  await expect(drift).toBeVisible(slow);
  await drift.getByRole('button', { name: /^Copy to sibling scopes:/ }).click();
  await expect(drift).toBeHidden(slow);

  await page.goto('/merchandising/pulse/pins');
  await expect(fleecePins(page)).toHaveCount(pinsBefore - 1);
  await expect(await merinoRows(page)).toHaveCount(1);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme}`, () => {
    test.use({ colorScheme });
    test(`rule health is accessible at 1440 and 390 px (${colorScheme})`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 1440, height: 900 });
      await signIn(page, accounts.merchandiser, '/configuration/ruleHealth');
      await expect(page.getByRole('heading', { name: /^Warnings/ })).toBeVisible(slow);
      await expectAccessible(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.getByRole('heading', { name: /^Warnings/ })).toBeVisible();
      await expectAccessible(page);
    });
  });
}
