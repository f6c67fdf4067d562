// Stage `snapshots`: the Snapshots page (/configuration/snapshots) over the huge-data scope (100,000
// synonyms, 50,000 redirects and the other rule types of the demo scope), in Chromium, against the
// mock API over HTTP. As a merchandiser would, and timed by the page itself (snapshots-page.mjs):
//
// 1. "Take snapshot" until the snapshot is listed (the rules are read, then kept in IndexedDB);
// 2. `rows` differences are made on the server through its API (snapshots-server.mjs), and a second
//    snapshot is taken;
// 3. the two snapshots are compared until the differences show; the longest main-thread task
//    meanwhile, then the JS heap (after GC) and what IndexedDB holds;
// 4. the oldest snapshot is compared with the live rules, every difference selected and restored
//    (a bulk job), until the job's progress says every row is done; the server is then checked
//    against the rules it held at the start; the same again with a limit of `writesPerSecond`.
//
// BENCH_SNAPSHOT_ROWS (default 20,000) and BENCH_SNAPSHOT_SCENARIO (default huge-data) make a
// quicker run while iterating; the budgets are defined for the defaults.
import { snapshotBudgets } from './budgets.mjs';
import { describeMachine, launchDetachable, machineWatch } from './bulk.mjs';
import { signInWithPlaywright, viewport } from './chromium.mjs';
import {
  compareSnapshots,
  heapAndStorage,
  restoreDetached,
  selectAllAgainstLive,
  takeSnapshot,
} from './snapshots-page.mjs';
import {
  countNotRestored,
  makeDifferences,
  planDifferences,
  readRules,
  scopeOfUrl,
} from './snapshots-server.mjs';

const email = 'merchandiser@demo.test';
const megabytes = (bytes) => (bytes === null ? '?' : `${(bytes / 1048576).toFixed(1)} MB`);

/**
 * Restores the planned differences (made again first, unless still on the server) from the page;
 * resolves with the connection afterwards and the run's figures.
 */
async function restoreRun({ stack, chrome, page, scenario, limit, original, plan, scope, remake, log }) {
  await stack.setScenarios([scenario]);
  if (remake) await makeDifferences(stack.apiUrl, scope, email, plan);
  // The limit only from here: the differences above are the bench's calls, not the restore's.
  if (limit) await stack.setScenarios([scenario, `rate-limit:${limit}`]);
  const restore = await selectAllAgainstLive(page, plan.length);
  log(
    `[bench] snapshots: restoring ${plan.length} rules (${limit ? `limit ${limit} writes/s` : 'no limit'})…`,
  );
  const machine = machineWatch();
  const { connection, result } = await restoreDetached(page, restore, chrome.connect, log);
  const load = machine();
  await stack.setScenarios([scenario]);
  const notRestored = await countNotRestored(stack.apiUrl, scope, email, original);
  const rowsPerSecond = plan.length / (result.ms / 1000);
  // The rate of the writing alone, once the job shows as running.
  const writingRowsPerSecond = plan.length / ((result.ms - result.preparationMs) / 1000);
  log(
    `[bench] snapshots: restore ${rowsPerSecond.toFixed(0)} rows/s in ${(result.ms / 1000).toFixed(1)} s, of it ${(result.preparationMs / 1000).toFixed(1)} s before the job ran, then ${writingRowsPerSecond.toFixed(0)} rows/s (${describeMachine(load)}); ${notRestored} not restored; ${result.outcomes}; longest task ${result.longestTaskMs.toFixed(0)} ms`,
  );
  return {
    connection,
    run: {
      limit,
      ms: result.ms,
      rowsPerSecond,
      preparationMs: result.preparationMs,
      writingRowsPerSecond,
      notRestored,
      outcomes: result.outcomes,
      longestTaskMs: result.longestTaskMs,
      load,
    },
  };
}

/** Takes a snapshot from the page and logs it. */
async function timedSnapshot(page, label, log) {
  const machine = machineWatch();
  const taken = await takeSnapshot(page);
  const load = machine();
  log(
    `[bench] snapshots: ${label} snapshot listed after ${taken.ms.toFixed(0)} ms (${describeMachine(load)})`,
  );
  return { ms: taken.ms, longestTaskMs: taken.longestTaskMs, load };
}

export async function measureSnapshots({
  stack,
  log,
  rows = Number(process.env.BENCH_SNAPSHOT_ROWS || snapshotBudgets.restoreRows),
  scenario = process.env.BENCH_SNAPSHOT_SCENARIO || snapshotBudgets.scenario,
}) {
  await stack.setScenarios([scenario]);
  const chrome = await launchDetachable(null, 'portal-bench-snapshots-');
  try {
    let { browser, page } = await chrome.connect();
    await page.setViewportSize(viewport);
    const scope = scopeOfUrl(
      await signInWithPlaywright(page, stack.portalUrl, email, '/configuration/snapshots'),
    );
    await page.getByRole('button', { name: 'Take snapshot' }).waitFor();
    // Also seeds the scope on the server, so no snapshot waits for the mock's seeding.
    const original = await readRules(stack.apiUrl, scope, email);
    const plan = planDifferences(original, rows);
    log(
      `[bench] snapshots: ${original.synonyms.length} synonyms, ${original.redirects.length} redirects (${scenario})`,
    );

    const first = await timedSnapshot(page, 'first', log);
    await makeDifferences(stack.apiUrl, scope, email, plan);
    const second = await timedSnapshot(page, 'second', log);
    const machine = machineWatch();
    const compared = await compareSnapshots(page);
    const compareLoad = machine();
    const memory = await heapAndStorage(page);
    log(
      `[bench] snapshots: compared in ${compared.ms.toFixed(0)} ms, longest task ${compared.longestTaskMs.toFixed(0)} ms (${describeMachine(compareLoad)}): "${compared.summary}"; heap ${megabytes(memory.heapBytes)}, storage ${megabytes(memory.storageBytes)} (IndexedDB ${megabytes(memory.indexedDBBytes)})`,
    );

    const restores = {};
    for (const [id, limit] of [
      ['unlimited', null],
      ['limited', snapshotBudgets.writesPerSecond],
    ]) {
      // The first restore undoes the differences made above; the next one makes them again.
      const remake = Object.keys(restores).length > 0;
      const options = { stack, chrome, page, scenario, limit, original, plan, scope, remake, log };
      const { connection, run } = await restoreRun(options);
      ({ browser, page } = connection);
      restores[id] = run;
    }
    await browser.close();
    return {
      scenario,
      rules: { synonyms: original.synonyms.length, redirects: original.redirects.length },
      rows,
      snapshots: [first, second],
      compare: {
        ms: compared.ms,
        longestTaskMs: compared.longestTaskMs,
        summary: compared.summary,
        load: compareLoad,
      },
      memory,
      restores,
    };
  } finally {
    await chrome.close();
    await stack.setScenarios([]);
  }
}

export function snapshotFigures(result) {
  const b = snapshotBudgets;
  const rows = result.rows.toLocaleString('en');
  const scope = `${result.rules.synonyms.toLocaleString('en')} synonyms, ${result.rules.redirects.toLocaleString('en')} redirects`;
  const slower = result.snapshots.reduce((a, c) => (c.ms > a.ms ? c : a));
  const { unlimited, limited } = result.restores;
  return [
    {
      id: 'snapshots.take',
      figure: `Snapshot of ${scope} and the other types: "Take snapshot" → listed (slower of 2; ${describeMachine(slower.load)})`,
      budget: b.takeMs,
      measured: slower.ms,
      unit: 'ms',
    },
    {
      id: 'snapshots.compare',
      figure: `Two such snapshots, ${rows} differences: "Compare" → differences shown (${describeMachine(result.compare.load)})`,
      budget: b.compareMs,
      measured: result.compare.ms,
      unit: 'ms',
    },
    {
      id: 'snapshots.compare.longestTask',
      figure: 'Longest main-thread task during that comparison',
      budget: b.compareLongestTaskMs,
      measured: result.compare.longestTaskMs,
      unit: 'ms',
    },
    {
      id: 'snapshots.heap',
      figure: `JS heap after both snapshots and the comparison (after GC; IndexedDB then holds ${megabytes(result.memory.indexedDBBytes)})`,
      budget: b.heapBytes,
      measured: result.memory.heapBytes,
      unit: 'bytes',
    },
    {
      id: 'snapshots.restore.unlimited',
      figure: `Restore of ${rows} rules, no rate limit: rows per second (${describeMachine(unlimited.load)})`,
      budget: b.restoreRowsPerSecond,
      budgetKind: 'min',
      measured: unlimited.rowsPerSecond,
      unit: 'rows/s',
    },
    {
      id: 'snapshots.restore.limited',
      figure: `Restore of ${rows} rules, limit ${b.writesPerSecond} writes/s: rows per second (${describeMachine(limited.load)})`,
      budget: b.minShareOfLimit * b.writesPerSecond,
      budgetKind: 'min',
      measured: limited.rowsPerSecond,
      unit: 'rows/s',
    },
    {
      id: 'snapshots.restore.notRestored',
      figure: `Rules not as in the snapshot on the server after both restores`,
      budget: 0,
      measured: unlimited.notRestored + limited.notRestored,
      unit: 'count',
    },
  ].map((row) => ({
    ...row,
    pass:
      Number.isFinite(row.measured) &&
      (row.budgetKind === 'min' ? row.measured >= row.budget : row.measured <= row.budget),
  }));
}

/** Markdown for the report: every step of the stage with the machine's load meanwhile. */
export function snapshotDetails(result) {
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const { compare, memory } = result;
  return [
    '## Snapshots',
    '',
    `Scope: ${result.rules.synonyms.toLocaleString('en')} synonyms and ${result.rules.redirects.toLocaleString('en')} redirects (${result.scenario}) and the other rule types; ${result.rows.toLocaleString('en')} differences.`,
    '',
    line(['Step', 'Time', 'Longest main-thread task', 'Result', 'Machine']),
    line(['---', '---', '---', '---', '---']),
    ...result.snapshots.map((snapshot, i) =>
      line([
        `Snapshot ${i + 1}`,
        seconds(snapshot.ms),
        `${snapshot.longestTaskMs.toFixed(0)} ms`,
        'listed',
        describeMachine(snapshot.load),
      ]),
    ),
    line([
      'Compare',
      seconds(compare.ms),
      `${compare.longestTaskMs.toFixed(0)} ms`,
      compare.summary,
      describeMachine(compare.load),
    ]),
    ...Object.values(result.restores).map((run) =>
      line([
        `Restore, ${run.limit ? `limit ${run.limit} writes/s` : 'no limit'}`,
        `${seconds(run.ms)} (${run.rowsPerSecond.toFixed(0)} rows/s): ${seconds(run.preparationMs)} until the job ran, then ${run.writingRowsPerSecond.toFixed(0)} rows/s`,
        `${run.longestTaskMs.toFixed(0)} ms`,
        `${run.outcomes}; ${run.notRestored} not restored`,
        describeMachine(run.load),
      ]),
    ),
    '',
    `After the comparison: JS heap ${megabytes(memory.heapBytes)} (after GC); storage ${megabytes(memory.storageBytes)}, of it IndexedDB ${megabytes(memory.indexedDBBytes)} (\`navigator.storage.estimate()\`).`,
  ].join('\n');
}
