import { expect, test } from '@playwright/test';
import { accounts, expectAccessible, notification, signIn } from './support';

test('synonyms: create with validation, edit, delete', async ({ page }) => {
  await signIn(page, accounts.merchandiser, '/configuration/synonyms/list');
  const table = page.getByRole('table', { name: 'Synonym rules' });
  await expect(table).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'New synonym rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'New synonym rule' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Query is required')).toBeVisible();
  await expect(dialog.getByText('Synonyms are required')).toBeVisible();
  await expectAccessible(page);

  await dialog.getByLabel('Query').fill('e2e daunenjacke');
  await dialog.getByLabel('Synonyms').fill('down jacket');
  await dialog.getByLabel('Synonyms').press('Enter');
  await dialog.getByLabel('Synonyms').fill('puffer jacket');
  await dialog.getByLabel('Synonyms').press('Enter');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(notification(page, 'Synonym saved successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const filter = page.getByRole('textbox', { name: 'Filter synonym rules' });
  await filter.fill('e2e daunenjacke');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('puffer jacket');

  await page.getByRole('button', { name: 'Edit synonym rule e2e daunenjacke' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit synonym rule' });
  await edit.getByLabel('Synonyms').fill('parka');
  await edit.getByLabel('Synonyms').press('Enter');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(table).toContainText('parka');

  await page.getByRole('button', { name: 'Delete synonym rule e2e daunenjacke' }).click();
  await page
    .getByRole('dialog', { name: 'Delete synonym rule?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(notification(page, 'Synonym deleted successfully')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(1);
  await expect(page.getByText('No synonym rule matches the filter.')).toBeVisible();
});
