// Bulk work: 20,000 redirects imported through the portal's import dialog, in Chromium,
// against the mock API over HTTPS with HTTP/2 (a stack of its own, see stack.mjs) with 40 ms latency and a rate limit of 200 writes per second per
// user; then another 20,000 with 2% 500s, 1% dropped connections and 1% lost responses added.
// The bench reads the server's redirects back and compares them with the file.
//
// Definitions (also in the report):
// - throughput: rows of the file divided by the wall-clock time from the click on "Apply 20,000
//   rows" to the job shown as finished (includes the journal, the read-backs and the UI), timed
//   by the page itself (performance.now() at the click and when the summary appears).
//
// While the job runs, the bench is NOT connected to the browser: a DevTools client (Playwright)
// records every network request of the page (the Network domain: events with headers and the
// initiator's stack per call), which cost the browser and the bench CPU per row on
// the two-core bench machine — a fifth of the CPU per row, paid by no merchandiser. So Chromium
// runs on its own, Playwright connects over CDP to set the import up and click, disconnects, and
// looks in every 10 s (progress for the log, and whether the page has recorded the finish).
// - protocol: the first 1,000 API calls of each import must have gone over HTTP/2 (resource timing's
//   nextHopProtocol); over HTTP/1.1 Chromium allows six connections per host, so at 40 ms no client
//   could pass ~140 calls/s whatever the server's limit (docs/bulk-work.md).
// - load: the machine's load average and its CPU idle share over the job (from /proc/stat), next to
//   each figure: whether a run was CPU- or network-bound, and how busy the bench machine was.
// - lost: rows of the file missing on the server or stored with other content afterwards.
// - duplicated: redirects of the run on the server that are not in the file, or a name twice.
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { bulkBudgets } from './budgets.mjs';
import { signInWithPlaywright, spawnDebuggableChromium, trustSpkiArgs, viewport } from './chromium.mjs';
import { startStack } from './stack.mjs';

const encode = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenFor = (email) => `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: email, email })}.`;
const email = 'merchandiser@demo.test';

function redirectsFile(run, count) {
  const rows = Array.from({ length: count }, (_, i) => ({
    Name: `Bench ${run} ${i}`,
    Rules: [`bench ${run} ${i}`],
    Target: `/bench/${run}/${i}`,
    Enabled: i % 9 !== 0,
  }));
  const csv = [
    'Name,Terms,Target,Enabled',
    ...rows.map((r) => `${r.Name},${r.Rules[0]},${r.Target},${r.Enabled}`),
  ].join('\n');
  return { rows, csv };
}

/** CPU ticks of the whole machine (all cores): total and idle, from /proc/stat. */
function cpuTicks() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return {
      total: fields.reduce((sum, value) => sum + value, 0),
      idle: (fields[3] ?? 0) + (fields[4] ?? 0),
    };
  } catch {
    return null; // not Linux
  }
}

/** The machine's state over a run: load averages at its start and end, CPU idle share meanwhile. */
export function machineWatch() {
  const before = cpuTicks();
  const loadBefore = loadavg()[0];
  return () => {
    const after = cpuTicks();
    const idle =
      before && after && after.total > before.total
        ? (after.idle - before.idle) / (after.total - before.total)
        : null;
    return { cores: cpus().length, load1Start: loadBefore, load1End: loadavg()[0], cpuIdleShare: idle };
  };
}

export const describeMachine = (m) =>
  `load ${m.load1Start.toFixed(2)} → ${m.load1End.toFixed(2)} on ${m.cores} cores, CPU idle ${m.cpuIdleShare === null ? '?' : `${(m.cpuIdleShare * 100).toFixed(0)}%`}`;

/** Chromium with a DevTools port, so Playwright can connect, disconnect and connect again. */
export async function launchDetachable(spkiHash, profilePrefix = 'portal-bench-bulk-') {
  const { endpoint, stop } = await spawnDebuggableChromium({
    profilePrefix,
    startTimeoutMs: 60_000,
    extraArgs: trustSpkiArgs(spkiHash),
  });
  const connect = async () => {
    const browser = await chromium.connectOverCDP(endpoint);
    const context = browser.contexts()[0];
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('dialog', (d) => void d.accept());
    return { browser, page };
  };
  return { connect, close: stop };
}

/** Starts the import in the open page, then watches it from outside (see the top of this file). */
async function importFile(chrome, page, fileName, csv, count, log, apiUrl) {
  await page.getByRole('button', { name: 'Import / export' }).click();
  await page
    .getByLabel('File to import')
    .setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const dialog = page.getByRole('dialog', { name: `Import ${fileName}` });
  const apply = dialog.getByRole('button', { name: `Apply ${count.toLocaleString('en')} rows` });
  await apply.waitFor({ timeout: 120_000 });
  // The page times the job: from the click to the summary ("… rows applied") in the dialog.
  await apply.evaluate((button) => {
    // Keep the first 1,000 calls of the job for the protocol check (the default buffer holds 250).
    performance.clearResourceTimings();
    performance.setResourceTimingBufferSize(1000);
    const dialogElement = button.closest('[role=dialog]');
    const timing = { start: null, end: null };
    window.__bulkBench = timing;
    button.addEventListener('click', () => (timing.start = performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (timing.start === null || !dialogElement.textContent.includes('rows applied')) return;
      timing.end = performance.now();
      observer.disconnect();
    });
    observer.observe(dialogElement, { subtree: true, childList: true, characterData: true });
  });
  await apply.click();
  await page.context().browser().close(); // disconnects; Chromium and the job keep running
  const deadline = Date.now() + 900_000;
  for (;;) {
    await new Promise((done) => setTimeout(done, 10_000));
    const connection = await chrome.connect();
    const state = await connection.page.evaluate(() => ({
      ...window.__bulkBench,
      text: document.querySelector('[role=dialog]')?.textContent ?? '',
    }));
    if (state.end !== null) {
      const seconds = (state.end - state.start) / 1000;
      // The first 1,000 calls of the job: protocol, and how many were refused with 429.
      const { protocols, statuses } = await connection.page.evaluate((api) => {
        const counts = { protocols: {}, statuses: {} };
        for (const entry of performance.getEntriesByType('resource')) {
          if (!entry.name.startsWith(api)) continue;
          const status = entry.responseStatus ?? '?';
          counts.statuses[status] = (counts.statuses[status] ?? 0) + 1;
          // A call without an answer (dropped, lost: status 0) has no protocol to show.
          if (status === 0) continue;
          const protocol = entry.nextHopProtocol || '(hidden)';
          counts.protocols[protocol] = (counts.protocols[protocol] ?? 0) + 1;
        }
        return counts;
      }, apiUrl);
      const summaryDialog = connection.page.getByRole('dialog', { name: `Import ${fileName}` });
      const summary = (await summaryDialog.getByText(/rows applied$/).textContent()) ?? '';
      await summaryDialog.getByRole('button', { name: 'Close' }).last().click();
      return {
        connection,
        result: { seconds, rowsPerSecond: count / seconds, summary, protocols, statuses },
      };
    }
    log(`[bench] bulk: ${/[\d,.]+ of [\d,.]+ rows done[^A-Z]*/.exec(state.text)?.[0] ?? 'waiting'}`);
    await connection.browser.close();
    if (Date.now() > deadline)
      throw new Error(`The import of ${count} rows did not finish within 15 minutes`);
  }
}

async function compareWithServer(apiFetch, apiUrl, scope, prefix, rows) {
  const query = new URLSearchParams(scope);
  // The job may have used the whole rate limit right up to its end: a 429 here is waited out.
  let response;
  for (let attempt = 1; ; attempt += 1) {
    response = await apiFetch(`${apiUrl}/EngineSettings/Redirect?${query}`, {
      headers: { Authorization: `Bearer ${tokenFor(email)}` },
    });
    if (response.status !== 429 || attempt >= 10) break;
    await new Promise((resolve) =>
      setTimeout(resolve, 1000 * (Number(response.headers.get('Retry-After')) || 1)),
    );
  }
  if (!response.ok)
    throw new Error(
      `Reading the redirects back failed: HTTP ${response.status} ${(await response.text()).slice(0, 200)}`,
    );
  const stored = (await response.json()).filter((r) => r.Name.startsWith(prefix));
  const byName = new Map();
  let duplicated = 0;
  for (const entry of stored) {
    if (byName.has(entry.Name)) duplicated += 1;
    byName.set(entry.Name, entry);
  }
  const inFile = new Set(rows.map((r) => r.Name));
  duplicated += stored.filter((r) => !inFile.has(r.Name)).length;
  const same = (a, b) =>
    a && a.Target === b.Target && a.Enabled === b.Enabled && a.Rules.join('|') === b.Rules.join('|');
  const lost = rows.filter((r) => !same(byName.get(r.Name), r)).length;
  return { stored: stored.length, lost, duplicated };
}

/** BENCH_BULK_ROWS=3000 for a quicker run while iterating (the budgets are defined for 20,000). */
export async function measureBulk({
  stack: mainStack,
  log,
  rowCount = Number(process.env.BENCH_BULK_ROWS || bulkBudgets.rows),
}) {
  // Ten ports above the main stack's: portal, identity provider and the mock API over TLS.
  const stack = await startStack({
    ...mainStack.options,
    basePort: mainStack.options.basePort + 10,
    tls: true,
  });
  log(`[bench] bulk: portal ${stack.portalUrl} (live mode), mock API ${stack.apiUrl} (HTTP/2 over TLS)`);
  const chrome = await launchDetachable(stack.spkiHash);
  try {
    let { browser, page } = await chrome.connect();
    await page.setViewportSize(viewport);
    await stack.setScenarios([]);
    const url = new URL(await signInWithPlaywright(page, stack.portalUrl, email, '/merchandising/redirects'));
    const scope = Object.fromEntries(
      ['customerId', 'storefrontId', 'languageCode'].map((key) => [key, url.searchParams.get(key)]),
    );
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
      const machine = machineWatch();
      const { connection, result: imported } = await importFile(
        chrome,
        page,
        `redirects-${run}.csv`,
        csv,
        rowCount,
        log,
        stack.apiUrl,
      );
      const load = machine();
      ({ browser, page } = connection);
      await stack.setScenarios([]);
      const server = await compareWithServer(stack.apiFetch, stack.apiUrl, scope, `Bench ${run} `, rows);
      runs[id] = { scenarios, ...imported, ...server, load };
      log(
        `[bench] bulk ${id}: ${imported.rowsPerSecond.toFixed(1)} rows/s in ${imported.seconds.toFixed(1)} s (${describeMachine(load)}); ${server.lost} lost, ${server.duplicated} duplicated; protocols ${JSON.stringify(imported.protocols)}, statuses ${JSON.stringify(imported.statuses)} (first 1,000 calls); "${imported.summary}"`,
      );
    }
    await browser.close();
    return { rows: rowCount, writesPerSecond: bulkBudgets.writesPerSecond, runs };
  } finally {
    await chrome.close();
    await stack.stop();
  }
}

/** Calls not over HTTP/2; NaN (a failed check) when the page recorded none at all. */
const notH2 = (run) => {
  const entries = Object.entries(run.protocols ?? {});
  if (entries.length === 0) return Number.NaN;
  return entries.filter(([protocol]) => protocol !== 'h2').reduce((sum, [, count]) => sum + count, 0);
};

export function bulkFigures(bulk) {
  const rows = bulk.rows.toLocaleString('en');
  const limit = bulk.writesPerSecond;
  const { clean, faults } = bulk.runs;
  return [
    {
      id: 'bulk.throughput',
      figure: `${rows} redirects imported over HTTP/2, 40 ms latency, limit ${limit} writes/s: rows per second (${describeMachine(clean.load)})`,
      budget: bulkBudgets.minShareOfLimit * limit,
      budgetKind: 'min',
      measured: clean.rowsPerSecond,
      unit: 'rows/s',
    },
    {
      id: 'bulk.clean.lost',
      figure: `${rows} redirects imported: rows lost or different on the server`,
      budget: 0,
      measured: clean.lost + clean.duplicated,
      unit: 'count',
    },
    {
      id: 'bulk.faults.lost',
      figure: `${rows} redirects with 2% 500s, 1% dropped, 1% lost responses: rows lost or different on the server (${faults.rowsPerSecond.toFixed(0)} rows/s; ${describeMachine(faults.load)})`,
      budget: 0,
      measured: faults.lost,
      unit: 'count',
    },
    {
      id: 'bulk.protocol',
      figure: 'API calls of the imports answered not over HTTP/2 (first 1,000 of each run, nextHopProtocol)',
      budget: 0,
      measured: notH2(clean) + notH2(faults),
      unit: 'count',
    },
    {
      id: 'bulk.faults.duplicated',
      figure: `${rows} redirects with faults: rows duplicated or not in the file`,
      budget: 0,
      measured: faults.duplicated,
      unit: 'count',
    },
  ].map((row) => ({
    ...row,
    pass:
      Number.isFinite(row.measured) &&
      (row.budgetKind === 'min' ? row.measured >= row.budget : row.measured <= row.budget),
  }));
}
