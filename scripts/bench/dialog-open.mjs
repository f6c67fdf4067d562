// Opening a form dialog, measured in Chromium driven by Playwright on the synonyms list (desktop,
// no throttling). A fresh page per run: the list is signed in and shown, the page has settled (its
// dialogs' code is requested once it is idle), then "New synonym rule" is pressed, closed with
// Escape and pressed again.
//
// Definition (also in the report): from the press (the pointerdown event's timestamp, so the wait
// for the main thread counts) to the first animation frame in which the dialog has a size on screen (the time inside that frame).
import { chromium } from '@playwright/test';
import { dialogBudgets } from './budgets.mjs';
import { chromiumArgs, chromiumPath, signInWithPlaywright, viewport } from './chromium.mjs';
import { median } from './timings.mjs';

const screen = {
  path: '/configuration/synonyms/list',
  trigger: 'New synonym rule',
  dialog: 'New synonym rule',
};

/** Presses the trigger and gives the milliseconds until the dialog is on screen. */
async function openAndTime(page) {
  await page.evaluate(() => {
    const probe = {};
    window.dialogProbe = probe;
    document.addEventListener('pointerdown', (event) => (probe.pressedAt ??= event.timeStamp), {
      capture: true,
      once: true,
    });
    const look = () => {
      const dialog = document.querySelector('[role="dialog"]');
      if (dialog && dialog.getBoundingClientRect().height > 0) probe.shownAt = performance.now();
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.getByRole('button', { name: screen.trigger }).click();
  const codeBeforePress = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .some(
        (entry) => /SynonymFormModal/.test(entry.name) && entry.responseEnd < window.dialogProbe.pressedAt,
      ),
  );
  await page.getByRole('dialog', { name: screen.dialog }).waitFor();
  await page.waitForFunction(() => window.dialogProbe.shownAt !== undefined);
  const ms = await page.evaluate(() => Math.round(window.dialogProbe.shownAt - window.dialogProbe.pressedAt));
  return { ms, codeBeforePress };
}

export async function measureDialogOpen({ stack, runs, log = () => {} }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const samples = { first: [], second: [] };
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await signInWithPlaywright(page, stack.portalUrl, 'merchandiser@demo.test', screen.path);
      await page.getByRole('button', { name: screen.trigger }).waitFor();
      await page.waitForLoadState('networkidle');
      const { ms: first, codeBeforePress } = await openAndTime(page);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: screen.dialog }).waitFor({ state: 'detached' });
      const { ms: second } = await openAndTime(page);
      samples.first.push(first);
      samples.second.push(second);
      log(
        `[bench] dialog-open run ${run + 1}: first ${first} ms (its code ${codeBeforePress ? 'was' : 'was not'} in before the press), second ${second} ms`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { samples, firstMs: median(samples.first), secondMs: median(samples.second) };
}

export function dialogOpenFigures(summary) {
  const runs = summary.samples.first.length;
  return [
    {
      id: 'dialog.open.first',
      figure: `"New synonym rule": press → dialog on screen, first opening (median of ${runs})`,
      budget: dialogBudgets.openMs,
      measured: summary.firstMs,
      unit: 'ms',
    },
    {
      id: 'dialog.open.second',
      figure: `"New synonym rule": press → dialog on screen, second opening (median of ${runs})`,
      budget: dialogBudgets.openMs,
      measured: summary.secondMs,
      unit: 'ms',
    },
  ].map((row) => ({ ...row, pass: Number.isFinite(row.measured) && row.measured <= row.budget }));
}
