import { expect, test } from '@playwright/test';
import { accounts, expectAccessible, notification, signIn } from './support';

test('redirects: a javascript: target is refused; create, edit, disable, delete and undo', async ({
  page,
}) => {
  await signIn(page, accounts.merchandiser, '/merchandising/redirects');
  const table = page.getByRole('table', { name: 'Redirects' });
  await expect(table).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'New redirect' }).click();
  const dialog = page.getByRole('dialog', { name: 'New redirect' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Terms are required')).toBeVisible();
  await expect(dialog.getByText('Target is required')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Name' }).fill('E2E Regenjacken');
  const terms = dialog.getByRole('combobox', { name: 'Terms' });
  await terms.fill('e2e regenjacke');
  await terms.press('Enter');
  await dialog.getByRole('textbox', { name: 'Target' }).fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText(
      'The target must be a web address starting with http:// or https://, or a path on the shop starting with a single "/".',
    ),
  ).toBeVisible();
  await expectAccessible(page);

  await dialog.getByRole('textbox', { name: 'Target' }).fill('/kategorie/regenjacken');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(notification(page, 'Redirect saved successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('textbox', { name: 'Filter redirects' }).fill('E2E Regenjacken');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('link', { name: /\/kategorie\/regenjacken/ })).toHaveAttribute(
    'href',
    'https://acme-outdoor.de/kategorie/regenjacken',
  );

  await page.getByRole('button', { name: 'Edit redirect E2E Regenjacken' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit redirect' });
  await edit.getByRole('textbox', { name: 'Target' }).fill('https://www.acme-outdoor.de/regen');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(table).toContainText('https://www.acme-outdoor.de/regen');

  const enabled = page.getByRole('switch', { name: 'Enabled: E2E Regenjacken' });
  await enabled.click({ force: true });
  await expect(enabled).not.toBeChecked();

  await page.reload();
  await page.getByRole('textbox', { name: 'Filter redirects' }).fill('E2E Regenjacken');
  await expect(page.getByRole('switch', { name: 'Enabled: E2E Regenjacken' })).not.toBeChecked();

  await page.getByRole('button', { name: 'Delete redirect E2E Regenjacken' }).click();
  await page
    .getByRole('dialog', { name: 'Delete redirect?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  const deleted = notification(page, 'Redirect deleted successfully');
  await expect(deleted).toBeVisible();
  await expect(page.getByText('No redirect matches the filter.')).toBeVisible();
  await deleted.getByRole('button', { name: 'Undo' }).click();
  await expect(table).toContainText('https://www.acme-outdoor.de/regen');
});

test('redirects are not offered without RedirectsAccess', async ({ page }) => {
  await signIn(page, accounts.limited, '/search/overview');
  await expect(page.getByRole('link', { name: 'Synonyms' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Redirects' })).toHaveCount(0);
});
