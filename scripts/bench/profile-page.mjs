// Developer tool (not part of the bench run): CPU profile of a cold, signed-in page load, summed by
// function and by script, to find what fills the main thread before the numbers show.
//   node scripts/bench/profile-page.mjs /search/overview [email]
// Needs a built dist/ (npm run build; PROFILE_DIST for another, e.g. an unminified build). Prints
// the top functions by self time and, per long task, the components that ran in it.
// PROFILE_CPU=4 slows the CPU as Lighthouse's mobile runs do.
// PROFILE_TYPE="jacke" PROFILE_FILTER="Filter synonym rules": profile typing into that filter
// instead of the load (PROFILE_SCENARIOS=large-data for the benchmark's data).
import { resolve } from 'node:path';
import { launchDebuggableChromium, openSignedIn, signInWithPuppeteer } from './chromium.mjs';
import { startStack } from './stack.mjs';

const path = process.argv[2] ?? '/search/overview';
const email = process.argv[3] ?? 'merchandiser@demo.test';
const stack = await startStack({
  distDir: process.env.PROFILE_DIST ?? resolve(import.meta.dirname, '../../dist'),
  basePort: Number(process.env.PROFILE_PORT ?? 5591),
});
const chromium = await launchDebuggableChromium();
try {
  const [page] = await chromium.browser.pages();
  await signInWithPuppeteer(page, stack.portalUrl, email, path);
  if (process.env.PROFILE_SCENARIOS) await stack.setScenarios(process.env.PROFILE_SCENARIOS.split(','));
  const url = await openSignedIn(page, stack.portalUrl, path);
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  // PROFILE_CPU=4: the CPU slowed down as Lighthouse's mobile runs simulate it, so the long tasks
  // listed are the ones that make its blocking time.
  if (process.env.PROFILE_CPU)
    await session.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.PROFILE_CPU) });
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  const typing = process.env.PROFILE_TYPE;
  if (typing) {
    await page.goto(url);
    const filter = await page.waitForSelector(`input[aria-label="${process.env.PROFILE_FILTER}"]`, {
      timeout: 60_000,
    });
    await new Promise((done) => setTimeout(done, 3000));
    await filter.click();
    await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await session.send('Profiler.start');
    for (const key of typing) {
      await page.keyboard.press(key);
      await new Promise((done) => setTimeout(done, 300));
    }
  } else {
    if (process.env.PROFILE_TRACE)
      await page.tracing.start({
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
      });
    await session.send('Profiler.start');
    await page.goto(url);
  }
  await new Promise((done) => setTimeout(done, Number(process.env.PROFILE_MS ?? 4000)));
  if (typing || process.env.PROFILE_TRACE) {
    // Where the native time ("(program)" below) goes: style, layout, paint per event name.
    const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
    const totals = new Map();
    for (const event of trace.traceEvents ?? trace) {
      if (event.ph !== 'X' || !event.dur) continue;
      totals.set(event.name, (totals.get(event.name) ?? 0) + event.dur);
    }
    console.log('== trace events (inclusive, all threads)');
    console.log(
      [...totals]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 25)
        .map(([name, micros]) => `${(micros / 1000).toFixed(1).padStart(8)} ms  ${name}`)
        .join('\n'),
    );
  }
  const { profile } = await session.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const dt = profile.timeDeltas;
  profile.samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (dt[index] ?? 0)));
  const byFunction = new Map();
  const byScript = new Map();
  for (const [id, micros] of self) {
    const { callFrame } = byId.get(id);
    const script =
      callFrame.url.replace(/^https?:\/\/[^/]+/, '') || `(${callFrame.functionName || 'native'})`;
    const key = `${callFrame.functionName || '(anonymous)'} ${script}:${callFrame.lineNumber}:${callFrame.columnNumber}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
    byScript.set(script, (byScript.get(script) ?? 0) + micros);
  }
  // Long tasks: runs of non-idle samples; per task, inclusive time of named functions (components).
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const idle = new Set(
    profile.nodes
      .filter((node) => ['(idle)', '(program)', '(garbage collector)'].includes(node.callFrame.functionName))
      .map((node) => node.id),
  );
  let time = profile.startTime;
  let task = null;
  const tasks = [];
  profile.samples.forEach((id, index) => {
    time += dt[index] ?? 0;
    if (idle.has(id)) {
      if (task && time - task.end > 2000) task = null;
      return;
    }
    if (!task) tasks.push((task = { start: time, end: time, inclusive: new Map(), self: new Map() }));
    task.end = time;
    const leaf = byId.get(id).callFrame;
    const leafKey = `${leaf.functionName || '(anonymous)'} ${leaf.url.split('/').pop()}`;
    task.self.set(leafKey, (task.self.get(leafKey) ?? 0) + (dt[index] ?? 0));
    const names = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const name = byId.get(at).callFrame.functionName;
      if (/^[A-Z][A-Za-z0-9]+$/.test(name)) names.add(name);
    }
    names.forEach((name) => task.inclusive.set(name, (task.inclusive.get(name) ?? 0) + (dt[index] ?? 0)));
  });
  for (const long of tasks.filter((t) => t.end - t.start > 40000)) {
    console.log(
      `== task at ${((long.start - profile.startTime) / 1000).toFixed(0)} ms, ${((long.end - long.start) / 1000).toFixed(0)} ms`,
    );
    if (process.env.PROFILE_SELF)
      console.log(
        [...long.self]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 12)
          .map(([name, micros]) => `${(micros / 1000).toFixed(1).padStart(8)} ms  self ${name}`)
          .join('\n'),
      );
    console.log(
      [...long.inclusive]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 25)
        .map(([name, micros]) => `${(micros / 1000).toFixed(1).padStart(8)} ms  ${name}`)
        .join('\n'),
    );
  }
  // PROFILE_CALLERS=isRTL: who calls that function (the named frames above it), by self time.
  if (process.env.PROFILE_CALLERS) {
    const callers = new Map();
    profile.samples.forEach((id, index) => {
      const chain = [];
      for (let at = id; at !== undefined; at = parent.get(at)) {
        const frame = byId.get(at).callFrame;
        chain.push(frame.functionName || `@${frame.url.split('/').pop()}:${frame.lineNumber}`);
      }
      const hit = chain.indexOf(process.env.PROFILE_CALLERS);
      if (hit < 0) return;
      const key = chain
        .slice(hit, hit + 14)
        .filter((name) => name !== '(anonymous)')
        .join(' < ');
      callers.set(key, (callers.get(key) ?? 0) + (dt[index] ?? 0));
    });
    console.log(`== callers of ${process.env.PROFILE_CALLERS}`);
    console.log(
      [...callers]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([key, micros]) => `${(micros / 1000).toFixed(1).padStart(8)} ms  ${key}`)
        .join('\n'),
    );
  }
  // PROFILE_UNDER=KpiCards: where the time under that function goes (leaf frames), by self time.
  if (process.env.PROFILE_UNDER) {
    const leaves = new Map();
    profile.samples.forEach((id, index) => {
      const chain = [];
      for (let at = id; at !== undefined; at = parent.get(at)) chain.push(byId.get(at).callFrame);
      const hit = chain.findIndex((frame) => frame.functionName === process.env.PROFILE_UNDER);
      if (hit < 0) return;
      const key = chain
        .slice(0, Math.min(hit, 4))
        .map(
          (frame) =>
            `${frame.functionName || '(anonymous)'}@${frame.url.split('/').pop()}:${frame.lineNumber}`,
        )
        .join(' < ');
      leaves.set(key, (leaves.get(key) ?? 0) + (dt[index] ?? 0));
    });
    console.log(`== under ${process.env.PROFILE_UNDER}`);
    console.log(
      [...leaves]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 15)
        .map(([key, micros]) => `${(micros / 1000).toFixed(1).padStart(8)} ms  ${key}`)
        .join('\n'),
    );
  }
  const top = (map, count) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, micros]) => `${(micros / 1000).toFixed(1).padStart(8)} ms  ${key}`)
      .join('\n');
  console.log('== by script\n' + top(byScript, 20));
  console.log('== by function\n' + top(byFunction, Number(process.env.PROFILE_TOP ?? 40)));
} finally {
  await chromium.close();
  await stack.stop();
}
