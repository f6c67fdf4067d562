import { expect, test, type Page } from '@playwright/test';
import { accounts, signIn } from './support';

// Times are checked as the API receives them: in UTC, so the browser works in UTC too.
test.use({ timezoneId: 'UTC' });

const hours = (page: Page) => page.getByRole('spinbutton', { name: 'Hours' });

/** A paste as the browser delivers it (Playwright has no clipboard of its own in headless Chromium). */
async function paste(page: Page, target: ReturnType<Page['getByRole']>, text: string): Promise<void> {
  await target.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** Edits the pin's start with `enter` (in the open picker unless `inField`), saves, and returns the StartTime sent. */
async function savedStart(
  page: Page,
  editName: string,
  enter: () => Promise<void>,
  { inField = false } = {},
): Promise<string | undefined> {
  await page.getByRole('button', { name: editName, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Edit pin / });
  const start = dialog.getByRole('button', { name: 'Start', exact: true });
  if (inField) await enter();
  else {
    await start.click();
    await expect(hours(page)).toBeVisible();
    await enter();
    await page.getByRole('button', { name: 'Apply Start' }).click();
  }
  const request = page.waitForRequest(
    (r) => r.method() === 'PUT' && r.url().includes('/Pulse/UpdateProductPositionOverride'),
  );
  await dialog.getByRole('button', { name: 'Save pin' }).click();
  const body = JSON.parse((await request).postData() ?? '{}') as {
    UpdatedProductPositionOverride: { Pin: { StartTime?: string } };
  };
  await expect(dialog).toBeHidden();
  return body.UpdatedProductPositionOverride.Pin.StartTime;
}

test('a time typed or pasted into a pin schedule is the time saved, or the field says why not', async ({
  page,
}) => {
  // Nine saves through the real sign-in and the production bundle.
  test.setTimeout(240_000);
  await signIn(page, accounts.pins, '/merchandising/pulse/pins');
  const table = page.getByRole('table', { name: 'Pins per query' });
  const edit = table.getByRole('button', { name: /^Edit pin / }).first();
  const editName = (await edit.getAttribute('aria-label')) ?? '';

  // Typed into the hours: each keystroke as a person types it.
  for (const [typed, time] of [
    ['1430', '14:30'],
    ['12:00', '12:00'],
    ['7', '07:00'],
    ['7:5', '07:05'],
  ] as const) {
    const sent = await savedStart(page, editName, async () => {
      await hours(page).click();
      await page.keyboard.type(typed, { delay: 60 });
    });
    expect(sent, `typed ${typed}`).toMatch(new RegExp(`T${time}:00Z$`));
  }

  // Pasted into the hours: a time as people write it, or a whole date and time.
  for (const [pasted, expected] of [
    ['16:45', /T16:45:00Z$/],
    ['0930', /T09:30:00Z$/],
    ['2026-11-30 09:15', /^2026-11-30T09:15:00Z$/],
  ] as const) {
    const sent = await savedStart(page, editName, () => paste(page, hours(page), pasted));
    expect(sent, `pasted ${pasted}`).toMatch(expected);
  }

  // Pasted into the field itself.
  const sent = await savedStart(
    page,
    editName,
    () =>
      paste(
        page,
        page.getByRole('dialog').getByRole('button', { name: 'Start', exact: true }),
        '01.12.2026 18:00',
      ),
    { inField: true },
  );
  expect(sent).toBe('2026-12-01T18:00:00Z');

  // What cannot be read is not scheduled, and the field says why.
  await page.getByRole('button', { name: editName, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Edit pin / });
  const start = dialog.getByRole('button', { name: 'Start', exact: true });
  await paste(page, start, 'next Tuesday');
  await expect(dialog.getByText(/^"next Tuesday" is not a date and time\./)).toBeVisible();
  await expect(start).toContainText('2026-12-01 18:00');

  // An hour past 23 is refused as it is typed, not turned into another hour; the picker cannot be
  // applied until the hours are typed again.
  await start.click();
  await hours(page).click();
  await page.keyboard.type('25:00', { delay: 60 });
  await expect(dialog.getByText('25 is not an hour: type 00 to 23 (e.g. 14 for 2 pm).')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply Start' })).toBeDisabled();
  await page.keyboard.press('Backspace');
  // The refusal is gone once the hours are cleared; then the hours are typed again.
  await expect(dialog.getByText(/is not an hour/)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Apply Start' })).toBeEnabled();
  await page.keyboard.type('2330', { delay: 60 });
  await expect(dialog.getByText(/is not an hour/)).toBeHidden();
  await page.getByRole('button', { name: 'Apply Start' }).click();
  const request = page.waitForRequest(
    (r) => r.method() === 'PUT' && r.url().includes('/Pulse/UpdateProductPositionOverride'),
  );
  await dialog.getByRole('button', { name: 'Save pin' }).click();
  const body = JSON.parse((await request).postData() ?? '{}') as {
    UpdatedProductPositionOverride: { Pin: { StartTime?: string } };
  };
  expect(body.UpdatedProductPositionOverride.Pin.StartTime).toMatch(/T23:30:00Z$/);
});
