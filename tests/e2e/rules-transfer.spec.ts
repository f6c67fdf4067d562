import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { accounts, expectAccessible, signIn } from './support';

// The import/export menu of the pages whose rules hold nested lists or come in variants: an export
// edited by hand and imported again is read and compared in the browser's import worker.

async function open(page: Page, path: string): Promise<void> {
  await page.addInitScript(() => {
    if (window.localStorage.getItem('engine-portal.experimentalFeatures') === null)
      window.localStorage.setItem('engine-portal.experimentalFeatures', 'true');
  });
  await signIn(page, accounts.developer, path);
  await expect(page.getByRole('button', { name: 'Import / export' })).toBeEnabled();
}

async function exportFile(page: Page, item: 'Export as CSV' | 'Export as JSON'): Promise<string> {
  await page.getByRole('button', { name: 'Import / export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: item }).click();
  return readFile(await (await download).path(), 'utf8');
}

async function importFile(page: Page, name: string, content: string) {
  await page
    .getByLabel('File to import')
    .setInputFiles({ name, mimeType: 'application/octet-stream', buffer: Buffer.from(content) });
  return page.getByRole('dialog', { name: `Import ${name}` });
}

test('experience rules: an edited JSON export imports its one changed rule and lists the bad one', async ({
  page,
}) => {
  await open(page, '/merchandising/experience');
  const file = JSON.parse(await exportFile(page, 'Export as JSON')) as {
    rules: { experienceRules: { Query: string; IsFixed: boolean }[] };
  };
  const [first] = file.rules.experienceRules;
  if (!first) throw new Error('the seeded scope has experience rules');
  file.rules.experienceRules = [
    { ...first, IsFixed: !first.IsFixed },
    { Query: ' ', FeatureSets: [], IsFixed: false },
  ] as never;
  const dialog = await importFile(page, 'experience.json', JSON.stringify(file));
  await expect(dialog.getByText(/0 to add, 1 to change, 0 left alone, 1 with errors/)).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Preview' })).toContainText('Queries are required');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Apply 1 row' }).click();
  await expect(dialog.getByText('1 of 1 row applied')).toBeVisible();
});

test('pins: an edited CSV export imports its one changed pin and lists the bad one', async ({ page }) => {
  await open(page, '/merchandising/pulse/pins');
  const lines = (await exportFile(page, 'Export as CSV')).replace(/^\uFEFF/, '').split('\r\n');
  const header = lines[0]!.split(',');
  const pin = lines.find((line) => line.startsWith('query,'))!.split(',');
  pin[header.indexOf('EndTime')] = '2031-01-01T00:00:00Z';
  const csv = [lines[0], pin.join(','), 'query,zelt,,,product,SKU-BAD,first,,,false'].join('\r\n');
  const dialog = await importFile(page, 'pins.csv', csv);
  await expect(dialog.getByText(/0 to add, 1 to change, 0 left alone, 1 with errors/)).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Preview' })).toContainText(
    'Position must be a whole number from 1.',
  );
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Apply 1 row' }).click();
  await expect(dialog.getByText('1 of 1 row applied')).toBeVisible();
});

test('manual recommendations: an edited JSON export imports its one changed entry and lists the bad one', async ({
  page,
}) => {
  await open(page, '/merchandising/recommendations');
  const file = JSON.parse(await exportFile(page, 'Export as JSON')) as {
    rules: { manualRecommendations: { SourceProduct: unknown; TargetProducts: unknown[] }[] };
  };
  const entry = file.rules.manualRecommendations.find((e) => e.TargetProducts.length >= 2)!;
  file.rules.manualRecommendations = [
    { ...entry, TargetProducts: entry.TargetProducts.slice(1) },
    { SourceProduct: { Type: 'product', ExternalId: '' }, TargetProducts: [] },
  ];
  const dialog = await importFile(page, 'recommendations.json', JSON.stringify(file));
  await expect(dialog.getByText(/0 to add, 1 to change, 0 left alone, 1 with errors/)).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Preview' })).toContainText(
    'SourceProduct.ExternalId must not be empty.',
  );
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Apply 1 row' }).click();
  await expect(dialog.getByText('1 of 1 row applied')).toBeVisible();
});
