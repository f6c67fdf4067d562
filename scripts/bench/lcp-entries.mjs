// Developer tool (not part of the bench run): every largest-contentful-paint candidate of a cold,
// signed-in page load, with its time, size and text, at a phone's width under Lighthouse mobile's
// 4× CPU slowdown (no network throttling). Shows which element ends up as the LCP and when the
// candidates before it were painted.
//   npm run build && node scripts/bench/lcp-entries.mjs /search/overview [email]
import { resolve } from 'node:path';
import { launchDebuggableChromium, openSignedIn, signInWithPuppeteer } from './chromium.mjs';
import { startStack } from './stack.mjs';

const path = process.argv[2] ?? '/search/overview';
const email = process.argv[3] ?? 'merchandiser@demo.test';
const stack = await startStack({
  distDir: resolve(import.meta.dirname, '../../dist'),
  basePort: Number(process.env.PROFILE_PORT ?? 5791),
});
const chromium = await launchDebuggableChromium();
try {
  const [page] = await chromium.browser.pages();
  await page.setViewport({
    width: Number(process.env.WIDTH ?? 412),
    height: 823,
    isMobile: true,
    deviceScaleFactor: 1.75,
  });
  await signInWithPuppeteer(page, stack.portalUrl, email, path);
  const url = await openSignedIn(page, stack.portalUrl, path);
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await session.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU ?? 4) });
  await page.evaluateOnNewDocument(() => {
    window.__lcp = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const element = entry.element;
        window.__lcp.push({
          time: Math.round(entry.startTime),
          size: entry.size,
          tag: element?.tagName ?? '(removed)',
          text: (element?.textContent ?? entry.url ?? '').slice(0, 60),
        });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    // When the page's header text first appears in <main>, and whether it came with the shell's
    // frame (src/app/shell/PortalFrame.tsx: 'Loading...' below it) or with the page itself.
    window.__header = [];
    window.__firstCommit = 0;
    new MutationObserver(() => {
      if (!window.__firstCommit && document.getElementById('root') && !document.querySelector('.boot-frame'))
        window.__firstCommit = Math.round(performance.now());
      const text = document.querySelector('main p')?.textContent ?? null;
      const frame = Boolean(document.querySelector('main [role=status]'));
      const last = window.__header.at(-1);
      if (text && (!last || last.frame !== frame))
        window.__header.push({ time: Math.round(performance.now()), frame, text: text.slice(0, 40) });
    }).observe(document, { childList: true, subtree: true });
    window.__long = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__long.push([Math.round(entry.startTime), Math.round(entry.duration)]);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url);
  await new Promise((done) => setTimeout(done, Number(process.env.WAIT_MS ?? 8000)));
  const result = await page.evaluate(() => ({
    firstCommit: window.__firstCommit,
    header: window.__header,
    lcp: window.__lcp,
    long: window.__long,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  }));
  console.log(
    'FCP',
    Math.round(result.fcp ?? 0),
    '; React replaced the static frame at',
    result.firstCommit,
    'ms',
  );
  for (const entry of result.header)
    console.log(
      `header text in <main> at ${entry.time} ms, ${entry.frame ? "with 'Loading...' (shell frame or page loading)" : 'page'}: ${entry.text}`,
    );
  for (const entry of result.lcp)
    console.log(`LCP candidate ${entry.time} ms size ${entry.size} <${entry.tag}> ${entry.text}`);
  console.log(
    'long tasks (start+duration, ms):',
    result.long.map(([start, duration]) => `${start}+${duration}`).join(' '),
  );
} finally {
  await chromium.close();
  await stack.stop();
}
