// Lighthouse (desktop preset, performance category) on signed-in pages.
//
// The portal keeps its session in the tab's sessionStorage (spec §9), and Lighthouse normally opens
// a new tab and wipes the origin's storage, which would measure the sign-in screen. So the bench
// signs in once in a tab of its own Chromium and hands that very tab (a puppeteer page) to
// Lighthouse's `navigation()` with `disableStorageReset`: same tab, same session, and a real cold
// page load of the measured URL. Because storage reset also skips Lighthouse's cache clearing, the
// bench clears the HTTP cache itself before every run, so each run downloads the bundle again.
import { navigation, desktopConfig } from 'lighthouse';
import { lighthouseBudgets, lighthousePages } from './budgets.mjs';
import { launchDebuggableChromium, openSignedIn, signInWithPuppeteer } from './chromium.mjs';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function runOnce(page, url) {
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await session.detach();
  const result = await navigation(page, url, {
    config: desktopConfig,
    flags: { disableStorageReset: true, onlyCategories: ['performance'], logLevel: 'error' },
  });
  const { lhr } = result;
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return {
    finalUrl: lhr.finalDisplayedUrl,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    totalBlockingTimeMs: audit('total-blocking-time'),
    largestContentfulPaintMs: audit('largest-contentful-paint'),
    cumulativeLayoutShift: audit('cumulative-layout-shift'),
    firstContentfulPaintMs: audit('first-contentful-paint'),
    speedIndexMs: audit('speed-index'),
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    warnings: lhr.runWarnings,
    lhr: process.env.BENCH_KEEP_LHR ? lhr : undefined,
  };
}

/** Signs in, checks the page really shows the portal (not the sign-in view), then runs Lighthouse `runs` times. */
export async function measureLighthouse({ portalUrl, runs, log = console.log }) {
  const results = [];
  const byAccount = Map.groupBy(lighthousePages, (page) => page.email);
  for (const [email, pages] of byAccount) {
    const chromium = await launchDebuggableChromium();
    try {
      const [tab] = await chromium.browser.pages();
      const page = tab ?? (await chromium.browser.newPage());
      await page.setViewport(null);
      await signInWithPuppeteer(page, portalUrl, email, pages[0].path);
      for (const target of pages) {
        // The address the portal settles on (with its scope parameters), as a bookmark would hold it.
        const url = await openSignedIn(page, portalUrl, target.path);
        const runsOfPage = [];
        for (let run = 1; run <= runs; run += 1) {
          const measured = await runOnce(page, url);
          // Signed out, the portal shows its sign-in view at the same address: it has no <main>.
          const signedIn = await page.evaluate(() => Boolean(document.querySelector('main')));
          if (new URL(measured.finalUrl).pathname !== target.path || !signedIn)
            throw new Error(`Lighthouse on ${target.path} did not measure the signed-in page (ended on ${measured.finalUrl})`);
          log(`[bench] lighthouse ${target.path} run ${run}: score ${measured.performance}, TBT ${Math.round(measured.totalBlockingTimeMs)} ms, LCP ${Math.round(measured.largestContentfulPaintMs)} ms, CLS ${measured.cumulativeLayoutShift.toFixed(3)}`);
          runsOfPage.push(measured);
        }
        results.push({ ...target, url, runs: runsOfPage });
      }
    } finally {
      await chromium.close();
    }
  }
  return results.map(({ runs: runsOfPage, ...target }) => {
    const m = (key) => median(runsOfPage.map((run) => run[key]));
    return {
      ...target,
      median: {
        performance: m('performance'),
        totalBlockingTimeMs: m('totalBlockingTimeMs'),
        largestContentfulPaintMs: m('largestContentfulPaintMs'),
        cumulativeLayoutShift: m('cumulativeLayoutShift'),
        firstContentfulPaintMs: m('firstContentfulPaintMs'),
      },
      runs: runsOfPage,
    };
  });
}

/** One report row per page and metric. */
export function lighthouseFigures(results) {
  return results.flatMap((result) => {
    const rows = [
      ['performance', 'Lighthouse performance score', lighthouseBudgets.performance, 'score', (value, budget) => value >= budget],
      ['totalBlockingTimeMs', 'Total blocking time', lighthouseBudgets.totalBlockingTimeMs, 'ms'],
      ['largestContentfulPaintMs', 'Largest contentful paint', lighthouseBudgets.largestContentfulPaintMs, 'ms'],
      ['cumulativeLayoutShift', 'Cumulative layout shift', lighthouseBudgets.cumulativeLayoutShift, 'cls'],
    ];
    return rows.map(([key, label, budget, unit, passes = (value, limit) => value <= limit]) => ({
      id: `lighthouse.${result.id}.${key}`,
      figure: `${result.path}: ${label} (median of ${result.runs.length})`,
      budget,
      budgetKind: unit === 'score' ? 'min' : 'max',
      measured: result.median[key],
      unit,
      pass: passes(result.median[key], budget),
    }));
  });
}
