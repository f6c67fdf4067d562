// Bulk work (issue 13): 20,000 redirects imported through the portal's import dialog, in Chromium,
// against the mock API over HTTP with 40 ms latency and a rate limit of 200 writes per second per
// user; then another 20,000 with 2% 500s, 1% dropped connections and 1% lost responses added.
// The bench reads the server's redirects back and compares them with the file.
//
// Definitions (also in the report):
// - throughput: rows of the file divided by the wall-clock time from the click on "Apply 20,000
//   rows" to the job shown as finished (includes the journal, the read-backs and the UI).
// - lost: rows of the file missing on the server or stored with other content afterwards.
// - duplicated: redirects of the run on the server that are not in the file, or a name twice.
import { chromium } from '@playwright/test';
import { bulkBudgets } from './budgets.mjs';
import { chromiumArgs, chromiumPath, signInWithPlaywright, viewport } from './chromium.mjs';

const encode = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenFor = (email) => `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: email, email })}.`;
const email = 'merchandiser@demo.test';

function redirectsFile(run, count) {
  const rows = Array.from({ length: count }, (_, i) => ({ Name: `Bench ${run} ${i}`, Rules: [`bench ${run} ${i}`], Target: `/bench/${run}/${i}`, Enabled: i % 9 !== 0 }));
  const csv = ['Name,Terms,Target,Enabled', ...rows.map((r) => `${r.Name},${r.Rules[0]},${r.Target},${r.Enabled}`)].join('\n');
  return { rows, csv };
}

async function importFile(page, fileName, csv, count, log) {
  await page.getByRole('button', { name: 'Import / export' }).click();
  await page.getByLabel('File to import').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const dialog = page.getByRole('dialog', { name: `Import ${fileName}` });
  const apply = dialog.getByRole('button', { name: `Apply ${count.toLocaleString('en')} rows` });
  await apply.waitFor({ timeout: 120_000 });
  const started = Date.now();
  await apply.click();
  const finished = dialog.getByText(/rows applied$/);
  const progress = setInterval(() => {
    void dialog
      .getByText(/rows done/)
      .textContent({ timeout: 1000 })
      .then((text) => log(`[bench] bulk: ${text}`))
      .catch(() => undefined);
  }, 15_000);
  try {
    await finished.waitFor({ timeout: 900_000 });
  } finally {
    clearInterval(progress);
  }
  const seconds = (Date.now() - started) / 1000;
  const summary = (await finished.textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  return { seconds, rowsPerSecond: count / seconds, summary };
}

async function compareWithServer(apiUrl, scope, prefix, rows) {
  const query = new URLSearchParams(scope);
  const response = await fetch(`${apiUrl}/EngineSettings/Redirect?${query}`, { headers: { Authorization: `Bearer ${tokenFor(email)}` } });
  const stored = (await response.json()).filter((r) => r.Name.startsWith(prefix));
  const byName = new Map();
  let duplicated = 0;
  for (const entry of stored) {
    if (byName.has(entry.Name)) duplicated += 1;
    byName.set(entry.Name, entry);
  }
  const inFile = new Set(rows.map((r) => r.Name));
  duplicated += stored.filter((r) => !inFile.has(r.Name)).length;
  const same = (a, b) => a && a.Target === b.Target && a.Enabled === b.Enabled && a.Rules.join('|') === b.Rules.join('|');
  const lost = rows.filter((r) => !same(byName.get(r.Name), r)).length;
  return { stored: stored.length, lost, duplicated };
}

/** BENCH_BULK_ROWS=3000 for a quicker run while iterating (the budgets are defined for 20,000). */
export async function measureBulk({ stack, log, rowCount = Number(process.env.BENCH_BULK_ROWS || bulkBudgets.rows) }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport });
    page.on('dialog', (d) => void d.accept());
    await stack.setScenarios([]);
    const url = new URL(await signInWithPlaywright(page, stack.portalUrl, email, '/merchandising/redirects'));
    const scope = Object.fromEntries(['customerId', 'storefrontId', 'languageCode'].map((key) => [key, url.searchParams.get(key)]));
    await page.getByRole('table', { name: 'Redirects' }).waitFor();
    const runs = {};
    for (const [id, scenarios] of [
      ['clean', ['latency:40', `rate-limit:${bulkBudgets.writesPerSecond}`]],
      ['faults', ['latency:40', `rate-limit:${bulkBudgets.writesPerSecond}`, 'faults:500=2/drop=1/lost=1']],
    ]) {
      const run = `${id}-${Date.now().toString(36)}`;
      const { rows, csv } = redirectsFile(run, rowCount);
      await stack.setScenarios(scenarios);
      log(`[bench] bulk: importing ${rowCount} redirects (${scenarios.join(', ')})…`);
      const imported = await importFile(page, `redirects-${run}.csv`, csv, rowCount, log);
      await stack.setScenarios([]);
      const server = await compareWithServer(stack.apiUrl, scope, `Bench ${run} `, rows);
      runs[id] = { scenarios, ...imported, ...server };
      log(`[bench] bulk ${id}: ${imported.rowsPerSecond.toFixed(1)} rows/s in ${imported.seconds.toFixed(1)} s; ${server.lost} lost, ${server.duplicated} duplicated; "${imported.summary}"`);
    }
    return { rows: rowCount, writesPerSecond: bulkBudgets.writesPerSecond, runs };
  } finally {
    await browser.close();
  }
}

export function bulkFigures(bulk) {
  const rows = bulk.rows.toLocaleString('en');
  const limit = bulk.writesPerSecond;
  const { clean, faults } = bulk.runs;
  return [
    { id: 'bulk.throughput', figure: `${rows} redirects imported, 40 ms latency, limit ${limit} writes/s: rows per second`, budget: bulkBudgets.minShareOfLimit * limit, budgetKind: 'min', measured: clean.rowsPerSecond, unit: 'rows/s' },
    { id: 'bulk.clean.lost', figure: `${rows} redirects imported: rows lost or different on the server`, budget: 0, measured: clean.lost + clean.duplicated, unit: 'count' },
    { id: 'bulk.faults.lost', figure: `${rows} redirects with 2% 500s, 1% dropped, 1% lost responses: rows lost or different on the server`, budget: 0, measured: faults.lost, unit: 'count' },
    { id: 'bulk.faults.duplicated', figure: `${rows} redirects with faults: rows duplicated or not in the file`, budget: 0, measured: faults.duplicated, unit: 'count' },
  ].map((row) => ({ ...row, pass: Number.isFinite(row.measured) && (row.budgetKind === 'min' ? row.measured >= row.budget : row.measured <= row.budget) }));
}
