// Developer tool (not part of the bench run): CPU profile of the bulk-data stage's steps at one
// size, summed by function per step, to see what fills the main thread.
//   node scripts/bench/profile-bulk.mjs [huge-data|large-data|medium-data]
// Needs a built dist/ (PROFILE_DIST for another, e.g. `vite build --minify false --outDir …`).
// PROFILE_PORT (default 5591) and the next two ports. PROFILE_STEPS=open,type,export,import.
import { chromium } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromiumArgs, chromiumPath, signInWithPlaywright, viewport } from './chromium.mjs';
import { installPageProbe } from './page-probe.mjs';
import { startStack } from './stack.mjs';
import { importPreview, mockToken, selectAllAndExport, writeImportFile } from './bulk-data.mjs';
import { listScreens, withSearch } from './timings.mjs';

const scenario = process.argv[2] ?? 'huge-data';
const steps = (process.env.PROFILE_STEPS ?? 'open,type,export,import').split(',');
const stack = await startStack({ distDir: process.env.PROFILE_DIST ?? resolve(import.meta.dirname, '../../dist'), basePort: Number(process.env.PROFILE_PORT ?? 5591) });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

function summarise(label, profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map();
  const inclusive = new Map();
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const dt = profile.timeDeltas[index] ?? 0;
    const frame = byId.get(id).callFrame;
    if (frame.functionName === '(idle)') return;
    busy += dt;
    const key = `${frame.functionName || '(anon)'} ${frame.url.split('/').pop()}:${frame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + dt);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const f = byId.get(at).callFrame;
      const name = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + dt);
    }
  });
  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, us]) => `${(us / 1000).toFixed(1).padStart(8)} ms  ${k}`).join('\n');
  console.log(`==== ${label}: busy ${(busy / 1000).toFixed(0)} ms\n-- self\n${top(self, Number(process.env.PROFILE_TOP ?? 25))}\n-- inclusive\n${top(inclusive, Number(process.env.PROFILE_TOP ?? 25) + 10)}`);
}

try {
  const screen = listScreens.find((candidate) => candidate.id === 'synonyms');
  await stack.setScenarios([scenario]);
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  await context.addInitScript(installPageProbe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const scoped = await signInWithPlaywright(page, stack.portalUrl, 'merchandiser@demo.test', screen.path);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  const profiled = async (label, action) => {
    // PROFILE_TRACE=1: also where the native time ("(program)") goes, by trace event (main thread).
    if (process.env.PROFILE_TRACE) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'] });
    await cdp.send('Profiler.start');
    const started = Date.now();
    await action();
    const ms = Date.now() - started;
    const { profile } = await cdp.send('Profiler.stop');
    if (process.env.PROFILE_TRACE) {
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
      const events = trace.traceEvents ?? trace;
      // The page's main thread: of the renderer main threads, the busiest.
      const mains = new Set(events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
      const busy = new Map();
      for (const event of events) if (event.ph === 'X' && event.dur && mains.has(`${event.pid}:${event.tid}`)) busy.set(`${event.pid}:${event.tid}`, (busy.get(`${event.pid}:${event.tid}`) ?? 0) + event.dur);
      const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
      const totals = new Map();
      for (const event of events) {
        if (event.ph !== 'X' || !event.dur || `${event.pid}:${event.tid}` !== main) continue;
        totals.set(event.name, (totals.get(event.name) ?? 0) + event.dur);
      }
      console.log(`== ${label}: trace events on the main thread (inclusive)\n${[...totals].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([name, micros]) => `${(micros / 1000).toFixed(1).padStart(8)} ms  ${name}`).join('\n')}`);
    }
    const tasks = await page.evaluate(() => window.__benchProbe.longTasks.splice(0).map((t) => Math.round(t.duration)));
    console.log(`#### ${label}: ${ms} ms wall; long tasks ${JSON.stringify(tasks)}`);
    summarise(label, profile);
  };
  const url = withSearch(stack.portalUrl, scoped, screen.path);
  const from = new URL(url);
  from.pathname = screen.from;
  await page.goto(from.toString());
  await page.waitForSelector('main table[aria-label] tbody tr[aria-rowindex]', { timeout: 60_000 });
  await page.waitForTimeout(1000);
  await page.evaluate(() => window.__benchProbe.longTasks.splice(0));
  if (steps.includes('open')) {
    await profiled('open from sidebar', async () => {
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: screen.nav, exact: true }).click();
      await page.waitForFunction((label) => window.__benchProbe.tables[label]?.painted, screen.table, { timeout: 60_000 });
      await page.waitForTimeout(Number(process.env.PROFILE_SETTLE ?? 3000));
    });
  } else {
    await page.goto(url);
    await page.waitForFunction((label) => window.__benchProbe.tables[label]?.painted, screen.table, { timeout: 60_000 });
    await page.waitForTimeout(3000);
  }
  const t = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('SynonymsForScope')).map((e) => ({ end: e.responseEnd, size: e.transferSize })));
  const probe = await page.evaluate((label) => window.__benchProbe.tables[label], screen.table);
  console.log('synonyms responses', JSON.stringify(t), 'table', JSON.stringify(probe));
  if (steps.includes('type')) {
    const filter = page.getByRole('textbox', { name: screen.filter });
    await filter.click();
    await page.waitForTimeout(300);
    await profiled('typing jacke', async () => {
      for (const key of screen.filterText) {
        await page.keyboard.press(key);
        await page.waitForTimeout(300);
      }
    });
    await filter.fill('');
    await page.waitForTimeout(1000);
  }
  if (steps.includes('export')) {
    await profiled('select all + export', () => selectAllAndExport(page));
    await page.waitForTimeout(1000);
  }
  if (steps.includes('import')) {
    const scope = Object.fromEntries([...new URL(scoped).searchParams].filter(([key]) => ['customerId', 'storefrontId', 'languageCode'].includes(key)));
    const rows = await page.evaluate((label) => window.__benchProbe.tables[label].rowCount, screen.table);
    const file = await writeImportFile(stack.apiUrl, mockToken('merchandiser@demo.test'), scope, rows, mkdtempSync(join(tmpdir(), 'profile-bulk-')));
    let preview;
    await profiled('import preview', async () => {
      preview = await importPreview(page, file);
    });
    console.log(preview.counts);
    await cdp.send('HeapProfiler.collectGarbage');
    console.log('heap MB', ((await cdp.send('Runtime.getHeapUsage')).usedSize / 1048576).toFixed(1));
  }
} finally {
  await browser.close();
  await stack.stop();
}
