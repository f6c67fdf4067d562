// Developer tool (not part of the bench run): CPU profiles of the bulk-data stage's steps at one size
// (first render of the synonyms list opened from the sidebar, select all + export, import preview),
// printed per long task with the functions by self time.
//   node scripts/bench/profile-bulk.mjs [huge-data|large-data|medium-data]   (after a build; PROFILE_PORT)
import { chromium } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bulkSizes, importPreview, mockToken, selectAllAndExport, writeImportFile } from './bulk-data.mjs';
import { chromiumArgs, chromiumPath, signInWithPlaywright, viewport } from './chromium.mjs';
import { installPageProbe } from './page-probe.mjs';
import { startStack } from './stack.mjs';
import { listScreens, withSearch } from './timings.mjs';

const size = bulkSizes.find((candidate) => candidate.scenario === (process.argv[2] ?? 'huge-data'));
const stack = await startStack({
  distDir: process.env.PROFILE_DIST ?? resolve(import.meta.dirname, '../../dist'),
  basePort: Number(process.env.PROFILE_PORT ?? 5591),
});
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

function report(label, profile, minTaskMs = 30) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const idle = new Set(
    profile.nodes
      .filter((node) => ['(idle)', '(program)', '(garbage collector)'].includes(node.callFrame.functionName))
      .map((node) => node.id),
  );
  const dt = profile.timeDeltas;
  let time = profile.startTime;
  let task = null;
  const tasks = [];
  profile.samples.forEach((id, index) => {
    time += dt[index] ?? 0;
    if (idle.has(id) && byId.get(id).callFrame.functionName === '(idle)') {
      task = null;
      return;
    }
    if (!task) tasks.push((task = { start: time, end: time, self: new Map() }));
    task.end = time;
    const frame = byId.get(id).callFrame;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber}`;
    task.self.set(key, (task.self.get(key) ?? 0) + (dt[index] ?? 0));
  });
  console.log(`==== ${label}: ${tasks.length} busy stretches`);
  for (const long of tasks.filter((t) => t.end - t.start > minTaskMs * 1000)) {
    console.log(
      `== at ${((long.start - profile.startTime) / 1000).toFixed(0)} ms: ${((long.end - long.start) / 1000).toFixed(0)} ms`,
    );
    console.log(
      [...long.self]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 14)
        .map(([name, micros]) => `${(micros / 1000).toFixed(1).padStart(8)} ms  ${name}`)
        .join('\n'),
    );
  }
}

/** The main thread's trace events of 30 ms or more (tasks and what they contain), in order. */
function traceReport(label, trace) {
  const events = trace.traceEvents ?? trace;
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const long = events.filter(
    (event) => event.ph === 'X' && event.dur >= 30_000 && event.tid === main?.tid && event.pid === main?.pid,
  );
  const start = Math.min(...long.map((event) => event.ts));
  console.log(`==== ${label}: main-thread trace events >= 30 ms`);
  // Inside the longest task: every event of 2 ms or more (what the task is made of).
  const longest = long
    .filter((event) => event.name === 'RunTask' && event.args?.data === undefined)
    .sort((a, b) => b.dur - a.dur)[0];
  if (longest && process.env.PROFILE_INSIDE) {
    const inside = events.filter(
      (event) =>
        event.tid === longest.tid &&
        event.pid === longest.pid &&
        event.ts >= longest.ts &&
        event.ts + (event.dur ?? 0) <= longest.ts + longest.dur &&
        (event.dur ?? 0) >= 2000,
    );
    console.log(`== inside the longest task (${(longest.dur / 1000).toFixed(0)} ms):`);
    for (const event of inside)
      console.log(
        `   ${((event.ts - longest.ts) / 1000).toFixed(0).padStart(5)} ms ${(event.dur / 1000).toFixed(0).padStart(5)} ms  ${event.name} ${event.cat}`,
      );
  }
  for (const event of long) {
    const detail = event.args?.data ? JSON.stringify(event.args.data).slice(0, 140) : '';
    console.log(
      `${((event.ts - start) / 1000).toFixed(0).padStart(6)} ms ${(event.dur / 1000).toFixed(0).padStart(5)} ms  ${event.name} ${detail}`,
    );
  }
}

try {
  await stack.setScenarios([size.scenario]);
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  await context.addInitScript(installPageProbe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const screen = listScreens[0];
  const scoped = await signInWithPlaywright(page, stack.portalUrl, 'merchandiser@demo.test', screen.path);
  const scope = Object.fromEntries(
    [...new URL(scoped).searchParams].filter(([key]) =>
      ['customerId', 'storefrontId', 'languageCode'].includes(key),
    ),
  );
  const file = await writeImportFile(
    stack.apiUrl,
    mockToken('merchandiser@demo.test'),
    scope,
    size.rows,
    mkdtempSync(join(tmpdir(), 'profile-bulk-')),
  );
  await page.goto(withSearch(stack.portalUrl, scoped, screen.from));
  await page.waitForSelector('main table[aria-label] tbody tr[aria-rowindex]', { timeout: 60_000 });
  await page.waitForTimeout(1000);
  if (process.env.PROFILE_EXPERIMENT) {
    const url = new URL(`${stack.apiUrl}/EngineSettings/SynonymsForScope`);
    for (const [key, value] of Object.entries(scope)) url.searchParams.set(key, value);
    const times = await page.evaluate(
      async ([href, token]) => {
        const get = () => fetch(href, { headers: { authorization: `Bearer ${token}` } });
        const out = {};
        for (let round = 0; round < 3; round += 1) {
          let response = await get();
          let t0 = performance.now();
          const text = await response.text();
          out[`text ${round}`] = performance.now() - t0;
          response = await get();
          t0 = performance.now();
          const buffer = await response.arrayBuffer();
          out[`arrayBuffer ${round}`] = performance.now() - t0;
          t0 = performance.now();
          const decoded = new TextDecoder().decode(buffer);
          out[`TextDecoder ${round}`] = performance.now() - t0;
          t0 = performance.now();
          const parsed = JSON.parse(decoded);
          out[`JSON.parse ${round}`] = performance.now() - t0;
          t0 = performance.now();
          structuredClone(parsed);
          out[`structuredClone ${round}`] = performance.now() - t0;
          out.length = text.length;
          out.bytes = buffer.byteLength;
        }
        return out;
      },
      [url.href, mockToken('merchandiser@demo.test')],
    );
    console.log(times);
    throw new Error('experiment done');
  }
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const phase = async (label, run) => {
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink', 'loading'],
    });
    await cdp.send('Profiler.start');
    const started = Date.now();
    const result = await run();
    await page.waitForTimeout(1500);
    const { profile } = await cdp.send('Profiler.stop');
    traceReport(label, JSON.parse(Buffer.from(await browser.stopTracing()).toString('utf8')));
    console.log(`[${label}] ${Date.now() - started - 1500} ms`);
    report(label, profile);
    return result;
  };
  await phase('open list', async () => {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: screen.nav, exact: true })
      .click();
    await page.waitForFunction((table) => window.__benchProbe.tables[table]?.painted, screen.table, {
      timeout: 60_000,
    });
    const timing = await page.evaluate(
      ([table, api]) => {
        const ends = performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes(api))
          .map((e) => e.responseEnd);
        return { painted: window.__benchProbe.tables[table].painted, responseEnd: Math.max(...ends) };
      },
      [screen.table, screen.api],
    );
    console.log(`[open list] response end → painted ${(timing.painted - timing.responseEnd).toFixed(0)} ms`);
  });
  if (process.env.PROFILE_KEYS) {
    await phase('keystrokes', async () => {
      await page.getByRole('textbox', { name: screen.filter }).click();
      for (const key of process.env.PROFILE_KEYS) {
        await page.keyboard.press(key);
        await page.waitForTimeout(200);
      }
      await page.getByRole('textbox', { name: screen.filter }).fill('');
    });
  }
  await phase('select all + export', () => selectAllAndExport(page));
  await phase('import preview', async () => {
    const preview = await importPreview(page, file);
    console.log(`[import preview] ${preview.ms} ms, longest task ${preview.longestTaskMs} ms`);
    await preview.close();
  });
} finally {
  await browser.close();
  await stack.stop();
}
