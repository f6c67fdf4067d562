// Developer tool (not part of the bench run): why Lighthouse's simulated LCP/FCP is what it is.
// Runs Lighthouse (desktop preset) once on a signed-in page, then prints the simulated timeline of
// the pessimistic LCP graph (Lantern): every request and main-thread task that counted, with its
// simulated start and end. Everything that starts before the page's observed LCP counts, even a
// request the LCP element does not wait for.
//   npm run build && node scripts/bench/lantern-graph.mjs /search/overview [email]
// ALL=1 prints every simulation (FCP and LCP, optimistic and pessimistic). FORM=mobile runs
// Lighthouse's default (mobile: slow 4G, 4× CPU) configuration instead of the desktop preset.
import { navigation, defaultConfig, desktopConfig } from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { resolve } from 'node:path';
import { launchDebuggableChromium, openSignedIn, signInWithPuppeteer } from './chromium.mjs';
import { startStack } from './stack.mjs';
const path = process.argv[2] ?? '/configuration/synonyms/list';
const email = process.argv[3] ?? 'merchandiser@demo.test';
const stack = await startStack({
  distDir: resolve(import.meta.dirname, '../../dist'),
  basePort: Number(process.env.PROFILE_PORT ?? 5691),
});
const chromium = await launchDebuggableChromium();
try {
  const [page] = await chromium.browser.pages();
  await page.setViewport(null);
  await signInWithPuppeteer(page, stack.portalUrl, email, path);
  const url = await openSignedIn(page, stack.portalUrl, path);
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await session.detach();
  const { lhr } = await navigation(page, url, {
    config: process.env.FORM === 'mobile' ? defaultConfig : desktopConfig,
    flags: { disableStorageReset: true, onlyCategories: ['performance'], logLevel: 'error' },
  });
  console.log(
    'score',
    lhr.categories.performance.score,
    'LCP',
    lhr.audits['largest-contentful-paint'].numericValue,
    'FCP',
    lhr.audits['first-contentful-paint'].numericValue,
    'TBT',
    lhr.audits['total-blocking-time'].numericValue,
    'CLS',
    lhr.audits['cumulative-layout-shift'].numericValue,
  );
  for (const [label, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
    if (!/argest|irstContentful/i.test(label)) continue;
    const entries = [...timings.entries()].sort((a, b) => a[1].endTime - b[1].endTime);
    const total = Math.max(...entries.map(([, t]) => t.endTime));
    console.log(`== ${label}: ${Math.round(total)} ms, ${entries.length} nodes`);
    if (!process.env.ALL && !/pessimistic/i.test(label)) continue;
    for (const [node, t] of entries) {
      const what =
        node.type === 'network'
          ? `net ${node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 60)} ${Math.round(node.request.transferSize / 1024)}KB`
          : `cpu ${Math.round((node.event.dur ?? 0) / 1000)}ms`;
      console.log(
        `${Math.round(t.startTime).toString().padStart(6)} ${Math.round(t.endTime).toString().padStart(6)} ${what}`,
      );
    }
  }
} finally {
  await chromium.close();
  await stack.stop();
}
