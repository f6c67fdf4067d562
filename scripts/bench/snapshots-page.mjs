// The page's side of the `snapshots` stage: what a merchandiser does on /configuration/snapshots,
// each step timed by the page itself (performance.now() at the click, and after the paint that
// shows its result), so the bench's own connection adds nothing to the figures.

/**
 * In the page: long tasks from now on (PerformanceObserver 'longtask'), on window.__snapshotTasks.
 * Installed once per document; the stage reads the tasks of each step's window.
 */
function recordLongTasks() {
  if (window.__snapshotTasks) return;
  window.__snapshotTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__snapshotTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask' });
}

/**
 * In the page: starts the clock at the next click on `button` and stops it after the paint that
 * shows the step's result (`until`), on window.__snapshotClock = { start, end, text }.
 * - listed: the Snapshots table has one row more than now;
 * - compared: the comparison's spinner came and went, and the Differences table is there;
 * - restored: a job's progress says "N of N rows done" after it said it was running (a finished
 *   job of an earlier restore may still be on screen when the clock starts).
 */
function armClock(button, until) {
  const main = document.querySelector('main');
  const snapshotRows = () => main.querySelectorAll('table[aria-label="Snapshots"] tbody tr').length;
  const progress = () =>
    [...main.querySelectorAll('[aria-live="polite"]')]
      .map((element) => element.textContent ?? '')
      .find((text) => text.includes('rows done')) ?? '';
  const rowsAtArming = snapshotRows();
  // running: when a restore's job first shows as running (before it: the snapshot taken before a
  // restore and the job's start), so the report can tell the preparation from the writing.
  const clock = { start: null, end: null, running: null, text: '' };
  let seen = false;
  const reached = {
    listed: () => snapshotRows() > rowsAtArming,
    compared: () => {
      const spinning = main.querySelector('[aria-label="Comparing..."]') !== null;
      seen ||= spinning;
      return seen && !spinning && main.querySelector('table[aria-label="Differences"]') !== null;
    },
    restored: () => {
      const text = progress();
      if (!seen && text.includes('rows per second')) {
        seen = true;
        clock.running = performance.now();
      }
      return seen && /^([\d,]+) of \1 rows done$/.test(text.trim());
    },
  }[until];
  window.__snapshotClock = clock;
  button.addEventListener('click', () => (clock.start = performance.now()), { capture: true, once: true });
  const observer = new MutationObserver(() => {
    if (clock.start === null || !reached()) return;
    observer.disconnect();
    clock.text = until === 'restored' ? progress() : '';
    // Painted: the first task after the next animation frame.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (clock.end = performance.now());
      channel.port2.postMessage(null);
    });
  });
  observer.observe(main, { subtree: true, childList: true, characterData: true, attributes: true });
}

/** In the page: the clock, with the longest task that started between its start and end. */
function readClock() {
  const clock = window.__snapshotClock;
  if (!clock || clock.end === null) {
    const progress = [...document.querySelectorAll('main [aria-live="polite"]')]
      .map((element) => element.textContent ?? '')
      .find((text) => text.includes('rows done'));
    return { done: false, text: progress ?? '' };
  }
  const during = window.__snapshotTasks.filter((task) => task.start >= clock.start && task.start < clock.end);
  return {
    done: true,
    ms: clock.end - clock.start,
    longestTaskMs: Math.max(0, ...during.map((task) => task.duration)),
    preparationMs: clock.running === null ? null : clock.running - clock.start,
    text: clock.text,
  };
}

async function timedClick(page, button, until, timeout) {
  await page.evaluate(recordLongTasks);
  await button.evaluate(armClock, until);
  await button.click();
  await page.waitForFunction(() => window.__snapshotClock.end !== null, null, { timeout, polling: 250 });
  return page.evaluate(readClock);
}

/** "Take snapshot", until the new snapshot is listed. */
export async function takeSnapshot(page) {
  const button = page.getByRole('button', { name: 'Take snapshot' });
  return timedClick(page, button, 'listed', 120_000);
}

/** Picks the `nth` option matching `name` in the select labelled `label` ("Compare" or "with"). */
async function choose(page, label, name, nth) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name }).nth(nth).click();
}

/** Compares the older of the two snapshots with the newer, until the differences show. */
export async function compareSnapshots(page) {
  await choose(page, 'Compare', /^Snapshot of /, -1);
  await choose(page, 'with', /^Snapshot of /, 0);
  const button = page.getByRole('button', { name: 'Compare', exact: true });
  const compared = await timedClick(page, button, 'compared', 120_000);
  const summary = (await page.getByText(/^Compared at /).textContent()) ?? '';
  return { ...compared, summary: summary.trim() };
}

/** JS heap after two forced garbage collections (CDP), and what IndexedDB holds (StorageManager). */
export async function heapAndStorage(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  const storage = await page.evaluate(async () => {
    const estimate = await navigator.storage.estimate();
    return { usage: estimate.usage ?? null, indexedDB: estimate.usageDetails?.indexedDB ?? null };
  });
  return { heapBytes: usedSize, storageBytes: storage.usage, indexedDBBytes: storage.indexedDB };
}

/**
 * Compares the oldest snapshot with the live rules of the scope and selects every difference;
 * resolves with the "Restore selected (N)" button, N = `count`.
 */
export async function selectAllAgainstLive(page, count) {
  await choose(page, 'Compare', /^Snapshot of /, -1);
  await choose(page, 'with', /^Live: /, 0);
  await timedClick(page, page.getByRole('button', { name: 'Compare', exact: true }), 'compared', 180_000);
  await page.getByRole('checkbox', { name: 'Select all shown differences' }).click();
  const restore = page.getByRole('button', { name: `Restore selected (${count.toLocaleString('en')})` });
  await restore.waitFor({ timeout: 60_000 });
  return restore;
}

/**
 * Clicks "Restore selected" and disconnects: a DevTools client records every request of the page
 * (see bulk.mjs), which would cost the browser CPU per row. Looks in every 10 s through `connect`
 * until the page has stopped the clock; resolves with { connection, result }.
 */
export async function restoreDetached(page, restore, connect, log) {
  await page.evaluate(recordLongTasks);
  await restore.evaluate(armClock, 'restored');
  await restore.click();
  await page.context().browser().close(); // disconnects; Chromium and the job keep running
  const deadline = Date.now() + 900_000;
  for (;;) {
    await new Promise((done) => setTimeout(done, 10_000));
    const connection = await connect();
    const clock = await connection.page.evaluate(readClock);
    if (clock.done) {
      const outcomes = await connection.page
        .locator('main [aria-label="Rows per outcome"] [data-outcome]')
        .allTextContents();
      return { connection, result: { ...clock, outcomes: outcomes.join(', ') } };
    }
    log(`[bench] snapshots: restore ${clock.text || 'starting'}`);
    await connection.browser.close();
    if (Date.now() > deadline) throw new Error('The restore did not finish within 15 minutes');
  }
}
