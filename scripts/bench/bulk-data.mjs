// Stage `bulk-data`: the synonyms list and the import at 1,000, 10,000 and 100,000 rules
// (mock scenarios medium-data, large-data, huge-data), so the report shows how each cost grows.
// Budgets apply at 100,000 (bulkDataBudgets). Measured in Chromium against the mock server over HTTP.
//
// - first render and keystroke: as in timings.mjs (measureList), for the synonyms list;
// - select all + export: click "Select all shown", then Import / export → Export as CSV, until the
//   browser reports the download (the export reads the scope fresh from the server);
// - import preview: a CSV with as many rows as the list (a tenth changed, a tenth new, the rest
//   identical) picked in the file input, until the preview's counts are on screen; the longest
//   main-thread task meanwhile is reported (the parsing and diffing run in a Web Worker);
// - heap: the JS heap after the preview, after a forced garbage collection.
import { chromium } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bulkDataBudgets } from './budgets.mjs';
import { chromiumArgs, chromiumPath, signInWithPlaywright, viewport } from './chromium.mjs';
import { installPageProbe } from './page-probe.mjs';
import { listScreens, measureList, median, withSearch } from './timings.mjs';

export const bulkSizes = [
  { scenario: 'medium-data', rows: 1_000 },
  { scenario: 'large-data', rows: 10_000 },
  { scenario: 'huge-data', rows: 100_000 },
];

/** The mock API's token for a user: an unsigned JWT with the e-mail (mocks/auth.ts mockAccessToken). */
export const mockToken = (email) => {
  const encode = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: email, email })}.`;
};

const csvCell = (value) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The file to import: built from the list the server holds, so the preview has all three outcomes. */
export async function writeImportFile(apiUrl, token, scope, rows, dir) {
  const url = new URL(`${apiUrl}/EngineSettings/SynonymsForScope`);
  for (const [key, value] of Object.entries(scope)) url.searchParams.set(key, value);
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const rules = await response.json();
  if (!response.ok || !Array.isArray(rules))
    throw new Error(
      `Reading the synonyms failed: HTTP ${response.status} ${JSON.stringify(rules).slice(0, 300)}`,
    );
  const lines = rules.slice(0, rows).map((rule, i) => {
    if (i % 10 === 1) return `${csvCell(rule.Query)},${csvCell([...rule.Synonyms, 'neu'].join(' | '))}`;
    if (i % 10 === 2) return `${csvCell(`${rule.Query} import ${i}`)},${csvCell(rule.Synonyms.join(' | '))}`;
    return `${csvCell(rule.Query)},${csvCell(rule.Synonyms.join(' | '))}`;
  });
  const path = join(dir, `synonyms-${rows}.csv`);
  writeFileSync(path, `\uFEFFQuery,Synonyms\r\n${lines.join('\r\n')}\r\n`);
  return path;
}

export async function selectAllAndExport(page) {
  const since = await page.evaluate(() => performance.now());
  const started = Date.now();
  await page.getByRole('checkbox', { name: 'Select all shown' }).click();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('main input[type=checkbox]')].slice(1, 3).every((box) => box.checked),
  );
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Import / export' }).click();
  await page.getByRole('menuitem', { name: 'Export as CSV' }).click();
  await download;
  const ms = Date.now() - started;
  const longest = await page.evaluate(
    (start) =>
      Math.max(
        0,
        ...window.__benchProbe.longTasks.filter((task) => task.start >= start).map((task) => task.duration),
      ),
    since,
  );
  // Leave nothing selected for the next measurement.
  await page.getByRole('checkbox', { name: 'Select all shown' }).click();
  return { ms, longestTaskMs: longest };
}

export async function importPreview(page, file) {
  await page.getByRole('button', { name: 'Import / export' }).click();
  await page.getByRole('menuitem', { name: /Import from CSV or JSON/ }).waitFor();
  await page.keyboard.press('Escape');
  const since = await page.evaluate(() => performance.now());
  const started = Date.now();
  await page.getByLabel('File to import').setInputFiles(file);
  const dialog = page.getByRole('dialog', { name: /^Import synonyms-/ });
  await dialog.getByText(/to add, .* to change, .* left alone/).waitFor({ timeout: 60_000 });
  await dialog.getByRole('table', { name: 'Preview' }).locator('tbody tr[aria-rowindex]').first().waitFor();
  const ms = Date.now() - started;
  const longest = await page.evaluate(
    (start) =>
      Math.max(
        0,
        ...window.__benchProbe.longTasks.filter((task) => task.start >= start).map((task) => task.duration),
      ),
    since,
  );
  const counts = await dialog.getByText(/to add, .* to change/).textContent();
  return {
    ms,
    longestTaskMs: longest,
    counts: counts?.trim(),
    close: () => dialog.getByRole('button', { name: 'Cancel' }).click(),
  };
}

async function heapUsed(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

export async function measureBulkData({ stack, runs, log = console.log }) {
  const screen = listScreens.find((candidate) => candidate.id === 'synonyms');
  const dir = mkdtempSync(join(tmpdir(), 'bench-bulk-'));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const sizes = [];
  try {
    for (const size of bulkSizes) {
      await stack.setScenarios([size.scenario]);
      const context = await browser.newContext({ viewport, acceptDownloads: true });
      await context.addInitScript(installPageProbe);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const scoped = await signInWithPlaywright(page, stack.portalUrl, 'merchandiser@demo.test', screen.path);
      const scope = Object.fromEntries(
        [...new URL(scoped).searchParams].filter(([key]) =>
          ['customerId', 'storefrontId', 'languageCode'].includes(key),
        ),
      );
      const token = mockToken('merchandiser@demo.test');
      const file = await writeImportFile(stack.apiUrl, token, scope, size.rows, dir);
      const perRun = [];
      for (let run = 1; run <= runs; run += 1) {
        const url = withSearch(stack.portalUrl, scoped, screen.path);
        const list = await measureList(page, url, { ...screen, rows: size.rows });
        const exported = await selectAllAndExport(page);
        const preview = await importPreview(page, file);
        const heapBytes = await heapUsed(cdp);
        await preview.close();
        perRun.push({
          firstRenderMs: list.firstRenderMs,
          keystrokeMs: list.keystrokeMs,
          exportMs: exported.ms,
          exportLongestTaskMs: exported.longestTaskMs,
          importMs: preview.ms,
          importLongestTaskMs: preview.longestTaskMs,
          heapBytes,
          counts: preview.counts,
        });
        log(
          `[bench] bulk ${size.rows} run ${run}: first render ${list.firstRenderMs.toFixed(1)} ms, keystroke ${list.keystrokeMs.toFixed(1)} ms, select all + export ${exported.ms} ms (longest task ${exported.longestTaskMs.toFixed(0)} ms), import preview ${preview.ms} ms (longest task ${preview.longestTaskMs.toFixed(0)} ms; ${preview.counts}), heap ${(heapBytes / 1048576).toFixed(1)} MB`,
        );
      }
      const pick = (key) => median(perRun.map((run) => run[key]));
      sizes.push({
        scenario: size.scenario,
        rows: size.rows,
        firstRenderMs: pick('firstRenderMs'),
        keystrokeMs: pick('keystrokeMs'),
        exportMs: pick('exportMs'),
        exportLongestTaskMs: pick('exportLongestTaskMs'),
        importMs: pick('importMs'),
        importLongestTaskMs: pick('importLongestTaskMs'),
        heapBytes: pick('heapBytes'),
        runs: perRun,
      });
      await context.close();
    }
  } finally {
    await browser.close();
    await stack.setScenarios([]);
  }
  return { sizes, runs };
}

const perThousand = (ms, rows) => (ms / rows) * 1000;

export function bulkDataFigures(result) {
  const huge = result.sizes.find((size) => size.rows === 100_000);
  if (!huge) return [];
  const runs = result.runs;
  const rows = [
    {
      id: 'bulk.synonyms.firstRender',
      figure: `100,000 synonyms: first render of the list, opened from the sidebar (median of ${runs})`,
      budget: bulkDataBudgets.listFirstRenderMs,
      measured: huge.firstRenderMs,
      unit: 'ms',
    },
    {
      id: 'bulk.synonyms.keystroke',
      figure: `100,000 synonyms: keystroke in the filter → list painted (median of ${runs})`,
      budget: bulkDataBudgets.listFilterKeystrokeMs,
      measured: huge.keystrokeMs,
      unit: 'ms',
    },
    {
      id: 'bulk.synonyms.selectAllExport',
      figure: `100,000 synonyms: select all + export CSV (median of ${runs})`,
      budget: bulkDataBudgets.selectAllExportMs,
      measured: huge.exportMs,
      unit: 'ms',
    },
    {
      id: 'bulk.synonyms.importPreview',
      figure: `100,000-row CSV: import preview on screen (median of ${runs})`,
      budget: bulkDataBudgets.importPreviewMs,
      measured: huge.importMs,
      unit: 'ms',
    },
    {
      id: 'bulk.synonyms.heap',
      figure: 'JS heap after the 100,000-row import preview (after GC)',
      budget: bulkDataBudgets.heapAfterImportBytes,
      measured: huge.heapBytes,
      unit: 'bytes',
    },
  ];
  return rows.map((row) => ({ ...row, pass: Number.isFinite(row.measured) && row.measured <= row.budget }));
}

/** Markdown: each cost at 1,000, 10,000 and 100,000 rows, and per 1,000 rows. */
export function bulkDataGrowthTable(result) {
  const header = [
    'Cost',
    ...result.sizes.map((size) => `${size.rows.toLocaleString('en')} rows`),
    ...result.sizes.map((size) => `per 1,000 at ${size.rows.toLocaleString('en')}`),
  ];
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const costs = [
    ['List first render (ms)', 'firstRenderMs'],
    ['Filter keystroke (ms)', 'keystrokeMs'],
    ['Select all + export CSV (ms)', 'exportMs'],
    ['Import preview (ms)', 'importMs'],
    ['Longest main-thread task during the import (ms)', 'importLongestTaskMs'],
  ];
  const rows = costs.map(([label, key]) =>
    line([
      label,
      ...result.sizes.map((size) => size[key].toFixed(0)),
      ...result.sizes.map((size) => perThousand(size[key], size.rows).toFixed(2)),
    ]),
  );
  rows.push(
    line([
      'JS heap after the preview (MB)',
      ...result.sizes.map((size) => (size.heapBytes / 1048576).toFixed(1)),
      ...result.sizes.map(() => ''),
    ]),
  );
  return [line(header), line(header.map(() => '---')), ...rows].join('\n');
}
