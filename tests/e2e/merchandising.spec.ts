import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import { accounts, expectAccessible, notification, signIn } from './support';

const shots = '/tmp/e2e-shots/merchandising';

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  // A full-page shot of a scrolled page draws the fixed shell at the scroll position.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const experimentalPages = ['Experience rules', 'Manual recommendations', 'Pulse'] as const;

/** The internal account's switch in the account-settings menu (stored in localStorage). */
async function enableExperimental(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account settings' }).click();
  await page.getByRole('switch', { name: 'Experimental features' }).check({ force: true });
  await page.keyboard.press('Escape');
  for (const name of experimentalPages)
    await expect(sidebar(page).getByRole('link', { name, exact: true })).toBeVisible();
  expect(
    await page.evaluate(() => window.localStorage.getItem('engine-portal.experimentalFeatures')),
  ).toBeTruthy();
}

/** The accessible name of a control minus a known prefix, e.g. the product title of 'Add <title>'. */
async function nameAfter(control: Locator, prefix: string): Promise<string> {
  const label = (await control.getAttribute('aria-label')) ?? '';
  expect(label.startsWith(prefix)).toBe(true);
  return label.slice(prefix.length);
}

// ---------------------------------------------------------------------------------------------
// Experience rules

interface PreviewRule {
  Query: string;
  FeatureSets: { Weight: number; Entity: { ExternalId: string } }[];
}

/** The next Experience/Preview/Preview answer for a rule the check accepts. */
function previewAnswer(page: Page, check: (rule: PreviewRule) => boolean): Promise<Response> {
  return page.waitForResponse((response) => {
    const request = response.request();
    if (request.method() !== 'POST' || !response.url().includes('/Experience/Preview/Preview')) return false;
    const rule = (JSON.parse(request.postData() ?? '{}') as { ExperienceRule?: PreviewRule }).ExperienceRule;
    return rule !== undefined && check(rule);
  });
}

const previewCard = (page: Page) => page.locator('section[aria-labelledby="experience-preview-title"]');
const previewItems = (page: Page) =>
  page.getByRole('list', { name: 'Preview products' }).getByRole('listitem');

/** Waits until the preview shows this answer's products in its order; returns their ids. */
async function previewShows(page: Page, answer: Response): Promise<string[]> {
  const { Products } = (await answer.json()) as { Products: { Entity: { ExternalId: string } }[] };
  const ids = Products.map((product) => product.Entity.ExternalId);
  expect(ids.length).toBeGreaterThan(0);
  await expect
    .poll(async () => {
      const texts = await previewItems(page).allInnerTexts();
      return texts.length === ids.length && texts.every((text, index) => text.includes(ids[index]!));
    })
    .toBe(true);
  return ids;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Searches the editor's product search and makes a feature set of the first product found. */
async function addFeatureSet(page: Page, search: string, index: number): Promise<string> {
  await page.getByRole('textbox', { name: 'Search products' }).fill(search);
  // The results of the previous search stay until the new ones arrive.
  const create = page
    .getByRole('list', { name: 'Found products' })
    .getByRole('button', { name: /^Create feature set from / })
    .first();
  await expect(create).toHaveAttribute('aria-label', new RegExp(escapeRegExp(search)));
  const title = await nameAfter(create, 'Create feature set from ');
  await create.click();
  const card = page.getByRole('region', { name: `Feature set ${index}`, exact: true });
  await expect(card).toContainText(title);
  await expect(card.getByRole('textbox', { name: `Weight of feature set ${index}` })).toHaveValue('1');
  return title;
}

test('experience rules: create with two feature sets, the preview follows the weight, save, reopen, delete', async ({
  page,
}) => {
  const query = 'e2e jacket';
  await signIn(page, accounts.developer);
  await enableExperimental(page);

  await sidebar(page).getByRole('link', { name: 'Experience rules', exact: true }).click();
  await expect(page).toHaveURL(/\/merchandising\/experience\?/);
  const table = page.getByRole('table', { name: 'Experience rules' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, '01-experience-list');

  await page.getByRole('link', { name: 'New experience rule' }).click();
  await expect(page).toHaveURL(/\/merchandising\/experience\/editor/);
  await expect(page.getByRole('heading', { name: 'New experience rule' })).toBeVisible();
  const queries = page.getByRole('combobox', { name: 'Queries' });
  await queries.fill(query);
  await queries.press('Enter');
  await expect(previewItems(page).first()).toBeVisible();

  const jacket = await addFeatureSet(page, 'Rain Jacket', 1);
  // The second set is made from a product the query does not find: its weight decides whether it shows.
  const twoSets = previewAnswer(page, (rule) => rule.Query === query && rule.FeatureSets.length === 2);
  const boot = await addFeatureSet(page, 'Hiking Boot', 2);
  const twoSetsAnswer = await twoSets;
  const bootId = (JSON.parse(twoSetsAnswer.request().postData() ?? '{}') as { ExperienceRule: PreviewRule })
    .ExperienceRule.FeatureSets[1]!.Entity.ExternalId;
  const before = await previewShows(page, twoSetsAnswer);
  expect(before[0]).not.toBe(bootId);
  await expectAccessible(page);
  await shoot(page, '02-experience-editor-weight-1');

  const weighted = previewAnswer(page, (rule) => rule.FeatureSets[1]?.Weight === 10);
  const weight = page.getByRole('textbox', { name: 'Weight of feature set 2' });
  await weight.fill('10');
  await weight.press('Tab');
  const after = await previewShows(page, await weighted);
  expect(after).not.toEqual(before);
  // The boot's features now outweigh the query's words: it leads, its move told in words, and the
  // products it passed are marked as moved down.
  expect(after[0]).toBe(bootId);
  const was = before.indexOf(bootId);
  await expect(previewItems(page).first()).toContainText(boot);
  await expect(previewItems(page).first()).toContainText(was === -1 ? 'new on this page' : `moved up ${was}`);
  await expect(
    previewCard(page)
      .getByText(/^moved down \d+$/)
      .first(),
  ).toBeAttached();
  await shoot(page, '03-experience-editor-weight-10');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notification(page, 'Experience rule saved successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit experience rule' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]query=e2e(\+|%20)jacket/);

  // Reopen from the list.
  await page.getByRole('link', { name: 'Back to the list' }).click();
  await page.getByRole('textbox', { name: 'Search experience rules' }).fill(query);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('2');
  // The edit button's name ('Edit experience rule e2e jacket') contains the query too.
  await table.getByRole('link', { name: query, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit experience rule' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Feature set 1', exact: true })).toContainText(jacket);
  await expect(page.getByRole('region', { name: 'Feature set 2', exact: true })).toContainText(boot);
  await expect(page.getByRole('textbox', { name: 'Weight of feature set 2' })).toHaveValue('10');
  await expect(page.getByRole('textbox', { name: 'Weight of feature set 1' })).toHaveValue('1');
  await expect(previewItems(page).first()).toContainText(boot);

  // Delete: a control code is requested first, then the deletion carries it.
  await page.getByRole('link', { name: 'Back to the list' }).click();
  await page.getByRole('textbox', { name: 'Search experience rules' }).fill(query);
  await page.getByRole('button', { name: `Delete experience rule ${query}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete experience rule?' });
  await expect(confirm).toContainText(`The experience rule for "${query}" will be deleted for this scope.`);
  const codeAnswer = page.waitForResponse((r) => r.url().includes('/Experience/ControlCode'));
  const deletion = page.waitForRequest(
    (r) => r.method() === 'DELETE' && r.url().includes('/Experience/Rule'),
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  const { ControlCode } = (await (await codeAnswer).json()) as { ControlCode: string };
  expect(JSON.parse((await deletion).postData() ?? '{}')).toEqual({ Query: query, ControlCode });
  await expect(notification(page, 'Experience rule deleted successfully')).toBeVisible();
  await expect(page.getByText('No experience rule matches the search.')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(1);
});

// ---------------------------------------------------------------------------------------------
// Manual recommendations

const targetList = (page: Page) => page.getByRole('list', { name: 'Recommended products in order' });
const targetOrder = (page: Page) =>
  targetList(page)
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));

/**
 * Types into one of the page's product searches and returns its result buttons (named by `name`,
 * whose group is the product title) once every one of them shows a product matching the words.
 */
async function searchProducts(
  page: Page,
  field: string,
  words: string,
  name: RegExp,
): Promise<{ title: string; button: Locator }[]> {
  await page.getByRole('textbox', { name: field }).fill(words);
  const buttons = page.getByRole('button', { name });
  const titles = () => buttons.evaluateAll((all) => all.map((b) => b.getAttribute('aria-label') ?? ''));
  await expect
    .poll(async () => {
      const names = await titles();
      return names.length > 0 && names.every((label) => label.includes(words));
    })
    .toBe(true);
  const labels = await titles();
  return labels.map((label, index) => ({ title: label.replace(name, '$1'), button: buttons.nth(index) }));
}

test('manual recommendations: add targets by search, reorder by keyboard, save, and the order survives a reload', async ({
  page,
}) => {
  await signIn(page, accounts.developer);
  await enableExperimental(page);
  await sidebar(page).getByRole('link', { name: 'Manual recommendations', exact: true }).click();
  await expect(page).toHaveURL(/\/merchandising\/recommendations/);
  await expect(page.getByRole('list', { name: 'Products with recommendations' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, '04-recommendations-start');

  // A source product without recommendations yet.
  const [source] = await searchProducts(
    page,
    'Find a source product',
    'Headlamp',
    /^Choose (.*) as source product$/,
  );
  const sourceTitle = source!.title;
  await source!.button.click();
  await expect(page).toHaveURL(/sourceId=/);
  await expect(page.getByText('No recommended products yet. Add some with the search below.')).toBeVisible();

  // Three targets with different titles, found by search.
  const titles: string[] = [];
  for (const found of await searchProducts(
    page,
    'Add recommended products',
    'Trekking Poles',
    /^Add (.*)$/,
  )) {
    if (titles.includes(found.title) || found.title === sourceTitle) continue;
    await found.button.click();
    titles.push(found.title);
    if (titles.length === 3) break;
  }
  expect(titles).toHaveLength(3);
  const [a, b, c] = titles as [string, string, string];
  await expect.poll(() => targetOrder(page)).toEqual([a, b, c]);
  await expect(page.getByRole('button', { name: `Move up ${a}` })).toBeDisabled();

  // Keyboard only: the move buttons, then the drag handle (Space, arrow, Space).
  await page.getByRole('button', { name: `Move down ${a}` }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => targetOrder(page)).toEqual([b, a, c]);
  await page.getByRole('button', { name: `Move up ${c}` }).focus();
  await page.keyboard.press('Space');
  await expect.poll(() => targetOrder(page)).toEqual([b, c, a]);
  // dnd-kit's live region tells each step; the next key waits for it (positions are measured per step).
  const announced = page.locator('[id^="DndLiveRegion"]');
  await page.getByRole('button', { name: `Drag ${a}` }).focus();
  await page.keyboard.press('Space');
  // Picking up announces itself, and at once that the product is over its own place.
  await expect(announced).toHaveText(
    new RegExp(`^(Picked up ${escapeRegExp(a)} at|${escapeRegExp(a)} is over) position 3\\.$`),
  );
  await page.keyboard.press('ArrowUp');
  await expect(announced).toHaveText(`${a} is over position 2.`);
  await page.keyboard.press('ArrowUp');
  await expect(announced).toHaveText(`${a} is over position 1.`);
  await page.keyboard.press('Space');
  await expect(announced).toHaveText(`${a} was dropped at position 1.`);
  await expect.poll(() => targetOrder(page)).toEqual([a, b, c]);
  await expectAccessible(page);
  await shoot(page, '05-recommendations-edited');

  await page.getByRole('button', { name: 'Save recommendations' }).click();
  await expect(notification(page, 'Manual recommendations saved successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save recommendations' })).toBeDisabled();

  await page.reload();
  await expect.poll(() => targetOrder(page), { timeout: 15_000 }).toEqual([a, b, c]);
  await expect(page.getByRole('list', { name: 'Products with recommendations' })).toContainText(sourceTitle);
  await expect(
    page
      .getByRole('list', { name: 'Products with recommendations' })
      .getByRole('button', { name: new RegExp(escapeRegExp(sourceTitle)) }),
  ).toContainText('3 recommended');
  await shoot(page, '06-recommendations-reloaded');
});

// ---------------------------------------------------------------------------------------------
// Pulse

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The 15th of next month: as the calendar names the day, and as the lists show it. */
function nextMonthsFifteenth(): { label: string; iso: string } {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth() + 1, 15);
  const month = String(day.getMonth() + 1).padStart(2, '0');
  return {
    label: `15 ${monthNames[day.getMonth()]} ${day.getFullYear()}`,
    iso: `${day.getFullYear()}-${month}-15`,
  };
}

/** The title of a product in the ranking that is not pinned here and whose title is unique on screen. */
async function unpinnedProduct(table: Locator): Promise<string> {
  const rows = table.getByRole('row').filter({ has: table.page().getByRole('button', { name: /^Pin / }) });
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) {
    if ((await row.getByText('Pinned', { exact: true }).count()) > 0) continue;
    const title = await nameAfter(row.getByRole('button', { name: /^Pin / }), 'Pin ');
    if ((await table.getByRole('button', { name: `Pin ${title}`, exact: true }).count()) === 1) return title;
  }
  throw new Error('no unpinned product with a unique title in the ranking');
}

/** Fills the pin dialog: position, end date on the 15th of next month, save. */
async function savePin(page: Page, dialog: Locator, position: string, shot?: string): Promise<void> {
  const fifteenth = nextMonthsFifteenth();
  await dialog.getByRole('textbox', { name: 'Position' }).fill(position);
  await dialog.getByRole('button', { name: 'End', exact: true }).click();
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: fifteenth.label, exact: true }).click();
  if (shot) await shoot(page, shot);
  await page.getByRole('button', { name: 'Apply End' }).click();
  await expect(dialog.getByRole('button', { name: 'End', exact: true })).toContainText(fifteenth.iso);
  await dialog.getByRole('button', { name: 'Save pin' }).click();
  await expect(notification(page, 'Pin saved successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('pulse: pin a product globally and per query with an end date from the ranking, the per-query pin in the local pins list, delete it', async ({
  page,
}) => {
  const query = 'rain jacket';
  const fifteenth = nextMonthsFifteenth();
  await signIn(page, accounts.developer);
  await enableExperimental(page);
  await sidebar(page).getByRole('link', { name: 'Pulse', exact: true }).click();
  await expect(page).toHaveURL(/\/merchandising\/pulse\?/);
  const global = page.getByRole('table', { name: 'Pulse ranking: Global' });
  const globalTitle = await unpinnedProduct(global);
  await expectAccessible(page);
  await shoot(page, '07-pulse-global');

  await global.getByRole('button', { name: `Pin ${globalTitle}`, exact: true }).click();
  const globalDialog = page.getByRole('dialog', { name: `Pin ${globalTitle}` });
  await expect(globalDialog.getByRole('radio', { name: 'All result lists (global)' })).toBeChecked();
  await expectAccessible(page);
  await shoot(page, '08-pulse-pin-form');
  await savePin(page, globalDialog, '2', '08b-pulse-pin-form-end-date');
  await expect(
    global.getByRole('row').filter({ hasText: globalTitle }).getByText('Pinned', { exact: true }),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Per query' }).click();
  await page.getByRole('combobox', { name: 'Query' }).fill(query);
  await page.getByRole('button', { name: 'Show ranking' }).click();
  const perQuery = page.getByRole('table', { name: `Pulse ranking: Query "${query}"` });
  const queryTitle = await unpinnedProduct(perQuery);
  await perQuery.getByRole('button', { name: `Pin ${queryTitle}`, exact: true }).click();
  const queryDialog = page.getByRole('dialog', { name: `Pin ${queryTitle}` });
  await expect(queryDialog.getByRole('radio', { name: 'One query' })).toBeChecked();
  await expect(queryDialog.getByRole('combobox', { name: 'Query' })).toHaveValue(query);
  await savePin(page, queryDialog, '1');
  await shoot(page, '09-pulse-query-pinned');

  // The local pins list: pins per query and per navigation page only (PulseLocalPinsAccess); global pins stay in Pulse.
  await page.getByRole('link', { name: 'Local pins' }).first().click();
  await expect(page).toHaveURL(/\/merchandising\/pulse\/pins/);
  const queryPins = page.getByRole('table', { name: 'Pins per query' });
  await expect(page.getByRole('table', { name: 'Pins per navigation page' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Global pins' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Delete pin ${globalTitle}`, exact: true })).toHaveCount(0);
  const queryDelete = `Delete pin ${queryTitle} (Query "${query}")`;
  const queryRow = queryPins
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: queryDelete, exact: true }) });
  await expect(queryRow).toContainText(fifteenth.iso);
  await expect(queryRow).toContainText(query);
  await expectAccessible(page);
  await shoot(page, '10-pulse-pins-list');

  await page.getByRole('button', { name: queryDelete, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete pin?' });
  await expect(confirm).toContainText(`(Query "${query}")`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(notification(page, 'Pin deleted successfully').first()).toBeVisible();
  await expect(page.getByRole('button', { name: queryDelete, exact: true })).toHaveCount(0);
});

// ---------------------------------------------------------------------------------------------
// Without experimental features

test('without experimental features the experimental merchandising screens are not offered', async ({
  page,
}) => {
  await signIn(page, accounts.merchandiser);
  const nav = sidebar(page);
  await expect(nav.getByRole('link', { name: 'Local pins', exact: true })).toBeVisible();
  for (const name of experimentalPages)
    await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
  for (const path of [
    '/merchandising/experience',
    '/merchandising/recommendations',
    '/merchandising/pulse',
  ]) {
    await page.goto(path);
    await expect(page.getByText(/You don't have access to/)).toBeVisible();
    await expect(
      page.getByRole('heading', { name: /^(Experience rules|Manual recommendations|Pulse)$/ }),
    ).toHaveCount(0);
  }
});
