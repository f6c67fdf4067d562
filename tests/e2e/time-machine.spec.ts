import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts, notification, signIn } from './support';

const scope = 'customerId=acme&storefrontId=acme-de&languageCode=de';
const slow = { timeout: 30_000 };

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const configuration = (page: Page) => sidebar(page).getByRole('group', { name: 'Configuration' });

/** The accessible name of a control minus a known prefix, e.g. the redirect's name of 'Edit redirect <name>'. */
async function nameAfter(control: Locator, prefix: string): Promise<string> {
  const label = (await control.getAttribute('aria-label')) ?? '';
  expect(label.startsWith(prefix)).toBe(true);
  return label.slice(prefix.length);
}

async function openSnapshots(page: Page): Promise<void> {
  await configuration(page).getByRole('link', { name: 'Snapshots', exact: true }).click();
  await expect(page).toHaveURL(/\/configuration\/snapshots\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Snapshots' })).toBeVisible();
}

/** The summary line of the comparison: what is only in the first, only in the second, changed. */
function summary(page: Page): Locator {
  return page.getByText(/^Compared at .*: [\d,]+ only in the first/);
}

/** The counts of the summary line (null while there is none). */
async function counts(page: Page) {
  const text =
    (await summary(page)
      .textContent({ timeout: 1_000 })
      .catch(() => null)) ?? '';
  const match =
    /: ([\d,]+) only in the first, ([\d,]+) only in the second, ([\d,]+) changed, ([\d,]+) the same\./.exec(
      text,
    );
  if (!match) return null;
  const [added, removed, changed, same] = match.slice(1).map((n) => Number(n.replace(/,/g, '')));
  return { added: added!, removed: removed!, changed: changed!, same: same! };
}

/** The rows of "Differences per type" as [type, only first, only second, changed, same]. */
async function perType(page: Page): Promise<Record<string, number[]>> {
  const rows = page.getByRole('table', { name: 'Differences per type' }).locator('tbody tr');
  const result: Record<string, number[]> = {};
  for (const row of await rows.all()) {
    const [type, ...counts] = await row.locator('td').allInnerTexts();
    result[type!.trim()] = counts.map((n) => Number(n.replace(/,/g, '')));
  }
  return result;
}

/** The types with a difference, with their only-first, only-second and changed counts. */
async function typesWithDifferences(page: Page): Promise<Record<string, number[]>> {
  return Object.fromEntries(
    Object.entries(await perType(page))
      .map(([type, counts]) => [type, counts.slice(0, 3)] as const)
      .filter(([, counts]) => counts.some((n) => n > 0)),
  );
}

/** The bulk job in the corner, once finished: its outcome badges. */
async function expectJobFinished(page: Page, applied: number): Promise<void> {
  const jobs = page.getByRole('region', { name: 'Bulk jobs' });
  await expect(jobs.locator('[data-job-state="finished"]')).toBeVisible(slow);
  await expect(jobs.locator('[data-outcome="applied"]')).toHaveText(`Applied: ${applied}`);
  await expect(jobs.locator('[data-outcome="failed"]')).toHaveText('Failed: 0');
  await expect(jobs.locator('[data-outcome="conflict"]')).toHaveText('Conflict: 0');
}

test('snapshots: four edits of four rule types show as exactly four differences; restoring three of them leaves only the fourth', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const synonymQuery = 'e2e zeitmaschine';
  const newTarget = '/e2e/zeitmaschine';

  await signIn(page, accounts.merchandiser, `/configuration/synonyms/list?${scope}`);
  await expect(page.getByRole('table', { name: 'Synonym rules' })).toBeVisible();
  await openSnapshots(page);
  await expect(page.getByText('No snapshots of this scope yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Take snapshot' }).click();
  const snapshots = page.getByRole('table', { name: 'Snapshots' });
  const taken = snapshots.getByRole('row').filter({ has: page.getByText('Taken', { exact: true }) });
  await expect(taken).toHaveCount(1, slow);

  // 1. Synonyms: a new rule.
  await configuration(page).getByRole('link', { name: 'Synonyms', exact: true }).click();
  await page.getByRole('button', { name: 'New synonym rule' }).click();
  const newSynonym = page.getByRole('dialog', { name: 'New synonym rule' });
  await newSynonym.getByLabel('Query').fill(synonymQuery);
  await newSynonym.getByLabel('Synonyms').fill('time machine');
  await newSynonym.getByLabel('Synonyms').press('Enter');
  await newSynonym.getByRole('button', { name: 'Save' }).click();
  await expect(notification(page, 'Synonym saved successfully')).toBeVisible();
  await expect(newSynonym).toBeHidden();

  // 2. Redirects: the first one gets another target.
  await sidebar(page).getByRole('link', { name: 'Redirects', exact: true }).click();
  const redirects = page.getByRole('table', { name: 'Redirects' });
  const editRedirect = redirects.getByRole('button', { name: /^Edit redirect / }).first();
  await expect(editRedirect).toBeVisible();
  const redirectName = await nameAfter(editRedirect, 'Edit redirect ');
  const redirectRow = redirects
    .getByRole('row')
    .filter({ has: page.getByText(redirectName, { exact: true }) });
  const oldTarget = (await redirectRow.getByRole('link').first().innerText()).trim();
  await editRedirect.click();
  const editDialog = page.getByRole('dialog', { name: 'Edit redirect' });
  await editDialog.getByRole('textbox', { name: 'Target', exact: true }).fill(newTarget);
  await editDialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(editDialog).toBeHidden();
  await expect(redirectRow).toContainText(newTarget);

  // 3. Boost & bury on search: the first rule deleted.
  await sidebar(page)
    .getByRole('group', { name: 'Search' })
    .getByRole('link', { name: 'Boost & bury' })
    .click();
  const boosts = page.getByRole('table', { name: 'Boost and bury rules' });
  const deleteBoost = boosts.getByRole('button', { name: /^Delete rule: / }).first();
  await expect(deleteBoost).toBeVisible();
  const boostSentence = await nameAfter(deleteBoost, 'Delete rule: ');
  const boostRows = boosts.getByRole('row').filter({ has: page.getByText(boostSentence, { exact: true }) });
  const boostCount = await boostRows.count();
  await deleteBoost.click();
  await page
    .getByRole('dialog', { name: 'Delete boost rule?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(notification(page, 'Boost rule deleted successfully')).toBeVisible();
  await expect(boostRows).toHaveCount(boostCount - 1);

  // 4. Local pins: the first pin per query deleted.
  await sidebar(page).getByRole('link', { name: 'Local pins', exact: true }).click();
  const queryPins = page.getByRole('table', { name: 'Pins per query' });
  const deletePin = queryPins.getByRole('button', { name: /^Delete pin / }).first();
  await expect(deletePin).toBeVisible();
  const pinName = await nameAfter(deletePin, 'Delete pin ');
  await deletePin.click();
  await page.getByRole('dialog', { name: 'Delete pin?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(notification(page, 'Pin deleted successfully').first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete pin ${pinName}`, exact: true })).toHaveCount(0);

  // Compare the snapshot with live: the four edits and nothing else.
  await openSnapshots(page);
  await taken.getByRole('button', { name: /^Compare snapshot of .* with live$/ }).click();
  await expect(summary(page)).toBeVisible(slow);
  const before = (await counts(page))!;
  expect({ ...before, same: 0 }).toEqual({ added: 2, removed: 1, changed: 1, same: 0 });
  expect(await typesWithDifferences(page)).toEqual({
    Synonyms: [0, 1, 0],
    Redirects: [0, 0, 1],
    'Boost & bury (search)': [1, 0, 0],
    'Pins per query': [1, 0, 0],
  });
  // Every row of each type is counted once: the counts add up to the rules of both sides.
  const sames = Object.values(await perType(page)).reduce((sum, counts) => sum + counts[3]!, 0);
  expect(sames).toBe(before.same);
  const differences = page.getByRole('table', { name: 'Differences', exact: true });
  await expect(page.getByText('4 of 4 differences shown')).toBeVisible();
  const row = (type: string) => differences.getByRole('row').filter({ hasText: type });
  await expect(row('Synonyms')).toContainText(synonymQuery);
  await expect(row('Synonyms')).toContainText('Only in the second');
  await expect(row('Redirects')).toContainText(redirectName);
  await expect(row('Redirects')).toContainText(`${newTarget} → ${oldTarget}`);
  await expect(row('Boost & bury (search)')).toContainText('Only in the first');
  await expect(row('Pins per query')).toContainText('Only in the first');

  // Restore three of them: the synonym, the redirect and the boost rule.
  for (const type of ['Synonyms', 'Redirects', 'Boost & bury (search)'])
    await row(type).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Restore selected (3)' }).click();
  await expectJobFinished(page, 3);

  // Compare again: only the pin is left.
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect
    .poll(() => counts(page), slow)
    // The redirect and the boost rule are the same again; the added synonym is gone from both sides.
    .toEqual({ added: 1, removed: 0, changed: 0, same: before.same + 2 });
  await expect(page.getByText('1 of 1 differences shown')).toBeVisible();
  expect(await typesWithDifferences(page)).toEqual({ 'Pins per query': [1, 0, 0] });

  // Three snapshots within a minute or so now: the one taken, the portal's own before the first
  // edit of the day, and the one kept before the restore. Each can be told apart, in the list and
  // in the choice of what to compare.
  await expect(snapshots.getByRole('row')).toHaveCount(4);
  const compareButtons = await snapshots
    .getByRole('button', { name: /^Compare snapshot of .* with live$/ })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
  expect(new Set(compareButtons).size).toBe(3);
  await page.getByRole('combobox', { name: 'Compare', exact: true }).click();
  const choices = await page.getByRole('option', { name: /^Snapshot of / }).allInnerTexts();
  expect(choices).toHaveLength(3);
  expect(new Set(choices).size).toBe(3);
  await page.keyboard.press('Escape');

  // The list pages agree: three as in the snapshot, the pin still deleted.
  await configuration(page).getByRole('link', { name: 'Synonyms', exact: true }).click();
  await page.getByRole('textbox', { name: 'Filter synonym rules' }).fill(synonymQuery);
  await expect(page.getByText('No synonym rule matches the filter.')).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Redirects', exact: true }).click();
  await expect(redirectRow).toContainText(oldTarget);
  await expect(redirectRow).not.toContainText(newTarget);
  await sidebar(page)
    .getByRole('group', { name: 'Search' })
    .getByRole('link', { name: 'Boost & bury' })
    .click();
  await expect(boostRows).toHaveCount(boostCount);
  await sidebar(page).getByRole('link', { name: 'Local pins', exact: true }).click();
  await expect(queryPins.getByRole('button', { name: /^Delete pin / }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete pin ${pinName}`, exact: true })).toHaveCount(0);
});

test('change journal: an edit shows after a reload and a new sign-in of the same user, and not to another user of the browser', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const query = 'e2e tagebuch';
  const heading = `Added: Synonyms · ${query}`;
  const journal = `/configuration/journal?${scope}`;
  const signOut = async () => {
    await page
      .getByRole('button', { name: 'Sign out!' })
      .or(page.getByRole('link', { name: 'Sign out!' }))
      .click();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  };

  await signIn(page, accounts.merchandiser, `/configuration/synonyms/list?${scope}`);
  await page.getByRole('button', { name: 'New synonym rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'New synonym rule' });
  await dialog.getByLabel('Query').fill(query);
  await dialog.getByLabel('Synonyms').fill('diary');
  await dialog.getByLabel('Synonyms').press('Enter');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(notification(page, 'Synonym saved successfully')).toBeVisible();

  await configuration(page).getByRole('link', { name: 'Change journal', exact: true }).click();
  await expect(page).toHaveURL(/\/configuration\/journal\?/);
  const entry = page.getByRole('article', { name: heading });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('Mia Merchandiser');
  await expect(entry.getByRole('row', { name: /Synonyms/ })).toContainText('diary');

  await page.reload();
  await expect(entry).toBeVisible();

  await signOut();
  await signIn(page, accounts.merchandiser, journal);
  await expect(page).toHaveURL(/\/configuration\/journal\?/);
  await expect(entry).toBeVisible();

  // Another account in the same browser: its own, empty journal of the same scope.
  await signOut();
  await signIn(page, accounts.limited, journal);
  await expect(page).toHaveURL(/\/configuration\/journal\?.*customerId=acme.*storefrontId=acme-de/);
  await expect(page.getByRole('heading', { level: 1, name: 'Change journal' })).toBeVisible();
  await expect(
    page.getByText('No changes to the rules of this scope have been made from this browser yet.'),
  ).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByText(query)).toHaveCount(0);

  // And the first account's journal is still there for it.
  await signOut();
  await signIn(page, accounts.merchandiser, journal);
  await expect(entry).toBeVisible();
});

test('snapshots: copying a whole scope to another leaves no rule of the first missing or different in the second', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const first = 'Live: Acme Outdoor / acme-outdoor.de / de';
  const second = 'Live: Acme Outdoor / acme-outdoor.at / de';

  await signIn(page, accounts.merchandiser, `/configuration/snapshots?${scope}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Snapshots' })).toBeVisible();
  const pick = async (label: string, option: string) => {
    await page.getByRole('combobox', { name: label, exact: true }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
    await expect(page.getByRole('combobox', { name: label, exact: true })).toHaveValue(option);
  };
  await pick('Compare', first);
  await pick('with', second);
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(summary(page)).toBeVisible(slow);
  const before = (await counts(page))!;
  expect(before.added + before.changed).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Copy whole scope (every type) to the second' }).click();
  await expectJobFinished(page, before.added + before.changed);

  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  // Rules only in the second are kept (docs/rules.md); everything of the first is now in the second as it is.
  await expect
    .poll(() => counts(page), slow)
    .toEqual({
      added: 0,
      removed: before.removed,
      changed: 0,
      same: before.same + before.added + before.changed,
    });
  for (const [type, counts] of Object.entries(await perType(page)))
    expect([type, counts[0], counts[2]]).toEqual([type, 0, 0]);

  // The second scope keeps one snapshot from right before the copy, to undo it with.
  await page.goto('/configuration/snapshots?customerId=acme&storefrontId=acme-at&languageCode=de');
  const kept = page.getByRole('table', { name: 'Snapshots' }).locator('tbody tr');
  await expect(kept).toHaveCount(1);
  await expect(kept).toContainText('Automatic');
});
